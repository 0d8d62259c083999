import type { Family } from './categories.ts';

/** [Korean name, English name, price KRW, Korean keywords, English keywords] */
export type Item = [string, string, number, string, string];
export type OptionSet = { name: string; name_en: string; delta: number }[];

const SCENTS: [string, string, Family][] = [
  ['프렌치 라벤더', 'French Lavender', 'fo-floral'],
  ['로즈 가든', 'Rose Garden', 'fo-floral'],
  ['피오니 블러쉬', 'Peony Blush', 'fo-floral'],
  ['화이트 자스민', 'White Jasmine', 'fo-floral'],
  ['프리지아', 'Freesia', 'fo-floral'],
  ['체리블라썸', 'Cherry Blossom', 'fo-floral'],
  ['블랙체리', 'Black Cherry', 'fo-fruity'],
  ['피치 넥타', 'Peach Nectar', 'fo-fruity'],
  ['무화과', 'Fresh Fig', 'fo-fruity'],
  ['블루베리 요거트', 'Blueberry Yogurt', 'fo-fruity'],
  ['청포도', 'Green Grape', 'fo-fruity'],
  ['라즈베리 로즈', 'Raspberry Rose', 'fo-fruity'],
  ['샌달우드', 'Sandalwood', 'fo-woody'],
  ['시더우드 앰버', 'Cedarwood Amber', 'fo-woody'],
  ['화이트 머스크', 'White Musk', 'fo-woody'],
  ['블랙 앰버', 'Black Amber', 'fo-woody'],
  ['우드세이지 앤 씨솔트', 'Wood Sage & Sea Salt', 'fo-woody'],
  ['베티버 스모크', 'Vetiver Smoke', 'fo-woody'],
  ['자몽 블로썸', 'Grapefruit Blossom', 'fo-citrus'],
  ['레몬 버베나', 'Lemon Verbena', 'fo-citrus'],
  ['베르가못 티', 'Bergamot Tea', 'fo-citrus'],
  ['유칼립투스 민트', 'Eucalyptus Mint', 'fo-citrus'],
  ['그린 티', 'Green Tea', 'fo-citrus'],
  ['라임 바질 만다린', 'Lime Basil Mandarin', 'fo-citrus'],
  ['바닐라 빈', 'Vanilla Bean', 'fo-gourmand'],
  ['솔티드 캐러멜', 'Salted Caramel', 'fo-gourmand'],
  ['시나몬 애플', 'Cinnamon Apple', 'fo-gourmand'],
  ['코코넛 밀크', 'Coconut Milk', 'fo-gourmand'],
  ['허니 앤 토바코', 'Honey & Tobacco', 'fo-gourmand'],
  ['진저브레드', 'Gingerbread', 'fo-gourmand'],
];

const ESSENTIALS: [string, string][] = [
  ['라벤더', 'Lavender'],
  ['페퍼민트', 'Peppermint'],
  ['티트리', 'Tea Tree'],
  ['유칼립투스', 'Eucalyptus'],
  ['스위트 오렌지', 'Sweet Orange'],
  ['레몬', 'Lemon'],
  ['로즈마리', 'Rosemary'],
  ['일랑일랑', 'Ylang Ylang'],
  ['프랑킨센스', 'Frankincense'],
  ['베르가못', 'Bergamot'],
];

const FRAGRANCE_SIZES: OptionSet = [
  { name: '50ml', name_en: '50ml', delta: 0 },
  { name: '100ml', name_en: '100ml', delta: 5000 },
  { name: '500ml', name_en: '500ml', delta: 29000 },
];
const OIL_SIZES: OptionSet = [
  { name: '10ml', name_en: '10ml', delta: 0 },
  { name: '30ml', name_en: '30ml', delta: 9000 },
];

export const OPTION_SETS: Partial<Record<Family, OptionSet>> = {
  'fo-floral': FRAGRANCE_SIZES,
  'fo-fruity': FRAGRANCE_SIZES,
  'fo-woody': FRAGRANCE_SIZES,
  'fo-citrus': FRAGRANCE_SIZES,
  'fo-gourmand': FRAGRANCE_SIZES,
  'eo-single': OIL_SIZES,
  'eo-blend': OIL_SIZES,
  soy: [
    { name: '1kg', name_en: '1kg', delta: 0 },
    { name: '5kg', name_en: '5kg', delta: 36000 },
  ],
  jar: [
    { name: '클리어', name_en: 'Clear', delta: 0 },
    { name: '앰버', name_en: 'Amber', delta: 500 },
    { name: '프로스트', name_en: 'Frosted', delta: 800 },
  ],
  dye: [
    { name: '레드', name_en: 'Red', delta: 0 },
    { name: '옐로', name_en: 'Yellow', delta: 0 },
    { name: '블루', name_en: 'Blue', delta: 0 },
    { name: '그린', name_en: 'Green', delta: 0 },
  ],
  candle: [
    { name: '200g', name_en: '200g', delta: 0 },
    { name: '400g', name_en: '400g', delta: 12000 },
  ],
  'reed-diffuser': [
    { name: '100ml', name_en: '100ml', delta: 0 },
    { name: '200ml', name_en: '200ml', delta: 10000 },
  ],
};

const fixed: Partial<Record<Family, Item[]>> = {
  soy: [
    [
      '골든브랜즈 464 소이왁스',
      'Golden Brands 464 Soy Wax',
      13500,
      '컨테이너 소이 캔들 왁스',
      'container soy candle wax',
    ],
    [
      '골든브랜즈 444 소이왁스',
      'Golden Brands 444 Soy Wax',
      13900,
      '컨테이너 부드러운 소이왁스',
      'container creamy soy wax',
    ],
    ['네이처왁스 C3 소이왁스', 'NatureWax C3 Soy Wax', 14500, '컨테이너 소이 캔들 왁스', 'container soy wax'],
    ['에코소야 CB-Advanced', 'EcoSoya CB-Advanced', 15800, '소이왁스 컨테이너 캔들', 'soy wax container candle'],
  ],
  'soy-pillar': [
    ['필라 소이왁스 P1', 'Pillar Soy Wax P1', 14900, '필라 캔들 소이왁스 단단한', 'pillar candle soy wax hard'],
    ['에코소야 필라블렌드', 'EcoSoya Pillar Blend', 16500, '필라 캔들 몰드 소이왁스', 'pillar mold soy wax'],
    ['필라 소이왁스 P2 크림', 'Pillar Soy Wax P2 Cream', 15500, '필라 소이왁스 크림', 'pillar soy wax cream'],
  ],
  paraffin: [
    ['파라핀왁스 135°F 1kg', 'Paraffin Wax 135°F 1kg', 6500, '파라핀 캔들 왁스', 'paraffin candle wax'],
    ['파라핀왁스 140°F 1kg', 'Paraffin Wax 140°F 1kg', 6800, '파라핀 필라 왁스', 'paraffin pillar wax'],
    ['주상 파라핀 필라 블렌드', 'Paraffin Pillar Blend', 8200, '파라핀 필라 블렌드', 'paraffin pillar blend'],
    ['마이크로크리스탈 왁스 500g', 'Microcrystalline Wax 500g', 9800, '마이크로 왁스 첨가제', 'micro wax additive'],
  ],
  beeswax: [
    [
      '천연 밀랍 비즈왁스 옐로 500g',
      'Natural Yellow Beeswax 500g',
      18500,
      '밀랍 비즈왁스 천연',
      'beeswax natural yellow',
    ],
    ['정제 비즈왁스 화이트 500g', 'Refined White Beeswax 500g', 19800, '밀랍 화이트 비즈왁스', 'white beeswax refined'],
    [
      '비즈왁스 시트 허니컴 10장',
      'Honeycomb Beeswax Sheets (10)',
      12000,
      '밀랍 시트 롤 캔들',
      'beeswax sheet rolled candle',
    ],
    ['비즈왁스 펠렛 1kg', 'Beeswax Pellets 1kg', 32000, '밀랍 펠렛 대용량', 'beeswax pellets bulk'],
  ],
  vegetable: [
    ['코코넛 왁스 블렌드 1kg', 'Coconut Wax Blend 1kg', 21000, '코코넛 왁스 컨테이너', 'coconut wax container'],
    ['코코넛 아프리콧 왁스', 'Coconut Apricot Wax', 24500, '코코넛 살구 왁스 프리미엄', 'coconut apricot premium wax'],
    ['라이스 왁스 1kg', 'Rice Bran Wax 1kg', 17500, '쌀겨 라이스 왁스', 'rice bran wax'],
    ['팜왁스 피더 크리스탈', 'Palm Wax Feather Crystal', 15500, '팜왁스 결정 필라', 'palm wax crystal pillar'],
  ],
  gel: [
    ['젤 왁스 미디엄 1kg', 'Gel Wax Medium Density 1kg', 19000, '젤 캔들 투명 왁스', 'gel candle clear wax'],
    ['아이스 왁스 500g', 'Ice Wax 500g', 12500, '아이스 캔들 크랙 왁스', 'ice crackle candle wax'],
    [
      '마사지 캔들 왁스 블렌드',
      'Massage Candle Wax Blend',
      23000,
      '마사지 캔들 시어버터',
      'massage candle shea butter',
    ],
    ['왁스 타블렛 전용 왁스', 'Wax Tablet Blend', 14500, '왁스 타블렛 석고 방향', 'wax tablet sachet blend'],
  ],
  'cotton-wick': [
    ['CD 심지 8호 100개입', 'CD-8 Wicks (100 pcs)', 6900, '코튼 심지 CD 탭', 'cotton wick CD tabbed'],
    ['CD 심지 10호 100개입', 'CD-10 Wicks (100 pcs)', 6900, '코튼 심지 CD 탭', 'cotton wick CD tabbed'],
    ['CD 심지 14호 100개입', 'CD-14 Wicks (100 pcs)', 7200, '코튼 심지 대형 용기', 'cotton wick large jar'],
    ['롤 코튼 심지 3m', 'Braided Cotton Wick Roll 3m', 4500, '롤 심지 필라', 'roll wick pillar'],
  ],
  'eco-wick': [
    ['ECO 심지 4호 100개입', 'ECO-4 Wicks (100 pcs)', 7500, '에코 심지 소이', 'eco wick soy'],
    ['ECO 심지 8호 100개입', 'ECO-8 Wicks (100 pcs)', 7800, '에코 심지 소이 컨테이너', 'eco wick soy container'],
    ['ECO 심지 12호 100개입', 'ECO-12 Wicks (100 pcs)', 8200, '에코 심지 대형 용기', 'eco wick large jar'],
  ],
  'wood-wick': [
    ['크래클링 우드윅 S 20개', 'Crackling Wood Wicks S (20)', 8900, '우드윅 타닥타닥', 'wood wick crackle'],
    ['크래클링 우드윅 M 20개', 'Crackling Wood Wicks M (20)', 9900, '우드윅 중형', 'wood wick medium'],
    ['부메랑 우드윅 10개', 'Boomerang Wood Wicks (10)', 11000, '부메랑 우드 심지', 'boomerang wood wick'],
    ['우드윅 클립 50개', 'Wood Wick Clips (50)', 5500, '우드윅 고정 클립', 'wood wick clips'],
  ],
  'wick-tab': [
    ['심지 탭 20mm 200개', 'Wick Tabs 20mm (200)', 4900, '심지 탭 고정', 'wick tabs'],
    ['심지 스티커 100매', 'Wick Stickers (100)', 3900, '심지 고정 스티커', 'wick stickers'],
    ['스테인리스 심지 홀더 5개', 'Stainless Wick Holders (5)', 6500, '심지 홀더 바', 'wick holder bar'],
    ['심지 센터링 디바이스 10개', 'Wick Centering Devices (10)', 5900, '심지 센터링', 'wick centering'],
  ],
  'diffuser-base': [
    [
      '무향 디퓨저 베이스 500ml',
      'Unscented Diffuser Base 500ml',
      12000,
      '디퓨저 베이스 무향',
      'diffuser base unscented',
    ],
    ['디퓨저 베이스 프리미엄 1L', 'Premium Diffuser Base 1L', 21000, '디퓨저 베이스 대용량', 'diffuser base bulk'],
    ['룸스프레이 베이스 500ml', 'Room Spray Base 500ml', 11000, '룸스프레이 섬유탈취', 'room spray base'],
    ['차량용 디퓨저 베이스 250ml', 'Car Diffuser Base 250ml', 8500, '차량용 방향제 베이스', 'car diffuser base'],
  ],
  reed: [
    ['라탄 리드스틱 3mm 25cm 50개', 'Rattan Reeds 3mm 25cm (50)', 5500, '라탄 리드 스틱', 'rattan reed sticks'],
    ['블랙 라탄 리드스틱 30cm 50개', 'Black Rattan Reeds 30cm (50)', 6500, '블랙 리드 스틱', 'black reed sticks'],
    ['라탄 리드스틱 4mm 30cm 50개', 'Rattan Reeds 4mm 30cm (50)', 6900, '굵은 리드 스틱', 'thick rattan reeds'],
  ],
  fiber: [
    ['섬유 스틱 화이트 30cm 20개', 'White Fiber Sticks 30cm (20)', 6000, '섬유 스틱 디퓨저', 'fiber sticks diffuser'],
    ['소라 플라워 디퓨저 꽃 10개', 'Sola Wood Flowers (10)', 7800, '소라 플라워 디퓨저', 'sola flowers'],
    [
      '드라이 플라워 디퓨저 세트',
      'Dried Flower Diffuser Set',
      9800,
      '드라이플라워 디퓨저 장식',
      'dried flower diffuser',
    ],
  ],
  jar: [
    ['유리 캔들 용기 200ml', 'Glass Candle Jar 200ml', 2200, '유리 용기 캔들 자', 'glass jar candle'],
    ['유리 캔들 용기 300ml', 'Glass Candle Jar 300ml', 2600, '유리 용기 캔들 자', 'glass jar candle'],
    ['하이볼 글라스 용기 350ml', 'Highball Glass Jar 350ml', 3200, '하이볼 캔들 용기', 'highball candle jar'],
    ['스트라이프 글라스 용기 250ml', 'Ribbed Glass Jar 250ml', 3500, '스트라이프 용기', 'ribbed glass jar'],
    ['콘크리트 캔들 용기 200ml', 'Concrete Candle Vessel 200ml', 6500, '콘크리트 시멘트 용기', 'concrete vessel'],
  ],
  tin: [
    ['원형 틴 케이스 100ml', 'Round Tin 100ml', 1500, '틴 케이스 캔들', 'tin candle'],
    ['원형 틴 케이스 200ml', 'Round Tin 200ml', 1900, '틴 케이스 캔들', 'tin candle'],
    ['스크류 틴 케이스 150ml 골드', 'Screw Tin 150ml Gold', 2400, '골드 틴 케이스', 'gold screw tin'],
    ['창문 틴 케이스 50ml', 'Window Tin 50ml', 1200, '미니 틴 샘플', 'mini window tin'],
  ],
  'diffuser-bottle': [
    ['사각 디퓨저 병 100ml', 'Square Diffuser Bottle 100ml', 3500, '디퓨저 병 유리', 'diffuser bottle glass'],
    ['원형 디퓨저 병 200ml', 'Round Diffuser Bottle 200ml', 4200, '디퓨저 공병', 'diffuser bottle'],
    ['앰버 디퓨저 병 150ml', 'Amber Diffuser Bottle 150ml', 4500, '앰버 디퓨저 병', 'amber diffuser bottle'],
    ['빈티지 디퓨저 병 120ml', 'Vintage Diffuser Bottle 120ml', 5200, '빈티지 디퓨저 공병', 'vintage diffuser bottle'],
  ],
  lid: [
    ['우드 뚜껑 75mm', 'Wooden Lid 75mm', 2200, '우드 뚜껑 캔들', 'wooden lid'],
    ['유리 돔 뚜껑 80mm', 'Glass Dome Lid 80mm', 3500, '유리 뚜껑', 'glass dome lid'],
    ['디퓨저 캡 골드 10개', 'Diffuser Caps Gold (10)', 4500, '디퓨저 캡 마개', 'diffuser caps'],
  ],
  'silicone-mold': [
    ['필라 캔들 실리콘 몰드 7x10', 'Pillar Silicone Mold 7x10', 12000, '실리콘 몰드 필라', 'silicone mold pillar'],
    ['버블 큐브 캔들 몰드', 'Bubble Cube Candle Mold', 9800, '버블 캔들 몰드', 'bubble candle mold'],
    ['소라 캔들 몰드', 'Seashell Candle Mold', 8500, '소라 조개 몰드', 'seashell mold'],
    ['석고 방향제 꽃 몰드', 'Flower Plaster Mold', 7800, '석고 몰드 꽃', 'flower plaster mold'],
    ['토르소 캔들 몰드', 'Torso Candle Mold', 15000, '토르소 바디 몰드', 'torso body mold'],
  ],
  'pc-mold': [
    ['폴리카보네이트 필라 몰드 5x10', 'Polycarbonate Pillar Mold 5x10', 14500, 'PC 몰드 필라', 'pc mold pillar'],
    ['폴리카보네이트 사각 몰드', 'Polycarbonate Square Mold', 16000, 'PC 몰드 사각', 'pc mold square'],
    ['알루미늄 티라이트 몰드 12구', 'Aluminium Tealight Mold (12)', 18000, '티라이트 몰드', 'tealight mold'],
  ],
  dye: [
    ['액상 캔들 색소 10ml', 'Liquid Candle Dye 10ml', 3500, '액상 색소 캔들 염료', 'liquid candle dye'],
    ['칩 색소 10개입', 'Dye Chips (10)', 3900, '칩 색소 캔들', 'dye chips'],
    ['파스텔 색소 세트 6색', 'Pastel Dye Set (6 colours)', 15000, '파스텔 색소 세트', 'pastel dye set'],
    ['블록 색소 블랙', 'Dye Block Black', 3200, '블록 색소 블랙', 'dye block black'],
  ],
  mica: [
    ['마이카 파우더 골드 10g', 'Mica Powder Gold 10g', 3800, '마이카 펄 골드', 'mica gold'],
    ['마이카 파우더 로즈골드 10g', 'Mica Powder Rose Gold 10g', 3800, '마이카 로즈골드', 'mica rose gold'],
    ['펄 파우더 실버 10g', 'Pearl Powder Silver 10g', 3500, '펄 파우더 실버', 'pearl silver'],
    ['글리터 홀로그램 10g', 'Holographic Glitter 10g', 2900, '글리터 반짝이', 'glitter'],
  ],
  measure: [
    ['디지털 저울 0.1g', 'Digital Scale 0.1g', 18000, '전자저울 계량', 'digital scale'],
    ['적외선 온도계', 'Infrared Thermometer', 24000, '비접촉 온도계', 'infrared thermometer'],
    ['스틱 온도계 유리', 'Glass Stick Thermometer', 6500, '유리 온도계', 'glass thermometer'],
    ['계량컵 실리콘 500ml', 'Silicone Measuring Cup 500ml', 5500, '계량컵', 'measuring cup'],
  ],
  pour: [
    ['스테인리스 푸어링 피처 1L', 'Stainless Pouring Pitcher 1L', 15000, '푸어링 피처 녹이기', 'pouring pitcher'],
    ['핫플레이트 인덕션 미니', 'Mini Hot Plate', 39000, '핫플레이트 왁스 녹이기', 'hot plate'],
    ['실리콘 주걱 2개', 'Silicone Spatulas (2)', 4500, '주걱 저어주기', 'spatula'],
    ['히팅건', 'Heat Gun', 22000, '히팅건 표면 정리', 'heat gun'],
  ],
  finish: [
    ['심지 가위', 'Wick Trimmer', 8900, '심지 커터 가위', 'wick trimmer'],
    ['캔들 스너퍼', 'Candle Snuffer', 9900, '스너퍼 불끄개', 'candle snuffer'],
    ['라벨 스티커 원형 48매', 'Round Labels (48)', 3500, '라벨 스티커', 'labels'],
    ['워닝 스티커 100매', 'Warning Stickers (100)', 3000, '주의 스티커 안전', 'warning stickers'],
  ],
  'candle-kit': [
    ['소이 캔들 만들기 키트', 'Soy Candle Making Kit', 29000, '캔들 키트 초보 DIY', 'candle kit beginner DIY'],
    ['우드윅 캔들 키트', 'Wood Wick Candle Kit', 33000, '우드윅 캔들 키트', 'wood wick candle kit'],
    ['필라 캔들 키트', 'Pillar Candle Kit', 35000, '필라 캔들 키트', 'pillar candle kit'],
    ['아이와 함께 캔들 키트', 'Kids Candle Kit', 24000, '어린이 캔들 키트 체험', 'kids candle kit'],
  ],
  'diffuser-kit': [
    ['리드 디퓨저 만들기 키트', 'Reed Diffuser Kit', 26000, '디퓨저 키트 DIY', 'diffuser kit DIY'],
    ['석고 방향제 키트', 'Plaster Sachet Kit', 22000, '석고 방향제 키트', 'plaster sachet kit'],
    ['차량용 디퓨저 키트', 'Car Diffuser Kit', 19000, '차량용 방향제 키트', 'car diffuser kit'],
  ],
  plaster: [
    ['석고 파우더 1kg', 'Plaster Powder 1kg', 5500, '석고 방향제 파우더', 'plaster powder'],
    ['고강도 석고 1kg', 'High-strength Plaster 1kg', 7800, '고강도 석고', 'hard plaster'],
    ['제스모나이트 500g', 'Jesmonite 500g', 16500, '제스모나이트 트레이', 'jesmonite'],
  ],
  sachet: [
    ['사쉐 파우치 10매', 'Sachet Pouches (10)', 4500, '사쉐 파우치 방향제', 'sachet pouches'],
    ['향기 비즈 500g', 'Aroma Beads 500g', 9800, '향기 비즈 방향제', 'aroma beads'],
    ['드라이 포푸리 200g', 'Dried Potpourri 200g', 8900, '포푸리 방향제', 'potpourri'],
  ],
  book: [
    ['처음 만드는 소이 캔들', 'My First Soy Candle', 18000, '캔들 도서 입문', 'candle book beginner'],
    ['조향의 기초', 'Foundations of Perfumery', 25000, '조향 도서 향수', 'perfumery book'],
    ['디퓨저와 룸스프레이', 'Diffusers and Room Sprays', 19800, '디퓨저 도서', 'diffuser book'],
    ['TSSA 캔들 디자인 교본', 'TSSA Candle Design Handbook', 32000, 'TSSA 교재 자격증', 'TSSA handbook certificate'],
  ],
};

/** Every product of the demo catalog, by family: fixed lists plus scent-driven ones. */
export function itemsByFamily(): Partial<Record<Family, Item[]>> {
  const out: Partial<Record<Family, Item[]>> = { ...fixed };
  const add = (family: Family, item: Item) => {
    out[family] = [...(out[family] ?? []), item];
  };
  for (const [ko, en, family] of SCENTS) {
    add(family, [
      `${ko} 프래그런스 오일`,
      `${en} Fragrance Oil`,
      9900,
      `${ko} 향료 캔들 디퓨저`,
      `${en.toLowerCase()} scent candle diffuser`,
    ]);
  }
  for (const [ko, en] of ESSENTIALS) {
    add('eo-single', [
      `${ko} 에센셜 오일`,
      `${en} Essential Oil`,
      12000,
      `${ko} 아로마 천연`,
      `${en.toLowerCase()} aroma natural`,
    ]);
  }
  out['eo-blend'] = [
    ['릴랙스 블렌딩 오일', 'Relax Blend Oil', 15000, '숙면 라벤더 블렌드', 'sleep lavender blend'],
    ['포커스 블렌딩 오일', 'Focus Blend Oil', 15000, '집중 로즈마리 블렌드', 'focus rosemary blend'],
    ['브리드 블렌딩 오일', 'Breathe Blend Oil', 15000, '유칼립투스 호흡 블렌드', 'eucalyptus breathe blend'],
  ];
  out.candle = SCENTS.map(([ko, en]) => [
    `${ko} 소이 캔들`,
    `${en} Soy Candle`,
    28000,
    `${ko} 향초 선물 캔들`,
    `${en.toLowerCase()} gift candle`,
  ]);
  out.pillar = [
    ['아이보리 필라 캔들 7x10', 'Ivory Pillar Candle 7x10', 16000, '필라 캔들 무향', 'ivory pillar candle'],
    ['세이지 필라 캔들 5x15', 'Sage Pillar Candle 5x15', 18000, '필라 캔들 세이지', 'sage pillar candle'],
    ['버블 큐브 캔들', 'Bubble Cube Candle', 15000, '버블 캔들 인테리어', 'bubble candle'],
    ['소라 캔들 세트', 'Seashell Candle Set', 19000, '소라 캔들 선물', 'seashell candles'],
  ];
  out['reed-diffuser'] = SCENTS.slice(8, 24).map(([ko, en]) => [
    `${ko} 리드 디퓨저`,
    `${en} Reed Diffuser`,
    32000,
    `${ko} 디퓨저 집들이 선물`,
    `${en.toLowerCase()} diffuser housewarming`,
  ]);
  out['car-diffuser'] = SCENTS.slice(22, 26).map(([ko, en]) => [
    `${ko} 차량용 디퓨저`,
    `${en} Car Diffuser`,
    15000,
    `${ko} 차량용 방향제`,
    `${en.toLowerCase()} car diffuser`,
  ]);
  return out;
}
