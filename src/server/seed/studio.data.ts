/**
 * The studio's materials, named by the start of the shop's product names: what family each oil
 * belongs to and how much of a finished piece it may be (IFRA-style), the colours' swatches, the
 * vessels', lids' and bases' uses, and the demo member's saved formulas on real materials.
 */
import type { Family, NoteRole, ProductType } from '../../lib/studio/types.ts';

/** Scent family of each oil; oils not listed take their category's (see CATEGORY_FAMILY). */
export const OIL_FAMILY: Record<string, Family> = {
  '블랙 체리': 'gourmand',
  '피치 넥타': 'fresh',
  '프레시 피그': 'green',
  '블루베리 요거트': 'gourmand',
  청포도: 'fresh',
  '라즈베리 로즈': 'floral',
  '화이트 머스크': 'musk',
  '블랙 앰버': 'spicy',
  '유칼립투스 민트': 'green',
  '그린 티': 'green',
  '시나몬 애플': 'spicy',
  '허니 앤 토바코': 'spicy',
  진저브레드: 'spicy',
  '성수 모닝': 'fresh',
  '비 오는 숲': 'green',
  '코튼 블랭킷': 'musk',
  '한옥 우드': 'woody',
  '제주 감귤': 'citrus',
  섬유유연제: 'fresh',
  페퍼민트: 'fresh',
  티트리: 'green',
  유칼립투스: 'green',
  '스위트 오렌지': 'citrus',
  레몬: 'citrus',
  로즈마리: 'green',
  일랑일랑: 'floral',
  프랑킨센스: 'woody',
  베르가못: 'citrus',
  라벤더: 'floral',
};

/** The family of an oil by its category (fragrance oils 109–114, single essential oils 115). */
export const CATEGORY_FAMILY: Record<number, Family> = {
  109: 'floral',
  110: 'fresh',
  111: 'woody',
  112: 'citrus',
  113: 'gourmand',
  114: 'fresh',
  115: 'green',
};

/** Fragrance oils may be up to 25 % of a piece; these less (sensitisers, phototoxic citrus, strong spice). */
export const DEFAULT_OIL_MAX = 25;
export const OIL_MAX: Record<string, number> = {
  '시나몬 애플': 2,
  진저브레드: 3,
  '허니 앤 토바코': 4,
  '블랙 앰버': 5,
  페퍼민트: 3,
  레몬: 2,
  베르가못: 2,
  일랑일랑: 3,
  '스위트 오렌지': 5,
  티트리: 5,
  로즈마리: 5,
  유칼립투스: 5,
  라벤더: 10,
  프랑킨센스: 10,
};

/** Liquid dyes by colour option; 10 ml is about 200 drops. */
export const DYE_SWATCH: Record<string, string> = {
  레드: '#c8102e',
  옐로: '#f2c200',
  블루: '#1f4fa3',
  그린: '#2e8b57',
  퍼플: '#6a3d9a',
  블랙: '#262626',
};
export const DYE_DROPS_PER_PACK = 200;

/** Micas by product, as a shimmer added by the pinch (a 10 g pouch is about 200). */
export const MICAS: { product: string; swatch: string }[] = [
  { product: '마이카 파우더 골드', swatch: '#d4af37' },
  { product: '마이카 파우더 로즈골드', swatch: '#b76e79' },
  { product: '펄 파우더 실버', swatch: '#c0c0c0' },
  { product: '마이카 파우더 코퍼', swatch: '#b87333' },
];

export type VesselSeed = {
  product: string;
  kind: 'vessel' | 'lid';
  fits: ProductType[];
  volume_ml?: number;
  pack?: number;
};
export const VESSELS: VesselSeed[] = [
  { product: '유리 캔들 용기 200ml', kind: 'vessel', fits: ['candle'], volume_ml: 200 },
  { product: '유리 캔들 용기 300ml', kind: 'vessel', fits: ['candle'], volume_ml: 300 },
  { product: '유리 캔들 용기 앰버 200ml', kind: 'vessel', fits: ['candle'], volume_ml: 200 },
  { product: '하이볼 글라스 캔들 용기 350ml', kind: 'vessel', fits: ['candle'], volume_ml: 350 },
  { product: '원형 틴 케이스 200ml 10개입', kind: 'vessel', fits: ['candle'], volume_ml: 200, pack: 10 },
  { product: '스크류 틴 케이스 골드 150ml 5개입', kind: 'vessel', fits: ['candle'], volume_ml: 150, pack: 5 },
  { product: '사각 디퓨저 병 100ml', kind: 'vessel', fits: ['diffuser', 'spray'], volume_ml: 100 },
  { product: '원형 디퓨저 병 200ml', kind: 'vessel', fits: ['diffuser', 'spray'], volume_ml: 200 },
  { product: '앰버 디퓨저 병 150ml', kind: 'vessel', fits: ['diffuser', 'spray'], volume_ml: 150 },
  { product: '빈티지 디퓨저 병 120ml', kind: 'vessel', fits: ['diffuser'], volume_ml: 120 },
  { product: '우드 캔들 뚜껑 75mm', kind: 'lid', fits: ['candle'] },
  { product: '유리 돔 뚜껑 80mm', kind: 'lid', fits: ['candle'] },
  { product: '디퓨저 캡 골드 10개입', kind: 'lid', fits: ['diffuser', 'spray'], pack: 10 },
  { product: '코르크 마개 10개입', kind: 'lid', fits: ['diffuser'], pack: 10 },
];

/**
 * Bases. A candle wax carries the registration of the studio's candle made on it; the cream blend
 * is sold as wax but not yet registered as a candle, so the studio refuses a blend on it.
 */
export type BaseSeed = { product: string; fits: ProductType[]; safety_no?: string };
export const BASES: BaseSeed[] = [
  { product: '골든브랜즈 소이왁스 464', fits: ['candle'], safety_no: 'CB24-03-1146' },
  { product: '네이처왁스 C3 소이왁스', fits: ['candle'], safety_no: 'CB24-05-2210' },
  { product: '케이오 소이왁스 크림 블렌드', fits: ['candle'] },
  { product: '무향 디퓨저 베이스', fits: ['diffuser'] },
  { product: '디퓨저 베이스 프리미엄 DPG-Free', fits: ['diffuser'] },
  { product: '룸스프레이 베이스', fits: ['spray'] },
];

/** A formula named by products: resolved to material ids when seeded. */
export type FormulaSeed = {
  name: string;
  memo: string;
  type: ProductType;
  sizeMl: number;
  base: string;
  loadPercent: number;
  notes: { oil: string; role: NoteRole; share: number }[];
  colours: { dye: string; drops: number }[];
  vessel: string | null;
  lid: string | null;
  label: { textKo: string; textEn: string; font: 'myeongjo' | 'gothic' | 'handwriting'; colour: string } | null;
};
