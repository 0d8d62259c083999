type Pair = [string, string];

/** One material of a guide: the product (and option) it is, and how much one piece takes. */
export type MaterialSeed = {
  product: string;
  option?: string;
  label: Pair;
  /** [amount one piece takes, amount one unit holds]; absent for a tool, bought once. */
  per?: [number, number];
};

const oil = (grams: number): MaterialSeed => ({
  product: '프렌치 라벤더 프래그런스 오일',
  option: '50ml',
  label: [`프래그런스 오일 ${grams}g (다른 향으로 바꿔도 좋아요)`, `Fragrance oil, ${grams} g (any scent you like)`],
  per: [grams, 50],
});

/** Each guide's 준비물 as the shop sells them, by guide slug. */
export const GUIDE_MATERIALS: Record<string, MaterialSeed[]> = {
  'soy-container-candle': [
    {
      product: '골든브랜즈 소이왁스 464',
      option: '1kg',
      label: ['소이왁스 464 180g', 'Soy wax 464, 180 g'],
      per: [180, 1000],
    },
    oil(18),
    { product: '코튼 심지 CD-10 100개입', label: ['코튼 심지 CD-10 1개', 'One CD-10 cotton wick'], per: [1, 100] },
    { product: '심지 고정 스티커 100매', label: ['심지 스티커 1매', 'One wick sticker'], per: [1, 100] },
    {
      product: '유리 캔들 용기 200ml',
      option: '클리어',
      label: ['유리 캔들 용기 200ml', 'A 200 ml glass jar'],
      per: [1, 1],
    },
    { product: '스테인리스 푸어링 피처 1L', label: ['푸어링 피처', 'Pouring pitcher'] },
    { product: '스틱 온도계 유리', label: ['온도계', 'Thermometer'] },
    { product: '디지털 저울 0.1g', label: ['저울', 'Scale'] },
    { product: '스테인리스 심지 홀더 5개입', label: ['심지 홀더', 'Wick holder'] },
  ],
  'reed-diffuser': [
    {
      product: '무향 디퓨저 베이스',
      option: '500ml',
      label: ['디퓨저 베이스 80ml', 'Diffuser base, 80 ml'],
      per: [80, 500],
    },
    oil(20),
    { product: '사각 디퓨저 병 100ml', label: ['디퓨저 병 100ml', 'A 100 ml diffuser bottle'], per: [1, 1] },
    { product: '디퓨저 캡 골드 10개입', label: ['디퓨저 캡 1개', 'One diffuser cap'], per: [1, 10] },
    { product: '라탄 리드 스틱 3mm 25cm 50개입', label: ['라탄 리드 스틱 7개', 'Seven rattan reeds'], per: [7, 50] },
    { product: '실리콘 주걱 2개입', label: ['젓는 도구', 'Something to stir with'] },
  ],
  'wax-tablet': [
    { product: '왁스 타블렛 전용 왁스 1kg', label: ['타블렛 왁스 100g', 'Tablet wax, 100 g'], per: [100, 1000] },
    oil(10),
    { product: '드라이 포푸리 200g', label: ['드라이플라워 5g', 'Dried flowers, 5 g'], per: [5, 200] },
    { product: '린넨 리본 끈 10m', label: ['린넨 리본 20cm', 'Linen ribbon, 20 cm'], per: [20, 1000] },
    { product: '석고 방향제 꽃 몰드', label: ['실리콘 몰드', 'Silicone mould'] },
  ],
  'pillar-candle': [
    { product: '필라 소이왁스 P1 1kg', label: ['필라용 소이왁스 300g', 'Pillar soy wax, 300 g'], per: [300, 1000] },
    oil(18),
    { product: '롤 코튼 심지 3m', label: ['롤 코튼 심지 15cm', 'Braided wick, 15 cm'], per: [15, 300] },
    { product: '필라 캔들 실리콘 몰드 7x10', label: ['필라 몰드 7x10', '7×10 pillar mould'] },
  ],
  'plaster-sachet': [
    { product: '석고 파우더 1kg', label: ['석고 파우더 100g', 'Plaster powder, 100 g'], per: [100, 1000] },
    oil(8),
    { product: '마이카 파우더 골드 10g', label: ['마이카 약간 (0.5g)', 'A pinch of mica (0.5 g)'], per: [1, 20] },
    { product: '석고 방향제 꽃 몰드', label: ['석고 몰드', 'Plaster mould'] },
  ],
  'coloring-candles': [
    {
      product: '액상 캔들 색소 10ml',
      option: '레드',
      label: ['액상 색소 몇 방울', 'A few drops of liquid dye'],
      per: [1, 20],
    },
    {
      product: '골든브랜즈 소이왁스 464',
      option: '1kg',
      label: ['테스트용 왁스 50g', 'Wax for testing, 50 g'],
      per: [50, 1000],
    },
  ],
  'wood-wick-candle': [
    {
      product: '코코넛 왁스 블렌드 1kg',
      label: ['코코넛 왁스 블렌드 200g', 'Coconut wax blend, 200 g'],
      per: [200, 1000],
    },
    oil(16),
    {
      product: '크래클링 우드윅 M 20개입',
      label: ['크래클링 우드윅 M 1개', 'One crackling wood wick M'],
      per: [1, 20],
    },
    { product: '우드윅 클립 50개입', label: ['우드윅 클립 1개', 'One wood wick clip'], per: [1, 50] },
    {
      product: '유리 캔들 용기 300ml',
      option: '클리어',
      label: ['유리 캔들 용기 (250ml 이상)', 'A glass jar (250 ml or more)'],
      per: [1, 1],
    },
  ],
};

/** The products each promotion shows, by promotion slug, and the discount a running one gives them. */
export const PROMOTION_PRODUCTS: Record<string, { products: string[]; discount?: number }> = {
  'winter-candle-week': {
    products: [
      '샌달우드 프래그런스 오일',
      '시더우드 앰버 프래그런스 오일',
      '블랙 앰버 프래그런스 오일',
      '베티버 스모크 프래그런스 오일',
      '바닐라 빈 프래그런스 오일',
      '솔티드 캐러멜 프래그런스 오일',
      '시나몬 애플 프래그런스 오일',
      '진저브레드 프래그런스 오일',
    ],
    discount: 30,
  },
  'starter-kit': {
    products: [
      '우드윅 캔들 만들기 키트',
      '필라 캔들 만들기 키트',
      '리드 디퓨저 만들기 키트',
      '석고 방향제 만들기 키트',
      '차량용 디퓨저 만들기 키트',
      '아이와 함께 밀랍 캔들 키트',
      '처음 만드는 소이 캔들',
    ],
  },
  'bulk-wax': {
    products: [
      '골든브랜즈 소이왁스 464',
      '골든브랜즈 소이왁스 444',
      '네이처왁스 C3 소이왁스',
      '에코소야 CB-Advanced 소이왁스',
      '코코넛 왁스 블렌드 1kg',
      '비즈왁스 펠렛 1kg',
    ],
  },
  'tssa-early-bird': { products: ['TSSA 캔들 디자인 교본'] },
};
