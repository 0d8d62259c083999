import { describe, expect, it } from 'vitest';
import { SEARCH_VARIANTS } from '../seed/search.data.ts';
import {
  applyVariants,
  closestWord,
  editDistance,
  editsAllowed,
  jamo,
  tolerantWords,
  type Vocabulary,
} from './forgiving.ts';

const vocabulary: Vocabulary = new Map([
  ['라벤더', 12],
  ['디퓨저', 30],
  ['캔들', 40],
  ['소이', 25],
  ['왁스', 20],
  ['베이스', 4],
  ['lavender', 12],
  ['diffuser', 30],
  ['선물', 10],
  ['차량용', 5],
]);

describe('variant rewriting', () => {
  it('replaces a spelling variant word by its canonical word (라밴더 디퓨져 → 라벤더 디퓨저)', () => {
    const r = applyVariants('라밴더 디퓨져', SEARCH_VARIANTS);
    expect(r.words).toEqual(['라벤더', '디퓨저']);
    expect(r.changed).toBe(true);
  });

  it('replaces two neighbouring words that run together into a variant (우드 윅 → 우드윅, bees wax → beeswax)', () => {
    expect(applyVariants('우드 윅', SEARCH_VARIANTS).words).toEqual(['우드윅']);
    expect(applyVariants('Bees Wax', SEARCH_VARIANTS).words).toEqual(['beeswax']);
  });

  it('replaces a Korean variant inside a run-together word (라밴더디퓨져 → 라벤더디퓨저), English only whole', () => {
    expect(applyVariants('라밴더디퓨져', SEARCH_VARIANTS).words).toEqual(['라벤더디퓨저']);
    expect(applyVariants('lavendars', SEARCH_VARIANTS).words).toEqual(['lavendars']);
  });

  it('keeps a synonym word and adds its canonical word beside it, without calling it a correction (향초 → 캔들)', () => {
    const r = applyVariants('향초 선물', SEARCH_VARIANTS);
    expect(r.words).toEqual(['향초', '선물']);
    expect(r.synonyms).toEqual([['캔들'], []]);
    expect(r.changed).toBe(false);
  });

  it('leaves a keyword without variants as it is', () => {
    expect(applyVariants('소이 캔들', SEARCH_VARIANTS)).toEqual({
      words: ['소이', '캔들'],
      synonyms: [[], []],
      changed: false,
    });
  });

  it('the seeded list holds at least 40 variants, none its own canonical word', () => {
    expect(SEARCH_VARIANTS.length).toBeGreaterThanOrEqual(40);
    expect(SEARCH_VARIANTS.filter((v) => v.variant === v.canonical)).toEqual([]);
  });
});

describe('tolerant matcher', () => {
  it('decomposes Hangul into jamo, so one wrong vowel is one edit (라밴더 ~ 라벤더)', () => {
    expect(jamo('라벤더')).toEqual(['ㄹ', 'ㅏ', 'ㅂ', 'ㅔ', 'ㄴ', 'ㄷ', 'ㅓ']);
    expect(editDistance(jamo('라밴더'), jamo('라벤더'))).toBe(1);
    expect(editDistance(jamo('왁쓰'), jamo('왁스'))).toBe(1);
  });

  it('counts a swap of neighbouring letters as one edit (candel ~ candle)', () => {
    expect(editDistance([...'candel'], [...'candle'])).toBe(1);
  });

  it('edits allowed by length: none up to 3 letters, one up to 5, two beyond', () => {
    expect([3, 4, 5, 6, 12].map(editsAllowed)).toEqual([0, 1, 1, 2, 2]);
  });

  it('closest word: the catalogue word fewest edits away (디퓨져 → 디퓨저, lavendar → lavender), nothing when too far', () => {
    expect(closestWord('디퓨져', vocabulary)).toBe('디퓨저');
    expect(closestWord('lavendar', vocabulary)).toBe('lavender');
    expect(closestWord('주세요', vocabulary)).toBeUndefined();
    expect(closestWord('초', vocabulary)).toBeUndefined();
  });

  it('corrects the one misspelt word of a multi-word keyword and keeps the others (라벤더 디퓨져 → 라벤더 디퓨저)', () => {
    expect(tolerantWords(['라벤더', '디퓨져'], vocabulary)[0]).toEqual(['라벤더', '디퓨저']);
  });

  it('takes a Korean ending off a word the catalogue holds without it (선물용 → 선물, 차에 → 차)', () => {
    expect(tolerantWords(['선물용', '소이', '캔들'], vocabulary)[0]).toEqual(['선물', '소이', '캔들']);
    expect(tolerantWords(['차에', '디퓨저'], vocabulary)[0]).toEqual(['차', '디퓨저']);
  });

  it('leaves out sentence fillers it cannot correct, then tries the known words alone', () => {
    expect(tolerantWords(['라벤더', '캔들', '주세요'], vocabulary)).toEqual([['라벤더', '캔들']]);
  });

  it('offers nothing when every word is already known', () => {
    expect(tolerantWords(['라벤더', '디퓨저'], vocabulary)).toEqual([]);
  });
});
