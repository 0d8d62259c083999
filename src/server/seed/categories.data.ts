import type { Family } from './families.ts';

type Node = { id: number; name: string; name_en: string; family?: Family; children?: Node[] };

const leaf = (id: number, name: string, name_en: string, family: Family): Node => ({ id, name, name_en, family });
const branch = (id: number, name: string, name_en: string, children: Node[]): Node => ({ id, name, name_en, children });

/**
 * Explicit ids: top levels 1..15 (12 is Sale, which shows every discounted product), their children
 * from 101 and grandchildren from 1001. Links, week picks and old addresses refer to these ids.
 */
export const CATEGORY_TREE: Node[] = [
  branch(1, '왁스', 'Wax', [
    branch(101, '소이왁스', 'Soy wax', [
      leaf(1001, '컨테이너용 소이왁스', 'Container soy wax', 'soy'),
      leaf(1002, '필라용 소이왁스', 'Pillar soy wax', 'soy-pillar'),
    ]),
    leaf(102, '파라핀왁스', 'Paraffin wax', 'paraffin'),
    leaf(103, '비즈왁스(밀랍)', 'Beeswax', 'beeswax'),
    leaf(104, '코코넛·라이스왁스', 'Coconut & rice wax', 'vegetable'),
    leaf(105, '젤·특수왁스', 'Gel & specialty wax', 'gel'),
  ]),
  branch(2, '심지', 'Wicks', [
    branch(106, '코튼 심지', 'Cotton wicks', [
      leaf(1003, 'CD 심지', 'CD wicks', 'cotton-wick'),
      leaf(1004, 'ECO 심지', 'ECO wicks', 'eco-wick'),
      leaf(1005, 'HTP·LX 심지', 'HTP & LX wicks', 'htp-wick'),
    ]),
    leaf(107, '우드 심지', 'Wooden wicks', 'wood-wick'),
    leaf(108, '심지 탭·고정', 'Wick tabs & holders', 'wick-tab'),
  ]),
  branch(3, '프래그런스 오일', 'Fragrance oils', [
    leaf(109, '플로럴', 'Floral', 'fo-floral'),
    leaf(110, '프루티', 'Fruity', 'fo-fruity'),
    leaf(111, '우디·머스크', 'Woody & musk', 'fo-woody'),
    leaf(112, '시트러스·그린', 'Citrus & green', 'fo-citrus'),
    leaf(113, '구르망', 'Gourmand', 'fo-gourmand'),
    leaf(114, '시그니처 블렌드', 'Signature blends', 'fo-signature'),
  ]),
  branch(4, '에센셜 오일', 'Essential oils', [
    leaf(115, '싱글 에센셜 오일', 'Single essential oils', 'eo-single'),
    leaf(116, '블렌딩 오일', 'Essential oil blends', 'eo-blend'),
    leaf(117, '캐리어 오일', 'Carrier oils', 'carrier'),
  ]),
  branch(5, '디퓨저 재료', 'Diffuser supplies', [
    leaf(118, '디퓨저 베이스', 'Diffuser bases', 'diffuser-base'),
    leaf(119, '리드 스틱', 'Reed sticks', 'reed'),
    leaf(120, '섬유 스틱·플라워', 'Fiber sticks & flowers', 'fiber'),
  ]),
  branch(6, '용기·병', 'Jars & bottles', [
    leaf(121, '유리 캔들 용기', 'Glass candle jars', 'jar'),
    leaf(122, '틴 케이스', 'Tins', 'tin'),
    leaf(123, '디퓨저 병', 'Diffuser bottles', 'diffuser-bottle'),
    leaf(124, '뚜껑·캡', 'Lids & caps', 'lid'),
  ]),
  branch(7, '몰드', 'Molds', [
    leaf(125, '실리콘 몰드', 'Silicone molds', 'silicone-mold'),
    leaf(126, '폴리카보네이트 몰드', 'Polycarbonate molds', 'pc-mold'),
  ]),
  branch(8, '색소·안료', 'Dyes & pigments', [
    leaf(127, '캔들 색소', 'Candle dyes', 'dye'),
    leaf(128, '마이카·펄', 'Mica & pearl', 'mica'),
  ]),
  branch(9, '도구', 'Tools', [
    leaf(129, '계량·온도계', 'Scales & thermometers', 'measure'),
    leaf(130, '녹이기·붓기', 'Melting & pouring', 'pour'),
    leaf(131, '마감·포장', 'Finishing & packaging', 'finish'),
  ]),
  branch(10, '완제품 캔들', 'Candles', [
    leaf(132, '컨테이너 캔들', 'Container candles', 'candle'),
    leaf(133, '필라 캔들', 'Pillar candles', 'pillar'),
    leaf(134, '틴 캔들', 'Tin candles', 'tin-candle'),
  ]),
  branch(11, '완제품 디퓨저', 'Diffusers', [
    leaf(135, '리드 디퓨저', 'Reed diffusers', 'reed-diffuser'),
    leaf(136, '차량용 디퓨저', 'Car diffusers', 'car-diffuser'),
    leaf(137, '룸 스프레이', 'Room sprays', 'room-spray'),
  ]),
  { id: 12, name: '세일', name_en: 'Sale' },
  branch(13, 'DIY 키트', 'DIY kits', [
    leaf(138, '캔들 키트', 'Candle kits', 'candle-kit'),
    leaf(139, '디퓨저 키트', 'Diffuser kits', 'diffuser-kit'),
  ]),
  branch(14, '석고·방향제', 'Plaster & sachets', [
    leaf(140, '석고 파우더', 'Plaster powder', 'plaster'),
    leaf(141, '방향제 재료', 'Sachet supplies', 'sachet'),
  ]),
  branch(15, '도서', 'Books', [leaf(142, '캔들·향 도서', 'Candle & scent books', 'book')]),
];

export type FlatCategory = {
  id: number;
  parent_id: number | null;
  name: string;
  name_en: string;
  sort_order: number;
  family?: Family;
  /** Korean and English names of this category and its ancestors, for search text. */
  path: string[];
};

export function flatCategories(): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: Node[], parent: number | null, path: string[]) => {
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
  };
  walk(CATEGORY_TREE, null, []);
  return out;
}
