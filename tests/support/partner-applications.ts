/** Well-formed wholesale and dealer applications, as the forms send them (business numbers with valid check digits). */
const identity = {
  company_name: '향기로운 공방',
  business_number: '220-81-62517',
  representative_name: '김대표',
  contact_name: '이담당',
  mobile: '01098765432',
  email: 'Studio@Example.com',
};

export const WHOLESALE_FORM = {
  ...identity,
  business_address: '서울특별시 마포구 양화로 12, 3층',
  business_type: 'workshop',
  interest_products: ['wax', 'fragrance'],
  monthly_volume: '1m_3m',
  message: '소이왁스와 프래그런스 오일을 매달 구매하려고 합니다.',
  agree_privacy: true,
};

export const DEALER_FORM = {
  ...identity,
  business_number: '124-81-00998',
  region: 'busan',
  has_store: 'yes',
  store_address: '부산광역시 해운대구 해운대로 100',
  experience: '생활 소품 매장 5년 운영',
  message: '',
  agree_privacy: true,
};
