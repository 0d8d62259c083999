import type { DisclosureRow } from '../db/schema/catalog.ts';
import type { FamilyInfo, Group } from './families.ts';

type Pair = [string, string];
const row = (label: Pair, value: Pair): DisclosureRow => ({
  label: label[0],
  label_en: label[1],
  value: value[0],
  value_en: value[1],
});

const CAUTIONS: Partial<Record<Group, Pair>> = {
  candle: [
    '불을 켠 채 자리를 비우지 마시고, 어린이와 반려동물의 손이 닿지 않는 곳에서 사용하세요. 한 번에 4시간 이상 연소하지 마세요.',
    'Never leave a burning candle unattended; keep it away from children and pets. Do not burn for more than 4 hours at a time.',
  ],
  diffuser: [
    '눈에 들어가거나 피부에 닿지 않게 하고, 삼키지 마세요. 가구와 바닥에 흘리지 않도록 주의하세요.',
    'Avoid contact with eyes and skin and do not swallow. Keep spills off furniture and floors.',
  ],
};
const OIL_CAUTION: Pair = [
  '원액을 피부에 바르거나 마시지 마세요. 화기에서 멀리 두고 직사광선을 피해 보관하세요.',
  'Do not apply undiluted or swallow. Keep away from flames and direct sunlight.',
];

/** The size or count a product name carries ('200ml', '100개입'), its size options, or a pointer to the details. */
export function sizeOf(name: string, sizes: string[] = []): Pair {
  if (sizes.length) return [`${sizes.join(' / ')} (옵션 선택)`, `${sizes.join(' / ')} (choose an option)`];
  const m = name.match(/(\d+(?:\.\d+)?\s?(?:ml|L|kg|g|cm|m)\b|\d+(?:개입|매|장|색|구))/);
  if (!m?.[1]) return ['상세페이지 참조', 'See the product details'];
  const en = m[1]
    .replace('개입', ' pcs')
    .replace('매', ' sheets')
    .replace('장', ' sheets')
    .replace('색', ' colours')
    .replace('구', ' cavities');
  return [m[1], en];
}

/** The product information disclosure table (상품정보제공고시) of one product. */
export function disclosureRows(
  name: string,
  name_en: string,
  info: FamilyInfo,
  safetyNo: string | null,
  sizes: string[] = [],
): DisclosureRow[] {
  const rows = [
    row(['품명 및 모델명', 'Product name and model'], [name, name_en]),
    row(['품목', 'Item type'], info.item),
    row(['용량 및 수량', 'Capacity and quantity'], sizeOf(name, sizes)),
    row(['제조국', 'Country of manufacture'], info.origin),
    row(['제조사/수입사', 'Manufacturer/importer'], info.maker),
  ];
  if (info.group === 'book') {
    rows.push(
      row(['크기 및 쪽수', 'Size and pages'], ['188×257mm, 224쪽', '188×257 mm, 224 pages']),
      row(['출판사', 'Publisher'], ['에반스북스', 'Evans Books']),
    );
  }
  if (info.chemical) {
    rows.push(
      row(
        ['사용기한', 'Use by'],
        ['제조일로부터 24개월 (개봉 후 12개월)', '24 months from manufacture (12 months once opened)'],
      ),
      row(['주의사항', 'Precautions'], CAUTIONS[info.group] ?? OIL_CAUTION),
    );
    if (safetyNo) rows.push(row(['안전확인 신고번호', 'Safety confirmation no.'], [safetyNo, safetyNo]));
  }
  rows.push(
    row(
      ['품질보증기준', 'Quality assurance'],
      [
        '관련 법 및 소비자분쟁해결기준에 따름',
        'Under the applicable law and the Consumer Dispute Settlement Standards',
      ],
    ),
    row(
      ['A/S 책임자와 전화번호', 'After-sales contact'],
      ['에반스캔들 고객센터 1588-0000', 'Evans Candle customer service 1588-0000'],
    ),
  );
  return rows;
}
