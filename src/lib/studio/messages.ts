/**
 * The studio's rule messages in Korean and English. The server answers in the shop's language of the
 * request (Korean unless the visitor chose English); the composer shows the person's language from the same rules.
 */
import { particle } from '../josa.ts';

export type Lang = 'ko' | 'en';

/** The studio's language for the shop's (`kr` or `en`). */
export const studioLang = (shopLang: string): Lang => (shopLang === 'en' ? 'en' : 'ko');

const MESSAGES = {
  noNotes: ['향료(노트)를 한 가지 이상 골라 주세요.', 'Choose at least one note.'],
  tooManyNotes: ['노트는 최대 {max}개까지 고를 수 있습니다.', 'You can choose up to {max} notes.'],
  shareRange: [
    '각 노트의 비율은 0%보다 크고 100% 이하여야 합니다.',
    "Each note's share must be above 0% and at most 100%.",
  ],
  shareStep: ['노트 비율은 소수점 첫째 자리까지 입력해 주세요.', 'Give shares to one decimal place.'],
  shareSum: ['노트 비율의 합이 100%여야 합니다. (현재 {sum}%)', 'The notes must add up to 100% (now {sum}%).'],
  loadRange: [
    '{type}의 향료 농도는 {min}~{max}% 사이여야 합니다.',
    'The fragrance load of a {type} must be {min}–{max}%.',
  ],
  oilMax: [
    '{name}{은} 완제품의 {max}%까지만 쓸 수 있습니다. (현재 {used}%: 비율을 {share}% 이하로 낮춰 주세요.)',
    '{name} may be at most {max}% of the finished piece (now {used}%: lower its share to {share}% or less).',
  ],
  labelControl: [
    '{what}에 줄바꿈이나 제어 문자는 쓸 수 없습니다.',
    '{what} cannot contain line breaks or control characters.',
  ],
  labelLength: [
    '{what}{은} {max}자 이하로 입력해 주세요. (현재 {count}자)',
    '{what} must be {max} characters or fewer (now {count}).',
  ],
  labelEmpty: ['라벨 문구를 입력해 주세요.', 'Enter the label text.'],
  labelFont: ['라벨 글꼴은 {fonts} 중 하나입니다.', 'The label font is one of {fonts}.'],
  labelColour: ['라벨 색은 #RRGGBB 형식으로 입력해 주세요.', 'Give the label colour as #RRGGBB.'],
  notFound: ['선택한 {what}{을} 찾을 수 없습니다.', 'The chosen {what} could not be found.'],
  soldOut: ['{name}{은} 품절되어 지금은 쓸 수 없습니다.', '{name} is sold out for now.'],
  doesNotFit: ['{name}{은} {type}에 쓸 수 없습니다.', '{name} cannot be used for a {type}.'],
  noType: ['만들 제품 종류를 골라 주세요.', 'Choose what to make.'],
  size: ['{type} 용량은 {sizes} 중 하나입니다.', 'A {type} comes in {sizes}.'],
  noSafetyNo: [
    '{name}{은} 안전확인 신고번호가 없어 제작할 수 없습니다. 다른 베이스를 골라 주세요.',
    '{name} has no safety confirmation number (안전확인 신고번호), so it cannot be made. Choose another base.',
  ],
  sameOil: ['같은 향료를 두 번 넣을 수 없습니다.', 'The same oil cannot be used twice.'],
  drops: ['색소는 1~60방울 사이로 넣어 주세요.', 'Use 1 to 60 drops of a colour.'],
  vesselSize: ['{name}에는 {ml}ml가 들어가지 않습니다.', '{name} does not hold {ml} ml.'],
  quantityMin: ['수량은 1개 이상이어야 합니다.', 'The quantity must be 1 or more.'],
  quoteAbove: [
    '{max}개가 넘는 대량 주문은 견적서(/shop/quotation)를 받아 견적 문의로 접수해 주세요.',
    'For more than {max} pieces, get a quotation (/shop/quotation) and ask us for a quote.',
  ],
  noBase: ['베이스를 골라 주세요.', 'Choose a base.'],
  orderVessel: ['주문하려면 용기를 골라 주세요.', 'Choose a vessel to order it.'],
  vesselGone: [
    '고른 용기를 지금 판매하지 않습니다. 다른 용기를 골라 주세요.',
    'The chosen vessel is not on sale now. Choose another vessel.',
  ],
  notReorderable: [
    '이 맞춤 제작은 다시 주문할 수 없습니다. 저장한 배합으로 주문해 주세요.',
    'This custom order cannot be ordered again. Order from a saved formula instead.',
  ],
  labelKo: ['라벨 한글 문구', 'The Korean label text'],
  labelEn: ['라벨 영문 문구', 'The English label text'],
  oil: ['향료', 'oil'],
  dye: ['색소', 'dye'],
  mica: ['마이카', 'mica'],
  vessel: ['용기', 'vessel'],
  lid: ['뚜껑', 'lid'],
  base: ['베이스', 'base'],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;

const PARTICLES = { 은: '은/는', 을: '을/를' } as const;

/**
 * The message in the language, its `{name}`s filled; `{은}` or `{을}` right after a variable is the
 * particle its value takes (재료는, 베이스를).
 */
export function studioMessage(lang: Lang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][lang === 'en' ? 1 : 0];
  return template
    .replace(/\{(\w+)\}\{(은|을)\}/g, (_, k: string, p: '은' | '을') => {
      const value = String(vars[k] ?? '');
      return `${value}${particle(value, PARTICLES[p])}`;
    })
    .replace(/\{(\w+)\}/g, (whole, k: string) => (k in vars ? String(vars[k]) : whole));
}
