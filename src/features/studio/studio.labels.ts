import type { Family, NoteRole } from '~/lib/studio/types';

type TourTarget = 'type' | 'notes' | 'shares' | 'load' | 'profile' | 'save';

/** Every word the studio's islands show, in Korean; pages pass them translated (`studioLabels`). */
export const KO_STUDIO_LABELS = {
  /** What a screen reader hears for a required field's asterisk. */
  required: '필수',
  makeWhat: '무엇을 만들까요?',
  productType: '제품 종류',
  size: '용량',
  base: '베이스 원료',
  safetyNo: '안전확인 신고번호 {no}',
  noSafetyNo: '신고번호 없음(주문 불가)',
  notes: '향 노트 고르기',
  notesHint: '쇼핑몰의 프래그런스 오일과 에센셜 오일 중에서 최대 {max}개까지 고를 수 있습니다.',
  chosenCount: '{count}/{max}개 선택',
  maxNotes: '선택 가능한 개수는 {count}개입니다.',
  searchOils: '오일 검색',
  noOilMatch: '찾는 오일이 없습니다.',
  soldOut: '품절',
  families: {
    citrus: '시트러스',
    floral: '플로럴',
    woody: '우디',
    green: '그린',
    gourmand: '구르망',
    fresh: '프레시',
    spicy: '스파이시',
    musk: '머스크',
  } satisfies Record<Family, string>,
  roles: { top: '탑 노트', middle: '미들 노트', base: '베이스 노트' } satisfies Record<NoteRole, string>,
  mix: '노트 배합',
  mixEmpty: '위에서 향 노트를 골라 주세요.',
  role: '역할',
  roleOf: '{name} 역할',
  share: '비율',
  remove: '빼기',
  shareOf: '{name} 비율',
  removeNote: '{name} 빼기',
  oilLimit: '완제품 기준 {actual}% · 한도 {max}%',
  oilNoLimit: '완제품 기준 {actual}%',
  total: '합계 {total}%',
  load: '부향률',
  loadHint: '오일이 완제품에서 차지하는 비율입니다. 이 제품은 {min}–{max}%까지 가능합니다.',
  summary: '향 요약과 가격',
  profile: '향 프로필',
  profileEmpty: '노트를 고르면 향을 설명해 드립니다.',
  price: '예상 가격',
  priceIdle: '베이스와 노트를 고르면 가격을 계산합니다.',
  priceLoading: '가격을 계산하고 있습니다.',
  priceFailed: '가격을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  problems: '아래 내용을 확인해 주세요.',
  unitPrice: '개당 가격',
  materialsCost: '재료비',
  makingFee: '제작비',
  leadTime: '제작 기간',
  leadDays: '{days}일',
  tiers: '수량별 개당 가격',
  quantity: '수량',
  tierFrom: '{count}개 이상',
  saveTitle: '배합 저장',
  formulaName: '배합 이름',
  defaultName: '나의 향',
  save: '배합 저장',
  saveChanges: '배합 변경 저장',
  saved: '배합을 저장했습니다.',
  viewSaved: '나의 향 배합에서 보기',
  saveFailed: '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  tourSkip: '둘러보기 건너뛰기',
  tourPrevious: '이전',
  tourNext: '다음',
  tourFinish: '완료',
  tour: {
    type: { title: '만들 제품 고르기', body: '캔들, 디퓨저, 룸 스프레이 중 하나와 용량, 베이스를 고릅니다.' },
    notes: { title: '향 노트 고르기', body: '계열별로 묶인 오일 중 최대 8개를 고르세요. 이름으로 찾을 수도 있습니다.' },
    shares: { title: '비율 정하기', body: '한 노트의 비율을 바꾸면 나머지가 함께 조정되어 합계는 늘 100%입니다.' },
    load: { title: '부향률', body: '오일이 완제품에서 차지하는 비율입니다. 제품마다, 오일마다 한도가 있습니다.' },
    profile: { title: '향 프로필', body: '고른 노트로 향의 계열과 느낌을 바로 보여 드립니다.' },
    save: { title: '저장하기', body: '배합을 저장하면 마이페이지에서 다시 열고 주문할 수 있습니다.' },
  } satisfies Record<TourTarget, { title: string; body: string }>,
  // The colour page
  colours: '색 고르기',
  coloursHint: '염료와 마이카를 방울 수로 넣습니다. 색은 사람 눈에 가까운 색 공간(OKLab)에서 섞입니다.',
  dropsOf: '{name} 방울 수',
  dye: '염료',
  mica: '마이카',
  noColour: '색을 넣지 않으면 베이스 본래의 색입니다.',
  preview: '완성 미리보기',
  previewOf: '{type} 미리보기, 색 {hex}',
  // The vessel and label page
  vessel: '용기',
  lid: '뚜껑',
  noVessel: '이 제품에 맞는 용기가 없습니다.',
  volume: '용량 {ml}ml',
  label: '라벨',
  withLabel: '라벨 붙이기',
  textKo: '라벨 문구 (한글)',
  textEn: '라벨 문구 (영문)',
  lengthCount: '{count}/{max}자',
  font: '글꼴',
  labelColour: '라벨 색',
  labelColours: { cream: '크림', white: '화이트', kraft: '크라프트', sage: '세이지', charcoal: '차콜' },
  legal: '법정 표시 사항 (쇼핑몰이 기재)',
  legalName: '제품명',
  legalSafety: '안전확인 신고번호',
  legalVolume: '용량',
  legalMaker: '제조원',
  legalDate: '제조일',
  legalDateValue: '제작일에 기재',
  maker: '에반스캔들',
  labelPreview: '라벨 미리보기',
  quotation: '{count}개가 넘는 대량 주문은 견적서를 받아 보세요.',
  quotationLink: '견적 요청',
  composeFirst: '먼저 향을 조합해 주세요.',
  composeLink: '향 조합하러 가기',
};

export type StudioLabels = typeof KO_STUDIO_LABELS;

/** Every Korean text of the labels, for the page's translator and for the English coverage test. */
export function studioTexts(labels: unknown = KO_STUDIO_LABELS): string[] {
  if (typeof labels === 'string') return [labels];
  if (typeof labels !== 'object' || labels === null) return [];
  return Object.values(labels).flatMap(studioTexts);
}

/** The labels through a page's translator (English pages get English). */
export function translateLabels<T>(labels: T, t: (text: string) => string): T {
  if (typeof labels === 'string') return t(labels) as T;
  if (typeof labels !== 'object' || labels === null) return labels;
  return Object.fromEntries(Object.entries(labels).map(([k, v]) => [k, translateLabels(v, t)])) as T;
}
