import { describe, expect, it } from 'vitest';
import { SALE_CATEGORY_ID } from '~/lib/constants';
import type { CategoryNode } from '../catalog/category-tree';
import { CATEGORY_TREE } from '../seed/categories.data';
import type { Intent } from './ai-search.types';
import { readQuestion } from './query-reader';

type SeedNode = (typeof CATEGORY_TREE)[number];
const toNode = (n: SeedNode, parent: number | null): CategoryNode => ({
  id: n.id,
  parent_id: parent,
  name: n.name,
  name_en: n.name_en,
  descendants: (n.children ?? []).map((c) => toNode(c, n.id)),
});
const ctx = { tree: CATEGORY_TREE.map((n) => toNode(n, null)), krwPerUsd: 1400, saleCategoryId: SALE_CATEGORY_ID };

type Expected = Partial<Intent>;
const CASES: [name: string, question: string, expected: Expected][] = [
  [
    'kids room, subtle lavender diffuser under 30,000 won',
    '아이 방에 쓸 은은한 라벤더 디퓨저 3만원 이하',
    { categoryIds: [11], scents: ['lavender'], uses: ['kids', 'subtle'], maxPrice: 30_000, words: [] },
  ],
  [
    'unscented soy wax under $20 at 1,400 won a dollar',
    'unscented soy wax under $20',
    { categoryIds: [101], scents: ['unscented'], materials: [], maxPrice: 28_000 },
  ],
  ['5천원 미만 is strictly below 5,000 won', '심지 5천원 미만', { categoryIds: [2], maxPrice: 4_999 }],
  ['2만5천원 reads as 25,000 won', '2만5천원 이하 캔들', { categoryIds: [10], maxPrice: 25_000 }],
  ['a won amount with commas', '₩30,000 이하 디퓨저 베이스', { categoryIds: [118], maxPrice: 30_000 }],
  ['만원대 is the ten-thousands band', '만원대 선물', { minPrice: 10_000, maxPrice: 19_999, uses: ['gift'] }],
  [
    '3만원대 is 30,000 to 39,999 won',
    '3만원대 리드 디퓨저',
    { categoryIds: [135], minPrice: 30_000, maxPrice: 39_999 },
  ],
  ['이상 is a lower limit', '5만원 이상 선물 세트', { minPrice: 50_000, uses: ['gift'] }],
  ['a range with a tilde', '1만~3만원 사이 향초', { categoryIds: [10], minPrice: 10_000, maxPrice: 30_000 }],
  [
    'a range with 에서 and 사이',
    '2만원에서 3만원 사이 디퓨저',
    { categoryIds: [11], minPrice: 20_000, maxPrice: 30_000 },
  ],
  [
    'between two dollar amounts',
    'candle between $10 and $20',
    { categoryIds: [10], minPrice: 14_000, maxPrice: 28_000 },
  ],
  [
    'a dollar range where only the second has the unit',
    'diffuser 10-20 dollars',
    { categoryIds: [11], minPrice: 14_000, maxPrice: 28_000 },
  ],
  ['over is a lower limit in dollars', 'gift over $50', { minPrice: 70_000, uses: ['gift'] }],
  ['달러 as a unit', '15달러 이하 틴 캔들', { categoryIds: [134], maxPrice: 21_000 }],
  ['a bare amount is a budget', '2만원 라벤더 캔들', { categoryIds: [10], scents: ['lavender'], maxPrice: 20_000 }],
  ['around gives a band of 20 percent', 'around $30 candle', { categoryIds: [10], minPrice: 33_600, maxPrice: 50_400 }],
  ['a Korean numeral before 만', '삼만원 이하 디퓨저', { categoryIds: [11], maxPrice: 30_000 }],
  ['세일 asks for discounted products', '세일하는 소이 캔들', { sale: true, categoryIds: [10], materials: ['soy'] }],
  ['할인 asks for discounted products', '할인 중인 프래그런스 오일', { sale: true, categoryIds: [3] }],
  ['sale in English', 'vanilla candles on sale', { sale: true, scents: ['vanilla'], categoryIds: [10] }],
  ['in stock is a stock wish', 'in stock wooden wicks', { inStock: true, categoryIds: [107] }],
  ['품절 제외 is a stock wish', '품절 제외 유리 캔들 용기', { inStock: true, categoryIds: [121] }],
  [
    'spacing does not matter in Korean',
    '라벤더디퓨저 3만원이하',
    { scents: ['lavender'], categoryIds: [11], maxPrice: 30_000 },
  ],
  ['a supply category wins over the weak candle word', '캔들 용기 추천해줘', { categoryIds: [6], words: [] }],
  ['a named leaf category', '컨테이너용 소이왁스', { categoryIds: [1001] }],
  ['beeswax is a material', '밀랍 캔들 만들기', { materials: ['beeswax'], categoryIds: [10], uses: ['beginner'] }],
  ['kit and beginner', '초보자용 캔들 만들기 키트', { categoryIds: [13], uses: ['beginner'] }],
  ['a bedroom wish', '침실에 둘 편안한 향', { uses: ['bedroom', 'relax'] }],
  ['a gift wish in English', 'housewarming gift diffuser', { uses: ['gift'], categoryIds: [11] }],
  ['scent families', '상큼한 시트러스 향 디퓨저', { scents: ['citrus'], categoryIds: [11] }],
  ['two scents', '로즈마리와 레몬 에센셜 오일', { scents: ['rosemary', 'lemon'], categoryIds: [4] }],
  ['rosemary is not rose', 'rosemary essential oil', { scents: ['rosemary'], categoryIds: [4] }],
  ['ivory is not a child', '아이보리 필라 캔들', { uses: [], categoryIds: [133], words: ['아이보리'] }],
  ['car diffuser', '차량용 방향제 추천', { categoryIds: [136] }],
  ['books', '캔들 입문 책', { categoryIds: [15], uses: ['beginner'] }],
  ['unknown words are kept to look for', '골든브랜즈 464', { words: ['골든브랜즈', '464'], categoryIds: [] }],
  ['만들기 is not ten thousand won', '디퓨저 만들기', { maxPrice: undefined, uses: ['beginner'] }],
  ['English stop words are dropped', 'I want something for my bedroom please', { uses: ['bedroom'], words: [] }],
  ['a strong throw', '발향 좋은 우드윅 캔들', { uses: ['strong'], materials: ['wood-wick'] }],
];

describe('rule-based AI search reader', () => {
  it.each(CASES)('%s', (_name, question, expected) => {
    const intent = readQuestion(question, ctx);
    // Lists are compared as sets: the order a reader finds things in is not part of the rule.
    const sorted = (v: unknown) => (Array.isArray(v) ? [...v].sort() : v);
    for (const [field, value] of Object.entries(expected)) {
      expect({ field, value: sorted(intent[field as keyof Intent]) }).toEqual({ field, value: sorted(value) });
    }
  });

  it('reads at least thirty questions', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it('reads dollars at the exchange rate of the settings', () => {
    expect(readQuestion('under $10', { ...ctx, krwPerUsd: 1500 }).maxPrice).toBe(15_000);
  });
});
