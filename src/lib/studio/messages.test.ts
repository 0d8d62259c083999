import { describe, expect, it } from 'vitest';
import { studioLang, studioMessage } from './messages';

describe('studio messages', () => {
  it('fills variables and picks the Korean particle by the word', () => {
    expect(studioMessage('ko', 'soldOut', { name: '라벤더' })).toBe('라벤더는 품절되어 지금은 쓸 수 없습니다.');
    expect(studioMessage('ko', 'soldOut', { name: '샌달우드 오일' })).toBe(
      '샌달우드 오일은 품절되어 지금은 쓸 수 없습니다.',
    );
    expect(studioMessage('ko', 'notFound', { what: '베이스' })).toBe('선택한 베이스를 찾을 수 없습니다.');
    expect(studioMessage('ko', 'labelLength', { what: '라벨 한글 문구', max: 20, count: 21 })).toBe(
      '라벨 한글 문구는 20자 이하로 입력해 주세요. (현재 21자)',
    );
  });
  it('speaks English when asked', () => {
    expect(studioMessage('en', 'tooManyNotes', { max: 8 })).toBe('You can choose up to 8 notes.');
  });
  it("follows the shop's language: English for `en`, Korean for `kr` and anything else", () => {
    expect(studioLang('en')).toBe('en');
    expect(studioLang('kr')).toBe('ko');
    expect(studioMessage(studioLang('en'), 'quoteAbove', { max: 300 })).toBe(
      'For more than 300 pieces, get a quotation (/shop/quotation) and ask us for a quote.',
    );
  });
});
