import type { ImageKind } from './images/product-art.ts';

/** What kind of thing a leaf category sells; decides pictures, options, icons and the disclosure table. */
export type Family =
  | 'soy'
  | 'soy-pillar'
  | 'paraffin'
  | 'beeswax'
  | 'vegetable'
  | 'gel'
  | 'cotton-wick'
  | 'eco-wick'
  | 'htp-wick'
  | 'wood-wick'
  | 'wick-tab'
  | 'fo-floral'
  | 'fo-fruity'
  | 'fo-woody'
  | 'fo-citrus'
  | 'fo-gourmand'
  | 'fo-signature'
  | 'eo-single'
  | 'eo-blend'
  | 'carrier'
  | 'diffuser-base'
  | 'reed'
  | 'fiber'
  | 'jar'
  | 'tin'
  | 'diffuser-bottle'
  | 'lid'
  | 'silicone-mold'
  | 'pc-mold'
  | 'dye'
  | 'mica'
  | 'measure'
  | 'pour'
  | 'finish'
  | 'candle'
  | 'pillar'
  | 'tin-candle'
  | 'reed-diffuser'
  | 'car-diffuser'
  | 'room-spray'
  | 'candle-kit'
  | 'diffuser-kit'
  | 'plaster'
  | 'sachet'
  | 'book';

/** Product groups that share their description copy and disclosure rows. */
export type Group =
  | 'wax'
  | 'wick'
  | 'fragrance'
  | 'essential'
  | 'diffuser-supply'
  | 'vessel'
  | 'mold'
  | 'colour'
  | 'tool'
  | 'candle'
  | 'diffuser'
  | 'kit'
  | 'plaster'
  | 'book';

export type FamilyInfo = {
  group: Group;
  image: ImageKind;
  /** The 품목 of the disclosure table, Korean and English. */
  item: [string, string];
  /** Country of manufacture and maker or importer. */
  origin: [string, string];
  maker: [string, string];
  /** A household chemical product: safety registration number, use-by and precautions. */
  chemical?: boolean;
  eco?: boolean;
  handmade?: boolean;
  /** Colour swatches on the card, each opening the matching picture. */
  swatches?: boolean;
};

const US: [string, string] = ['미국', 'United States'];
const KR: [string, string] = ['대한민국', 'Republic of Korea'];
const CN: [string, string] = ['중국', 'China'];
const FR: [string, string] = ['프랑스', 'France'];
const DE: [string, string] = ['독일', 'Germany'];
const EVANS: [string, string] = ['(주)에반스캔들', 'Evans Candle Co., Ltd.'];
const IMPORTED: [string, string] = ['(주)에반스캔들 (수입)', 'Evans Candle Co., Ltd. (importer)'];

const f = (
  group: Group,
  image: ImageKind,
  item: [string, string],
  origin: [string, string],
  extra: Partial<FamilyInfo> = {},
): FamilyInfo => ({
  group,
  image,
  item,
  origin,
  maker: origin === KR ? EVANS : IMPORTED,
  ...extra,
});

const WAX: [string, string] = ['캔들 왁스', 'Candle wax'];
const WICK: [string, string] = ['캔들 심지', 'Candle wick'];
const FO: [string, string] = ['향료(프래그런스 오일)', 'Fragrance oil'];
const EO: [string, string] = ['에센셜 오일', 'Essential oil'];

export const FAMILIES: Record<Family, FamilyInfo> = {
  soy: f('wax', 'wax', WAX, US, { eco: true }),
  'soy-pillar': f('wax', 'wax', WAX, US, { eco: true }),
  paraffin: f('wax', 'wax', WAX, DE),
  beeswax: f('wax', 'wax', WAX, KR, { eco: true }),
  vegetable: f('wax', 'wax', WAX, US, { eco: true }),
  gel: f('wax', 'wax', WAX, DE),
  'cotton-wick': f('wick', 'wick', WICK, DE),
  'eco-wick': f('wick', 'wick', WICK, US, { eco: true }),
  'htp-wick': f('wick', 'wick', WICK, DE),
  'wood-wick': f('wick', 'wood-wick', WICK, US, { eco: true }),
  'wick-tab': f('wick', 'wick', ['심지 부자재', 'Wick accessory'], CN),
  'fo-floral': f('fragrance', 'dropper', FO, FR, { chemical: true }),
  'fo-fruity': f('fragrance', 'dropper', FO, FR, { chemical: true }),
  'fo-woody': f('fragrance', 'dropper', FO, FR, { chemical: true }),
  'fo-citrus': f('fragrance', 'dropper', FO, FR, { chemical: true }),
  'fo-gourmand': f('fragrance', 'dropper', FO, US, { chemical: true }),
  'fo-signature': f('fragrance', 'dropper', FO, KR, { chemical: true }),
  'eo-single': f('essential', 'dropper', EO, FR, { chemical: true, eco: true }),
  'eo-blend': f('essential', 'dropper', EO, KR, { chemical: true, eco: true }),
  carrier: f('essential', 'base-bottle', ['캐리어 오일', 'Carrier oil'], US, { eco: true }),
  'diffuser-base': f('diffuser-supply', 'base-bottle', ['디퓨저 베이스', 'Diffuser base'], KR, { chemical: true }),
  reed: f('diffuser-supply', 'reeds', ['리드 스틱', 'Reed sticks'], CN, { eco: true }),
  fiber: f('diffuser-supply', 'reeds', ['디퓨저 부자재', 'Diffuser accessory'], CN),
  jar: f('vessel', 'glass-jar', ['유리 용기', 'Glass jar'], CN, { swatches: true }),
  tin: f('vessel', 'tin', ['틴 용기', 'Tin'], CN, { swatches: true }),
  'diffuser-bottle': f('vessel', 'diffuser-bottle', ['유리 용기', 'Glass bottle'], CN, { swatches: true }),
  lid: f('vessel', 'glass-jar', ['용기 부자재', 'Vessel accessory'], CN),
  'silicone-mold': f('mold', 'mold', ['실리콘 몰드', 'Silicone mold'], KR, { handmade: true, swatches: true }),
  'pc-mold': f('mold', 'mold', ['폴리카보네이트 몰드', 'Polycarbonate mold'], CN),
  dye: f('colour', 'dye', ['캔들 색소', 'Candle dye'], US, { swatches: true }),
  mica: f('colour', 'mica', ['마이카 파우더', 'Mica powder'], CN, { swatches: true }),
  measure: f('tool', 'scale', ['계량 도구', 'Measuring tool'], CN),
  pour: f('tool', 'pitcher', ['공예 도구', 'Craft tool'], CN),
  finish: f('tool', 'trimmer', ['공예 도구', 'Craft tool'], CN),
  candle: f('candle', 'jar-candle', ['방향제(캔들)', 'Air freshener (candle)'], KR, {
    chemical: true,
    handmade: true,
    swatches: true,
  }),
  pillar: f('candle', 'pillar', ['방향제(캔들)', 'Air freshener (candle)'], KR, {
    chemical: true,
    handmade: true,
    swatches: true,
  }),
  'tin-candle': f('candle', 'tin', ['방향제(캔들)', 'Air freshener (candle)'], KR, {
    chemical: true,
    handmade: true,
    swatches: true,
  }),
  'reed-diffuser': f('diffuser', 'diffuser', ['방향제(디퓨저)', 'Air freshener (diffuser)'], KR, {
    chemical: true,
    handmade: true,
  }),
  'car-diffuser': f('diffuser', 'car-diffuser', ['차량용 방향제', 'Car air freshener'], KR, {
    chemical: true,
    handmade: true,
  }),
  'room-spray': f('diffuser', 'base-bottle', ['탈취제(룸 스프레이)', 'Room spray'], KR, { chemical: true }),
  'candle-kit': f('kit', 'kit', ['캔들 만들기 키트', 'Candle making kit'], KR, { handmade: true }),
  'diffuser-kit': f('kit', 'kit', ['디퓨저 만들기 키트', 'Diffuser making kit'], KR, { handmade: true }),
  plaster: f('plaster', 'plaster', ['석고 파우더', 'Plaster powder'], KR),
  sachet: f('plaster', 'plaster', ['방향제 부자재', 'Sachet supply'], KR, { handmade: true }),
  book: f('book', 'book', ['도서', 'Book'], KR),
};
