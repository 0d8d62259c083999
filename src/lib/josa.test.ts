import { describe, expect, it } from 'vitest';
import { josa, particle } from './josa';

describe('Korean particles follow the last syllable, never both forms', () => {
  it('을/를: 을 after a final consonant, 를 after a vowel', () => {
    expect(josa('주소', '을/를')).toBe('주소를');
    expect(josa('상품명', '을/를')).toBe('상품명을');
    expect(josa('연락처', '을/를')).toBe('연락처를');
    expect(josa('이메일', '을/를')).toBe('이메일을');
  });

  it('으로/로: 로 after a vowel or a final ㄹ, 으로 after any other final consonant', () => {
    expect(josa('서울', '으로/로')).toBe('서울로');
    expect(josa('부산', '으로/로')).toBe('부산으로');
    expect(josa('배송중', '으로/로')).toBe('배송중으로');
    expect(josa('구매확정', '으로/로')).toBe('구매확정으로');
    expect(josa('취소', '으로/로')).toBe('취소로');
  });

  it('이/가, 은/는 and 과/와 choose the same way', () => {
    expect(josa('받는 분', '은/는')).toBe('받는 분은');
    expect(josa('주소', '은/는')).toBe('주소는');
    expect(josa('상품', '이/가')).toBe('상품이');
    expect(josa('배송지', '이/가')).toBe('배송지가');
    expect(josa('캔들', '과/와')).toBe('캔들과');
    expect(josa('디퓨저', '과/와')).toBe('디퓨저와');
  });

  it('reads digits and Latin letters as they are said in Korean', () => {
    expect(josa('3', '을/를')).toBe('3을'); // 삼
    expect(josa('2', '을/를')).toBe('2를'); // 이
    expect(josa('10', '은/는')).toBe('10은'); // 십
    expect(josa('7', '으로/로')).toBe('7로'); // 칠
    expect(josa('6', '으로/로')).toBe('6으로'); // 육
    expect(josa('platform', '은/는')).toBe('platform은'); // …엠
    expect(josa('target_id', '은/는')).toBe('target_id는'); // …디
    expect(josa('evanscandle.co.kr', '으로/로')).toBe('evanscandle.co.kr로'); // …알
  });

  it('looks past closing quotes and brackets to the word itself', () => {
    expect(`'향초'${particle('향초', '으로/로')}`).toBe("'향초'로");
    expect(particle('"소이왁스")', '과/와')).toBe('와');
    expect(particle('캔들 ', '을/를')).toBe('을');
  });
});
