import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { translate } from '~/lib/i18n';
import { categoryDescription, clip, DESCRIPTION_LENGTH, excerpt } from './page-description';

const kr = (text: string, vars?: Record<string, string | number>) => translate(text, 'kr', undefined, vars).text;
const english = (text: string, vars?: Record<string, string | number>) => translate(text, 'en', en, vars).text;

describe('page descriptions', () => {
  it('describe a category by its name, product count and what it sells, in Korean and English', () => {
    expect(categoryDescription(kr, '소이왁스', 1234, ['소이왁스 464', 'C3', '필라 왁스', '젤 왁스'])).toBe(
      '에반스캔들 소이왁스 상품 1,234개: 소이왁스 464, C3, 필라 왁스 등을 만나 보세요.',
    );
    expect(categoryDescription(english, 'Soy wax', 12, ['Soy 464'])).toBe(
      'Soy wax at Evans Candle: 12 products, including Soy 464.',
    );
    expect(categoryDescription(english, 'Wicks', 0, [])).toBe('Wicks at Evans Candle: new products coming soon.');
  });

  it('are cut to the length search results show, at a word, with an ellipsis', () => {
    const long = 'word '.repeat(100);
    const cut = clip(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect(cut.endsWith('word…')).toBe(true);
    expect(clip('short')).toBe('short');
  });

  it('take the plain text of rich text, entities decoded once', () => {
    expect(excerpt('<p>Q&amp;A 게시판에</p><p><strong>상품명</strong>을&nbsp;남겨 주세요.</p>')).toBe(
      'Q&A 게시판에 상품명을 남겨 주세요.',
    );
  });
});
