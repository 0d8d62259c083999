import type { ImageKind } from './images/products.ts';

/** [Korean, English, children] — the leaf decides the product family. */
type Node = { id: number; name: string; name_en: string; children?: Node[]; family?: Family };
export type Family =
  | 'soy'
  | 'soy-pillar'
  | 'paraffin'
  | 'beeswax'
  | 'vegetable'
  | 'gel'
  | 'cotton-wick'
  | 'eco-wick'
  | 'wood-wick'
  | 'wick-tab'
  | 'fo-floral'
  | 'fo-fruity'
  | 'fo-woody'
  | 'fo-citrus'
  | 'fo-gourmand'
  | 'eo-single'
  | 'eo-blend'
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
  | 'reed-diffuser'
  | 'car-diffuser'
  | 'candle-kit'
  | 'diffuser-kit'
  | 'book'
  | 'plaster'
  | 'sachet';

export const FAMILY_IMAGE: Record<Family, ImageKind> = {
  soy: 'wax',
  'soy-pillar': 'wax',
  paraffin: 'wax',
  beeswax: 'wax',
  vegetable: 'wax',
  gel: 'wax',
  'cotton-wick': 'wick',
  'eco-wick': 'wick',
  'wood-wick': 'wick',
  'wick-tab': 'wick',
  'fo-floral': 'dropper',
  'fo-fruity': 'dropper',
  'fo-woody': 'dropper',
  'fo-citrus': 'dropper',
  'fo-gourmand': 'dropper',
  'eo-single': 'dropper',
  'eo-blend': 'dropper',
  'diffuser-base': 'diffuser',
  reed: 'diffuser',
  fiber: 'diffuser',
  jar: 'jar-candle',
  tin: 'tin',
  'diffuser-bottle': 'diffuser',
  lid: 'tin',
  'silicone-mold': 'mold',
  'pc-mold': 'mold',
  dye: 'dye',
  mica: 'dye',
  measure: 'tool',
  pour: 'tool',
  finish: 'tool',
  candle: 'jar-candle',
  pillar: 'pillar-candle',
  'reed-diffuser': 'diffuser',
  'car-diffuser': 'diffuser',
  'candle-kit': 'kit',
  'diffuser-kit': 'kit',
  book: 'book',
  plaster: 'mold',
  sachet: 'tin',
};

let next = 100;
const n = (name: string, name_en: string, family?: Family, children?: Node[]): Node => ({
  id: next++,
  name,
  name_en,
  ...(family ? { family } : {}),
  ...(children ? { children } : {}),
});

/** Top levels have fixed ids 1..15; 12 is Sale (spec), which holds every discounted product. */
export const CATEGORY_TREE: Node[] = [
  {
    id: 1,
    name: '왁스',
    name_en: 'Wax',
    children: [
      n('소이왁스', 'Soy wax', undefined, [
        n('컨테이너용 소이왁스', 'Container soy wax', 'soy'),
        n('필라용 소이왁스', 'Pillar soy wax', 'soy-pillar'),
      ]),
      n('파라핀왁스', 'Paraffin wax', 'paraffin'),
      n('비즈왁스(밀랍)', 'Beeswax', 'beeswax'),
      n('코코넛·라이스왁스', 'Coconut & rice wax', 'vegetable'),
      n('젤·특수왁스', 'Gel & specialty wax', 'gel'),
    ],
  },
  {
    id: 2,
    name: '심지',
    name_en: 'Wicks',
    children: [
      n('코튼 심지', 'Cotton wicks', undefined, [
        n('CD 심지', 'CD wicks', 'cotton-wick'),
        n('ECO 심지', 'ECO wicks', 'eco-wick'),
      ]),
      n('우드 심지', 'Wooden wicks', 'wood-wick'),
      n('심지 탭·고정', 'Wick tabs & holders', 'wick-tab'),
    ],
  },
  {
    id: 3,
    name: '프래그런스 오일',
    name_en: 'Fragrance oils',
    children: [
      n('플로럴', 'Floral', 'fo-floral'),
      n('프루티', 'Fruity', 'fo-fruity'),
      n('우디·머스크', 'Woody & musk', 'fo-woody'),
      n('시트러스·그린', 'Citrus & green', 'fo-citrus'),
      n('구르망', 'Gourmand', 'fo-gourmand'),
    ],
  },
  {
    id: 4,
    name: '에센셜 오일',
    name_en: 'Essential oils',
    children: [
      n('싱글 에센셜 오일', 'Single essential oils', 'eo-single'),
      n('블렌딩 오일', 'Essential oil blends', 'eo-blend'),
    ],
  },
  {
    id: 5,
    name: '디퓨저 재료',
    name_en: 'Diffuser supplies',
    children: [
      n('디퓨저 베이스', 'Diffuser bases', 'diffuser-base'),
      n('리드 스틱', 'Reed sticks', 'reed'),
      n('섬유 스틱·플라워', 'Fiber sticks & flowers', 'fiber'),
    ],
  },
  {
    id: 6,
    name: '용기·병',
    name_en: 'Jars & bottles',
    children: [
      n('유리 캔들 용기', 'Glass candle jars', 'jar'),
      n('틴 케이스', 'Tins', 'tin'),
      n('디퓨저 병', 'Diffuser bottles', 'diffuser-bottle'),
      n('뚜껑·캡', 'Lids & caps', 'lid'),
    ],
  },
  {
    id: 7,
    name: '몰드',
    name_en: 'Molds',
    children: [
      n('실리콘 몰드', 'Silicone molds', 'silicone-mold'),
      n('폴리카보네이트 몰드', 'Polycarbonate molds', 'pc-mold'),
    ],
  },
  {
    id: 8,
    name: '색소·안료',
    name_en: 'Dyes & pigments',
    children: [n('캔들 색소', 'Candle dyes', 'dye'), n('마이카·펄', 'Mica & pearl', 'mica')],
  },
  {
    id: 9,
    name: '도구',
    name_en: 'Tools',
    children: [
      n('계량·온도계', 'Scales & thermometers', 'measure'),
      n('녹이기·붓기', 'Melting & pouring', 'pour'),
      n('마감 도구', 'Finishing tools', 'finish'),
    ],
  },
  {
    id: 10,
    name: '완제품 캔들',
    name_en: 'Candles',
    children: [n('컨테이너 캔들', 'Container candles', 'candle'), n('필라 캔들', 'Pillar candles', 'pillar')],
  },
  {
    id: 11,
    name: '완제품 디퓨저',
    name_en: 'Diffusers',
    children: [
      n('리드 디퓨저', 'Reed diffusers', 'reed-diffuser'),
      n('차량용 디퓨저', 'Car diffusers', 'car-diffuser'),
    ],
  },
  { id: 12, name: '세일', name_en: 'Sale' },
  {
    id: 13,
    name: 'DIY 키트',
    name_en: 'DIY kits',
    children: [n('캔들 키트', 'Candle kits', 'candle-kit'), n('디퓨저 키트', 'Diffuser kits', 'diffuser-kit')],
  },
  {
    id: 14,
    name: '석고·방향제',
    name_en: 'Plaster & sachets',
    children: [n('석고 파우더', 'Plaster powder', 'plaster'), n('방향제 재료', 'Sachet supplies', 'sachet')],
  },
  { id: 15, name: '도서', name_en: 'Books', children: [n('캔들·향 도서', 'Candle & scent books', 'book')] },
];

export type FlatCategory = {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string;
  sort_order: number;
  family?: Family;
  path: string[];
};

export function flatCategories(): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: Node[], parent: number | null, path: string[]) =>
    nodes.forEach((c, i) => {
      const here = [...path, c.name, c.name_en];
      out.push({
        id: c.id,
        parent_id: parent,
        name: c.name,
        name_en: c.name_en,
        sort_order: i + 1,
        path: here,
        ...(c.family ? { family: c.family } : {}),
      });
      if (c.children) walk(c.children, c.id, here);
    });
  walk(CATEGORY_TREE, null, []);
  return out;
}
