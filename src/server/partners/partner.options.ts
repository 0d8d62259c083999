/** The choices of the wholesale and dealer application forms: stored codes and their Korean labels. */

export const PARTNER_KINDS = ['wholesale', 'dealer'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** 접수 → 검토중 → 승인 or 반려. Only a received application may still be edited or withdrawn. */
export const APPLICATION_STATUSES = ['received', 'reviewing', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses of an application still waiting for a decision: a member has at most one per kind. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['received', 'reviewing'];

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: '접수',
  reviewing: '검토중',
  approved: '승인',
  rejected: '반려',
};

type Choice<T extends string> = { value: T; label: string };

export const BUSINESS_TYPES = [
  { value: 'workshop', label: '공방' },
  { value: 'online', label: '온라인몰' },
  { value: 'offline', label: '오프라인 매장' },
  { value: 'other', label: '기타' },
] as const satisfies readonly Choice<string>[];

export const INTEREST_PRODUCTS = [
  { value: 'wax', label: '왁스' },
  { value: 'wick', label: '심지' },
  { value: 'fragrance', label: '프래그런스·에센셜 오일' },
  { value: 'diffuser', label: '디퓨저 재료' },
  { value: 'container', label: '용기·병' },
  { value: 'mold', label: '몰드·색소' },
  { value: 'tool', label: '도구·포장재' },
  { value: 'finished', label: '완제품 캔들·디퓨저' },
] as const satisfies readonly Choice<string>[];

export const MONTHLY_VOLUMES = [
  { value: 'under_1m', label: '100만 원 미만' },
  { value: '1m_3m', label: '100만~300만 원' },
  { value: '3m_5m', label: '300만~500만 원' },
  { value: '5m_10m', label: '500만~1,000만 원' },
  { value: 'over_10m', label: '1,000만 원 이상' },
] as const satisfies readonly Choice<string>[];

/** The seventeen 시/도, in the order Korean forms list them. */
export const REGIONS = [
  { value: 'seoul', label: '서울특별시' },
  { value: 'busan', label: '부산광역시' },
  { value: 'daegu', label: '대구광역시' },
  { value: 'incheon', label: '인천광역시' },
  { value: 'gwangju', label: '광주광역시' },
  { value: 'daejeon', label: '대전광역시' },
  { value: 'ulsan', label: '울산광역시' },
  { value: 'sejong', label: '세종특별자치시' },
  { value: 'gyeonggi', label: '경기도' },
  { value: 'gangwon', label: '강원특별자치도' },
  { value: 'chungbuk', label: '충청북도' },
  { value: 'chungnam', label: '충청남도' },
  { value: 'jeonbuk', label: '전북특별자치도' },
  { value: 'jeonnam', label: '전라남도' },
  { value: 'gyeongbuk', label: '경상북도' },
  { value: 'gyeongnam', label: '경상남도' },
  { value: 'jeju', label: '제주특별자치도' },
] as const satisfies readonly Choice<string>[];

type Values<T extends readonly { value: string }[]> = T[number]['value'];
export type BusinessType = Values<typeof BUSINESS_TYPES>;
export type InterestProduct = Values<typeof INTEREST_PRODUCTS>;
export type MonthlyVolume = Values<typeof MONTHLY_VOLUMES>;
export type Region = Values<typeof REGIONS>;

export const valuesOf = <T extends readonly { value: string }[]>(choices: T) =>
  choices.map((c) => c.value) as [Values<T>, ...Values<T>[]];

/** The Korean label of a stored code (the code itself when it is not a known one). */
export function labelOf(choices: readonly { value: string; label: string }[], value: string | null): string {
  return choices.find((c) => c.value === value)?.label ?? value ?? '';
}

/** Field lengths, shared by the schema and the form's maxlength. */
export const LIMITS = {
  company_name: 100,
  business_number: 12,
  person_name: 30,
  mobile: 13,
  email: 120,
  address: 200,
  experience: 1000,
  message: 2000,
  status_note: 1000,
} as const;
