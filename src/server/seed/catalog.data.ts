import type { Family } from './families.ts';

/**
 * [Korean name, English name, price in won, Korean keywords, English keywords]. Keywords are
 * phrases separated by commas (비 오는 숲, 향초), or single words separated by spaces.
 */
export type Item = [string, string, number, string, string];

/** Thirty-six scents in six families; the finished candles and diffusers reuse them. */
export const SCENTS: Record<
  'fo-floral' | 'fo-fruity' | 'fo-woody' | 'fo-citrus' | 'fo-gourmand' | 'fo-signature',
  [string, string][]
> = {
  'fo-floral': [
    ['프렌치 라벤더', 'French Lavender'],
    ['로즈 가든', 'Rose Garden'],
    ['피오니 블러쉬', 'Peony Blush'],
    ['화이트 자스민', 'White Jasmine'],
    ['프리지아', 'Freesia'],
    ['체리 블라썸', 'Cherry Blossom'],
  ],
  'fo-fruity': [
    ['블랙 체리', 'Black Cherry'],
    ['피치 넥타', 'Peach Nectar'],
    ['프레시 피그', 'Fresh Fig'],
    ['블루베리 요거트', 'Blueberry Yogurt'],
    ['청포도', 'Green Grape'],
    ['라즈베리 로즈', 'Raspberry Rose'],
  ],
  'fo-woody': [
    ['샌달우드', 'Sandalwood'],
    ['시더우드 앰버', 'Cedarwood Amber'],
    ['화이트 머스크', 'White Musk'],
    ['블랙 앰버', 'Black Amber'],
    ['우드 세이지 앤 씨솔트', 'Wood Sage & Sea Salt'],
    ['베티버 스모크', 'Vetiver Smoke'],
  ],
  'fo-citrus': [
    ['자몽 블로썸', 'Grapefruit Blossom'],
    ['레몬 버베나', 'Lemon Verbena'],
    ['베르가못 티', 'Bergamot Tea'],
    ['유칼립투스 민트', 'Eucalyptus Mint'],
    ['그린 티', 'Green Tea'],
    ['라임 바질 만다린', 'Lime Basil Mandarin'],
  ],
  'fo-gourmand': [
    ['바닐라 빈', 'Vanilla Bean'],
    ['솔티드 캐러멜', 'Salted Caramel'],
    ['시나몬 애플', 'Cinnamon Apple'],
    ['코코넛 밀크', 'Coconut Milk'],
    ['허니 앤 토바코', 'Honey & Tobacco'],
    ['진저브레드', 'Gingerbread'],
  ],
  'fo-signature': [
    ['성수 모닝', 'Seongsu Morning'],
    ['비 오는 숲', 'Rainy Forest'],
    ['코튼 블랭킷', 'Cotton Blanket'],
    ['한옥 우드', 'Hanok Wood'],
    ['제주 감귤', 'Jeju Tangerine'],
    ['섬유유연제', 'Fresh Laundry'],
  ],
};

const SCENT_KW: Record<keyof typeof SCENTS, [string, string]> = {
  'fo-floral': ['플로럴, 꽃향, 캔들향료, 디퓨저향료', 'floral, flower, candle, diffuser'],
  'fo-fruity': ['프루티, 과일향, 달콤한, 캔들향료', 'fruity, sweet, candle, diffuser'],
  'fo-woody': ['우디, 머스크, 차분한, 캔들향료', 'woody, musk, calm, candle, diffuser'],
  'fo-citrus': ['시트러스, 상큼한, 그린, 캔들향료', 'citrus, fresh, green, candle, diffuser'],
  'fo-gourmand': ['구르망, 달콤한, 디저트, 캔들향료', 'gourmand, sweet, dessert, candle'],
  'fo-signature': ['시그니처 블렌드, 에반스, 캔들향료', 'signature blend, evans, candle'],
};

const ESSENTIALS: [string, string, number][] = [
  ['라벤더', 'Lavender', 9800],
  ['페퍼민트', 'Peppermint', 8900],
  ['티트리', 'Tea Tree', 8500],
  ['유칼립투스', 'Eucalyptus', 8500],
  ['스위트 오렌지', 'Sweet Orange', 6900],
  ['레몬', 'Lemon', 7900],
  ['로즈마리', 'Rosemary', 8900],
  ['일랑일랑', 'Ylang Ylang', 14500],
  ['프랑킨센스', 'Frankincense', 18900],
  ['베르가못', 'Bergamot', 11500],
];

/** Scented finished goods: which scents each line comes in. */
const all = () => Object.values(SCENTS).flat();
const scented = (from: number, to: number) => all().slice(from, to);

export function itemsByFamily(): Record<Family, Item[]> {
  const items = { ...FIXED } as Record<Family, Item[]>;
  for (const [family, scents] of Object.entries(SCENTS) as [keyof typeof SCENTS, [string, string][]][]) {
    const [kw, kwEn] = SCENT_KW[family];
    items[family] = scents.map(([ko, en], i) => [
      `${ko} 프래그런스 오일`,
      `${en} Fragrance Oil`,
      family === 'fo-signature' ? 10900 : 8900 + (i % 3) * 500,
      `${ko}, ${kw}`,
      `${en}, ${kwEn}, fragrance oil`,
    ]);
  }
  items['eo-single'] = ESSENTIALS.map(([ko, en, price]) => [
    `${ko} 에센셜 오일`,
    `${en} Essential Oil`,
    price,
    `${ko}, 에센셜오일, 아로마, 천연, 100%퓨어`,
    `${en}, essential oil, aroma, natural, pure`,
  ]);
  items.candle = scented(0, 36)
    .filter((_, i) => i % 2 === 0 || i % 7 === 3)
    .map(([ko, en], i) => [
      `${ko} 소이 캔들`,
      `${en} Soy Candle`,
      26000 + (i % 3) * 2000,
      `${ko}, 향초, 소이캔들, 선물, 집들이`,
      `${en}, scented soy candle, gift`,
    ]);
  items['tin-candle'] = scented(1, 36)
    .filter((_, i) => i % 7 === 0)
    .map(([ko, en]) => [
      `${ko} 틴 캔들 120g`,
      `${en} Tin Candle 120g`,
      15800,
      `${ko}, 틴캔들, 여행용, 미니 향초`,
      `${en}, travel, tin candle`,
    ]);
  items['reed-diffuser'] = scented(2, 36)
    .filter((_, i) => i % 3 === 0)
    .map(([ko, en], i) => [
      `${ko} 리드 디퓨저`,
      `${en} Reed Diffuser`,
      29000 + (i % 2) * 3000,
      `${ko}, 디퓨저, 실내방향제, 집들이선물`,
      `${en}, reed diffuser, home fragrance`,
    ]);
  items['car-diffuser'] = [18, 20, 26, 32].map((i) => {
    const [ko, en] = all()[i] as [string, string];
    return [
      `${ko} 차량용 디퓨저 10ml`,
      `${en} Car Diffuser 10ml`,
      14800,
      `${ko}, 차량방향제, 걸이형`,
      `${en}, hanging car diffuser`,
    ];
  });
  items['room-spray'] = [0, 14, 21, 35].map((i) => {
    const [ko, en] = all()[i] as [string, string];
    return [
      `${ko} 룸 앤 패브릭 스프레이 100ml`,
      `${en} Room & Fabric Spray 100ml`,
      16800,
      `${ko}, 룸스프레이, 섬유향수, 탈취`,
      `${en}, room fabric spray`,
    ];
  });
  return items;
}

const FIXED: Partial<Record<Family, Item[]>> = {
  soy: [
    [
      '골든브랜즈 소이왁스 464',
      'Golden Brands 464 Soy Wax',
      13500,
      '소이왁스 컨테이너 캔들왁스 464',
      'soy wax container 464 golden brands',
    ],
    [
      '골든브랜즈 소이왁스 444',
      'Golden Brands 444 Soy Wax',
      13900,
      '소이왁스 컨테이너 부드러운',
      'soy wax container creamy 444',
    ],
    ['네이처왁스 C3 소이왁스', 'NatureWax C3 Soy Wax', 14500, '소이왁스 컨테이너 네이처왁스', 'naturewax c3 soy wax'],
    [
      '에코소야 CB-Advanced 소이왁스',
      'EcoSoya CB-Advanced Soy Wax',
      15800,
      '소이왁스 에코소야 컨테이너',
      'ecosoya cb advanced',
    ],
    ['케이오 소이왁스 크림 블렌드', 'KO Soy Wax Cream Blend', 12800, '소이왁스 국내블렌드 크림', 'soy wax cream blend'],
  ],
  'soy-pillar': [
    ['필라 소이왁스 P1 1kg', 'Pillar Soy Wax P1 1kg', 14900, '필라왁스 소이 단단한 몰드캔들', 'pillar soy wax hard'],
    ['에코소야 필라블렌드 1kg', 'EcoSoya Pillar Blend 1kg', 16500, '필라왁스 에코소야 몰드', 'ecosoya pillar blend'],
    [
      '골든브랜즈 415 필라 소이왁스 1kg',
      'Golden Brands 415 Pillar Soy Wax 1kg',
      15500,
      '필라왁스 415 타블렛',
      'pillar 415 tablet',
    ],
  ],
  paraffin: [
    ['파라핀왁스 135°F 1kg', 'Paraffin Wax 135°F 1kg', 6500, '파라핀 저융점 컨테이너', 'paraffin low melt'],
    ['파라핀왁스 140°F 1kg', 'Paraffin Wax 140°F 1kg', 6800, '파라핀 필라 몰드', 'paraffin pillar'],
    [
      '주상 파라핀 필라 블렌드 1kg',
      'Paraffin Pillar Blend 1kg',
      8200,
      '파라핀 블렌드 필라캔들',
      'paraffin blend pillar',
    ],
    [
      '마이크로크리스탈 왁스 500g',
      'Microcrystalline Wax 500g',
      9800,
      '마이크로왁스 첨가제 유연성',
      'microcrystalline additive',
    ],
  ],
  beeswax: [
    [
      '천연 밀랍 비즈왁스 옐로 500g',
      'Natural Yellow Beeswax 500g',
      18500,
      '밀랍 비즈왁스 천연 국산',
      'beeswax natural yellow',
    ],
    ['정제 비즈왁스 화이트 500g', 'Refined White Beeswax 500g', 19800, '밀랍 화이트 정제', 'white beeswax refined'],
    [
      '비즈왁스 시트 허니컴 10장',
      'Honeycomb Beeswax Sheets (10)',
      12000,
      '밀랍시트 롤캔들 아이랑',
      'beeswax sheet rolled candle',
    ],
    ['비즈왁스 펠렛 1kg', 'Beeswax Pellets 1kg', 32000, '밀랍 펠렛 대용량', 'beeswax pellets bulk'],
  ],
  vegetable: [
    [
      '코코넛 왁스 블렌드 1kg',
      'Coconut Wax Blend 1kg',
      21000,
      '코코넛왁스 컨테이너 크리미',
      'coconut wax container creamy',
    ],
    [
      '코코넛 아프리콧 왁스 1kg',
      'Coconut Apricot Wax 1kg',
      24500,
      '코코넛 살구 프리미엄 왁스',
      'coconut apricot premium',
    ],
    ['라이스 왁스 1kg', 'Rice Bran Wax 1kg', 17500, '쌀겨 라이스왁스 식물성', 'rice bran wax vegetable'],
    [
      '팜왁스 페더 크리스탈 1kg',
      'Palm Wax Feather Crystal 1kg',
      15500,
      '팜왁스 결정 필라 무늬',
      'palm wax crystal pattern',
    ],
  ],
  gel: [
    ['젤 왁스 미디엄 1kg', 'Gel Wax Medium Density 1kg', 19000, '젤캔들 투명왁스 오션', 'gel candle clear wax'],
    ['아이스 왁스 500g', 'Ice Wax 500g', 12500, '아이스캔들 크랙 무늬', 'ice crackle candle wax'],
    [
      '마사지 캔들 왁스 블렌드 500g',
      'Massage Candle Wax Blend 500g',
      23000,
      '마사지캔들 시어버터 보습',
      'massage candle shea butter',
    ],
    ['왁스 타블렛 전용 왁스 1kg', 'Wax Tablet Blend 1kg', 14500, '왁스타블렛 사쉐 방향', 'wax tablet sachet'],
  ],
  'cotton-wick': [
    [
      '코튼 심지 CD-8 100개입',
      'Cotton Wicks CD-8 (100 pcs)',
      6900,
      'CD심지 코튼 탭심지 6cm용기',
      'cd wick cotton tabbed',
    ],
    [
      '코튼 심지 CD-10 100개입',
      'Cotton Wicks CD-10 (100 pcs)',
      6900,
      'CD심지 코튼 탭심지 7cm용기',
      'cd wick cotton tabbed',
    ],
    ['코튼 심지 CD-14 100개입', 'Cotton Wicks CD-14 (100 pcs)', 7200, 'CD심지 대형용기 8cm', 'cd wick large jar'],
    ['롤 코튼 심지 3m', 'Braided Cotton Wick Roll 3m', 4500, '롤심지 필라 면심지', 'roll wick pillar braided'],
  ],
  'eco-wick': [
    ['ECO 심지 4호 100개입', 'ECO-4 Wicks (100 pcs)', 7500, '에코심지 소이 평심지', 'eco wick soy flat'],
    ['ECO 심지 8호 100개입', 'ECO-8 Wicks (100 pcs)', 7800, '에코심지 소이 컨테이너', 'eco wick soy container'],
    ['ECO 심지 12호 100개입', 'ECO-12 Wicks (100 pcs)', 8200, '에코심지 대형용기', 'eco wick large jar'],
    [
      'ECO 심지 샘플러 6종 60개입',
      'ECO Wick Sampler, 6 sizes (60 pcs)',
      8900,
      '에코심지 테스트 샘플',
      'eco wick sampler test',
    ],
  ],
  'htp-wick': [
    ['HTP 심지 104 100개입', 'HTP 104 Wicks (100 pcs)', 8500, 'HTP심지 코코넛왁스', 'htp wick coconut'],
    ['LX 심지 16 100개입', 'LX 16 Wicks (100 pcs)', 8500, 'LX심지 파라핀 컨테이너', 'lx wick paraffin'],
    ['HTP 심지 126 100개입', 'HTP 126 Wicks (100 pcs)', 8900, 'HTP심지 대형', 'htp wick large'],
  ],
  'wood-wick': [
    [
      '크래클링 우드윅 S 20개입',
      'Crackling Wood Wicks S (20 pcs)',
      8900,
      '우드윅 타닥타닥 나무심지',
      'wood wick crackling',
    ],
    ['크래클링 우드윅 M 20개입', 'Crackling Wood Wicks M (20 pcs)', 9900, '우드윅 중형 나무심지', 'wood wick medium'],
    [
      '더블 레이어 우드윅 10개입',
      'Double-layer Wood Wicks (10 pcs)',
      11000,
      '우드윅 이중 강한발향',
      'double wood wick',
    ],
    ['부메랑 우드윅 10개입', 'Boomerang Wood Wicks (10 pcs)', 11500, '부메랑 우드윅 곡선', 'boomerang wood wick'],
  ],
  'wick-tab': [
    ['심지 탭 20mm 200개입', 'Wick Tabs 20mm (200 pcs)', 4900, '심지탭 고정 와셔', 'wick tabs sustainer'],
    ['심지 고정 스티커 100매', 'Wick Stickers (100)', 3900, '심지스티커 양면 고정', 'wick stickers'],
    ['스테인리스 심지 홀더 5개입', 'Stainless Wick Holders (5 pcs)', 6500, '심지홀더 바 센터링', 'wick holder bar'],
    ['우드윅 클립 50개입', 'Wood Wick Clips (50 pcs)', 5500, '우드윅클립 고정', 'wood wick clips'],
  ],
  'eo-blend': [
    ['릴랙스 블렌딩 오일 10ml', 'Relax Blend Oil 10ml', 15000, '숙면 라벤더 블렌드 아로마', 'sleep lavender blend'],
    ['포커스 블렌딩 오일 10ml', 'Focus Blend Oil 10ml', 15000, '집중 로즈마리 블렌드', 'focus rosemary blend'],
    ['브리드 블렌딩 오일 10ml', 'Breathe Blend Oil 10ml', 15000, '유칼립투스 호흡 블렌드', 'eucalyptus breathe blend'],
    [
      '해피 시트러스 블렌딩 오일 10ml',
      'Happy Citrus Blend Oil 10ml',
      14000,
      '오렌지 기분전환 블렌드',
      'citrus uplifting blend',
    ],
  ],
  carrier: [
    ['호호바 오일 100ml', 'Jojoba Oil 100ml', 13800, '호호바 캐리어오일 마사지', 'jojoba carrier oil'],
    ['스위트 아몬드 오일 250ml', 'Sweet Almond Oil 250ml', 12900, '아몬드오일 캐리어 마사지', 'sweet almond carrier'],
    [
      '분별 코코넛 오일 250ml',
      'Fractionated Coconut Oil 250ml',
      11900,
      'MCT 코코넛 캐리어 롤온',
      'fractionated coconut mct',
    ],
    ['포도씨 오일 250ml', 'Grapeseed Oil 250ml', 9900, '포도씨유 캐리어 가벼운', 'grapeseed carrier'],
  ],
  'diffuser-base': [
    ['무향 디퓨저 베이스', 'Unscented Diffuser Base', 12000, '디퓨저베이스 무향 희석', 'diffuser base unscented'],
    [
      '디퓨저 베이스 프리미엄 DPG-Free',
      'Premium DPG-Free Diffuser Base',
      16500,
      '디퓨저베이스 프리미엄 저자극',
      'dpg free diffuser base',
    ],
    ['룸스프레이 베이스', 'Room Spray Base', 11000, '룸스프레이 섬유탈취 베이스', 'room spray base'],
    ['차량용 디퓨저 베이스', 'Car Diffuser Base', 9500, '차량방향제 베이스 빠른발향', 'car diffuser base'],
  ],
  reed: [
    [
      '라탄 리드 스틱 3mm 25cm 50개입',
      'Rattan Reeds 3mm 25cm (50)',
      5500,
      '라탄스틱 리드 내추럴',
      'rattan reed sticks natural',
    ],
    [
      '블랙 라탄 리드 스틱 30cm 50개입',
      'Black Rattan Reeds 30cm (50)',
      6500,
      '블랙리드 라탄 모던',
      'black rattan reeds',
    ],
    ['라탄 리드 스틱 4mm 30cm 50개입', 'Rattan Reeds 4mm 30cm (50)', 6900, '굵은리드 라탄 발향', 'thick rattan reeds'],
    [
      '화이트 라탄 리드 스틱 25cm 50개입',
      'White Rattan Reeds 25cm (50)',
      6500,
      '화이트리드 라탄',
      'white rattan reeds',
    ],
  ],
  fiber: [
    [
      '섬유 스틱 화이트 30cm 20개입',
      'White Fiber Sticks 30cm (20)',
      6000,
      '섬유스틱 파이버 디퓨저',
      'fiber sticks diffuser',
    ],
    ['소라 플라워 디퓨저 꽃 10개입', 'Sola Wood Flowers (10)', 7800, '소라플라워 디퓨저꽃', 'sola wood flowers'],
    [
      '드라이 플라워 디퓨저 장식 세트',
      'Dried Flower Diffuser Set',
      9800,
      '드라이플라워 디퓨저 장식',
      'dried flower decoration',
    ],
  ],
  jar: [
    ['유리 캔들 용기 200ml', 'Glass Candle Jar 200ml', 2200, '유리용기 캔들용기 텀블러', 'glass candle jar tumbler'],
    ['유리 캔들 용기 300ml', 'Glass Candle Jar 300ml', 2600, '유리용기 캔들용기 대용량', 'glass candle jar large'],
    ['유리 캔들 용기 앰버 200ml', 'Amber Glass Candle Jar 200ml', 2800, '앰버용기 갈색유리 캔들', 'amber glass jar'],
    [
      '하이볼 글라스 캔들 용기 350ml',
      'Highball Glass Jar 350ml',
      3200,
      '하이볼 캔들용기 길쭉한',
      'highball candle jar',
    ],
    [
      '스트라이프 글라스 캔들 용기 250ml',
      'Ribbed Glass Jar 250ml',
      3500,
      '스트라이프 골지 캔들용기',
      'ribbed glass jar',
    ],
    [
      '프로스트 유리 캔들 용기 180ml',
      'Frosted Glass Candle Jar 180ml',
      3000,
      '프로스트 불투명 캔들용기',
      'frosted glass jar',
    ],
  ],
  tin: [
    ['원형 틴 케이스 100ml 10개입', 'Round Tins 100ml (10)', 9500, '틴케이스 캔들 원형', 'round tin candle'],
    ['원형 틴 케이스 200ml 10개입', 'Round Tins 200ml (10)', 12500, '틴케이스 캔들 대형', 'round tin large'],
    ['스크류 틴 케이스 골드 150ml 5개입', 'Gold Screw Tins 150ml (5)', 8900, '골드틴 스크류 뚜껑', 'gold screw tin'],
    ['창문 틴 케이스 50ml 10개입', 'Window Tins 50ml (10)', 7500, '창문틴 미니 샘플', 'window tin mini'],
  ],
  'diffuser-bottle': [
    ['사각 디퓨저 병 100ml', 'Square Diffuser Bottle 100ml', 3500, '디퓨저병 사각 공병', 'square diffuser bottle'],
    ['원형 디퓨저 병 200ml', 'Round Diffuser Bottle 200ml', 4200, '디퓨저병 원형 공병', 'round diffuser bottle'],
    ['앰버 디퓨저 병 150ml', 'Amber Diffuser Bottle 150ml', 4500, '앰버 디퓨저 공병', 'amber diffuser bottle'],
    ['빈티지 디퓨저 병 120ml', 'Vintage Diffuser Bottle 120ml', 5200, '빈티지 디퓨저 공병', 'vintage diffuser bottle'],
  ],
  lid: [
    ['우드 캔들 뚜껑 75mm', 'Wooden Candle Lid 75mm', 2200, '우드뚜껑 원목 캔들', 'wooden candle lid'],
    ['유리 돔 뚜껑 80mm', 'Glass Dome Lid 80mm', 3500, '유리뚜껑 돔', 'glass dome lid'],
    ['디퓨저 캡 골드 10개입', 'Gold Diffuser Caps (10)', 4500, '디퓨저캡 골드 마개', 'gold diffuser caps'],
    ['코르크 마개 10개입', 'Cork Stoppers (10)', 3800, '코르크 마개 공병', 'cork stoppers'],
  ],
  'silicone-mold': [
    [
      '필라 캔들 실리콘 몰드 7x10',
      'Pillar Silicone Mold 7x10',
      12000,
      '실리콘몰드 필라 원기둥',
      'silicone pillar mold',
    ],
    ['버블 큐브 캔들 몰드', 'Bubble Cube Candle Mold', 9800, '버블캔들 몰드 인테리어', 'bubble cube mold'],
    ['소라 조개 캔들 몰드', 'Seashell Candle Mold', 8500, '소라몰드 조개 바다', 'seashell mold'],
    ['석고 방향제 꽃 몰드', 'Flower Plaster Mold', 7800, '석고몰드 꽃 방향제', 'flower plaster mold'],
    ['립 필라 캔들 몰드 6x12', 'Ribbed Pillar Mold 6x12', 13500, '골지 필라 몰드', 'ribbed pillar mold'],
  ],
  'pc-mold': [
    [
      '폴리카보네이트 필라 몰드 5x10',
      'Polycarbonate Pillar Mold 5x10',
      14500,
      'PC몰드 필라 매끈',
      'polycarbonate pillar mold',
    ],
    [
      '폴리카보네이트 사각 몰드 6x6',
      'Polycarbonate Square Mold 6x6',
      16000,
      'PC몰드 사각',
      'polycarbonate square mold',
    ],
    [
      '알루미늄 티라이트 몰드 12구',
      'Aluminium Tealight Mold (12)',
      18000,
      '티라이트 몰드 알루미늄',
      'aluminium tealight mold',
    ],
  ],
  dye: [
    ['액상 캔들 색소 10ml', 'Liquid Candle Dye 10ml', 3500, '액상색소 캔들염료', 'liquid candle dye'],
    ['칩 색소 10개입', 'Candle Dye Chips (10)', 3900, '칩색소 캔들 조색', 'candle dye chips'],
    ['파스텔 색소 세트 6색', 'Pastel Dye Set (6 colours)', 15000, '파스텔 색소세트', 'pastel dye set'],
    ['블록 색소 20g', 'Dye Block 20g', 3200, '블록색소 캔들 진한색', 'dye block'],
    ['소이왁스 전용 분말 색소 5g', 'Powder Dye for Soy Wax 5g', 4200, '분말색소 소이 발색', 'powder dye soy'],
  ],
  mica: [
    ['마이카 파우더 골드 10g', 'Mica Powder Gold 10g', 3800, '마이카 펄 골드', 'mica powder gold'],
    ['마이카 파우더 로즈골드 10g', 'Mica Powder Rose Gold 10g', 3800, '마이카 로즈골드', 'mica rose gold'],
    ['펄 파우더 실버 10g', 'Pearl Powder Silver 10g', 3500, '펄파우더 실버', 'pearl powder silver'],
    ['마이카 파우더 코퍼 10g', 'Mica Powder Copper 10g', 3800, '마이카 코퍼 구리빛', 'mica copper'],
    ['마이카 파스텔 세트 5색', 'Pastel Mica Set (5 colours)', 14500, '마이카세트 파스텔', 'pastel mica set'],
  ],
  measure: [
    ['디지털 저울 0.1g', 'Digital Scale 0.1g', 18000, '전자저울 계량 정밀', 'digital scale precise'],
    ['적외선 온도계', 'Infrared Thermometer', 24000, '비접촉 온도계 적외선', 'infrared thermometer'],
    ['스틱 온도계 유리', 'Glass Stick Thermometer', 6500, '유리 온도계 스틱', 'glass thermometer'],
    ['디지털 주방 저울 5kg', 'Digital Kitchen Scale 5kg', 22000, '저울 5kg 대용량 계량', 'kitchen scale 5kg'],
  ],
  pour: [
    ['스테인리스 푸어링 피처 1L', 'Stainless Pouring Pitcher 1L', 15000, '푸어링피처 녹이기 주전자', 'pouring pitcher'],
    ['핫플레이트 미니', 'Mini Hot Plate', 39000, '핫플레이트 왁스녹이기 가열', 'mini hot plate'],
    ['실리콘 주걱 2개입', 'Silicone Spatulas (2)', 4500, '실리콘주걱 젓기', 'silicone spatula'],
    ['히팅건', 'Heat Gun', 22000, '히팅건 표면정리 열풍기', 'heat gun'],
  ],
  finish: [
    ['심지 가위 브라스', 'Brass Wick Trimmer', 8900, '심지가위 트리머', 'wick trimmer brass'],
    ['캔들 스너퍼 블랙', 'Black Candle Snuffer', 9900, '스너퍼 불끄개', 'candle snuffer'],
    ['원형 라벨 스티커 48매', 'Round Labels (48)', 3500, '라벨스티커 원형 크라프트', 'round labels'],
    ['캔들 경고 스티커 100매', 'Candle Warning Stickers (100)', 3000, '주의스티커 안전표시', 'candle warning stickers'],
    [
      '캔들 선물 상자 크라프트 10개입',
      'Kraft Candle Gift Boxes (10)',
      8500,
      '선물상자 크라프트 포장',
      'kraft gift boxes',
    ],
  ],
  pillar: [
    ['아이보리 필라 캔들 7x10', 'Ivory Pillar Candle 7x10', 16000, '필라캔들 무향 인테리어', 'ivory pillar candle'],
    [
      '테라코타 필라 캔들 7x15',
      'Terracotta Pillar Candle 7x15',
      19000,
      '필라캔들 테라코타 컬러',
      'terracotta pillar candle',
    ],
    ['세이지 필라 캔들 5x15', 'Sage Pillar Candle 5x15', 18000, '필라캔들 세이지 그린', 'sage pillar candle'],
    ['버블 큐브 캔들', 'Bubble Cube Candle', 15000, '버블캔들 인테리어 소품', 'bubble cube candle'],
    ['립 필라 캔들 세트 2개입', 'Ribbed Pillar Candles (2)', 24000, '골지 필라 세트', 'ribbed pillar candles'],
  ],
  'candle-kit': [
    [
      '소이 캔들 만들기 키트',
      'Soy Candle Making Kit',
      29000,
      '캔들키트 초보 DIY 만들기',
      'soy candle kit beginner diy',
    ],
    ['우드윅 캔들 만들기 키트', 'Wood Wick Candle Kit', 33000, '우드윅 캔들키트 DIY', 'wood wick candle kit'],
    ['필라 캔들 만들기 키트', 'Pillar Candle Kit', 35000, '필라캔들 키트 몰드', 'pillar candle kit'],
    ['아이와 함께 밀랍 캔들 키트', 'Kids Beeswax Candle Kit', 24000, '어린이 밀랍 체험키트', 'kids beeswax candle kit'],
  ],
  'diffuser-kit': [
    ['리드 디퓨저 만들기 키트', 'Reed Diffuser Making Kit', 26000, '디퓨저키트 DIY 만들기', 'reed diffuser kit diy'],
    ['석고 방향제 만들기 키트', 'Plaster Sachet Kit', 22000, '석고방향제 키트', 'plaster sachet kit'],
    ['차량용 디퓨저 만들기 키트', 'Car Diffuser Making Kit', 19000, '차량방향제 키트', 'car diffuser kit'],
  ],
  plaster: [
    ['석고 파우더 1kg', 'Plaster Powder 1kg', 5500, '석고가루 방향제', 'plaster powder'],
    ['고강도 석고 1kg', 'High-strength Plaster 1kg', 7800, '고강도석고 단단한', 'high strength plaster'],
    [
      '제스모나이트 AC100 키트 500g',
      'Jesmonite AC100 Kit 500g',
      16500,
      '제스모나이트 트레이 오브제',
      'jesmonite ac100',
    ],
  ],
  sachet: [
    ['사쉐 파우치 10매', 'Sachet Pouches (10)', 4500, '사쉐 파우치 옷장', 'sachet pouches'],
    ['향기 비즈 500g', 'Aroma Beads 500g', 9800, '향기비즈 방향제 차량', 'aroma beads'],
    ['드라이 포푸리 200g', 'Dried Potpourri 200g', 8900, '포푸리 드라이플라워', 'dried potpourri'],
    ['린넨 리본 끈 10m', 'Linen Ribbon 10m', 3500, '리본끈 타블렛 걸이', 'linen ribbon'],
  ],
  book: [
    ['처음 만드는 소이 캔들', 'My First Soy Candle', 18000, '캔들책 입문서 DIY', 'candle book beginner'],
    ['조향의 기초', 'Foundations of Perfumery', 25000, '조향 책 향수', 'perfumery book'],
    ['디퓨저와 룸 스프레이', 'Diffusers and Room Sprays', 19800, '디퓨저 책 홈프래그런스', 'diffuser book'],
    ['TSSA 캔들 디자인 교본', 'TSSA Candle Design Handbook', 32000, 'TSSA 교재 자격증', 'tssa handbook certificate'],
    [
      '석고와 제스모나이트 오브제',
      'Plaster and Jesmonite Objects',
      21000,
      '석고 제스모나이트 책',
      'plaster jesmonite book',
    ],
  ],
};
