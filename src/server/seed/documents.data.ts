import type { DocumentCategory } from '../documents/document.options.ts';

/** `{year}` in any text is the year (in Seoul) the document is published, so the demo never looks dated. */
export type DocumentSeed = {
  category: DocumentCategory;
  title: string;
  title_en: string;
  body: string;
  body_en: string;
  pinned?: boolean;
  /** Published this many days before the seed. */
  days: number;
  files: { name: string; heading: string; lines: string[]; downloads: number }[];
};

const p = (...paras: string[]) => paras.map((t) => `<p>${t}</p>`).join('');
const CONTACT = 'Evans Candle customer service 1588-0000 / www.evans-candle.com';

function msds(product: string, cas: string, flash: string): string[] {
  return [
    `Product: ${product}`,
    'Supplier: Evans Candle Co., Ltd., Seongsu-dong, Seoul, Korea',
    '',
    '1. Hazards identification: not classified as hazardous (GHS).',
    `2. Composition: ${cas}`,
    '3. First aid: eyes - rinse with water; skin - wash with soap and water.',
    '4. Fire fighting: foam, dry chemical, CO2. Do not use a water jet.',
    `5. Physical data: flash point ${flash}.`,
    '6. Storage: cool, dry place, away from direct sunlight and heat.',
    '7. Disposal: according to local regulations.',
    '',
    CONTACT,
  ];
}

/** The document board: catalogues, MSDS, certificates and price lists, newest first. */
export const DOCUMENTS: DocumentSeed[] = [
  {
    category: 'catalog',
    title: '{year} 에반스캔들 제품 카탈로그',
    title_en: 'Evans Candle product catalogue {year}',
    body: p(
      '왁스, 심지, 프래그런스 오일, 용기와 디퓨저 부자재까지 에반스캔들의 전 제품을 한 권에 담았습니다.',
      '품목별 규격과 권장 배합비, 포장 단위를 함께 정리했습니다. 인쇄용 고해상도 파일이 필요하시면 고객센터로 연락해 주세요.',
    ),
    body_en: p(
      'Every Evans Candle product in one book: waxes, wicks, fragrance oils, jars and diffuser supplies.',
      'Sizes, recommended blends and pack sizes for each item. For a high-resolution print file, contact customer service.',
    ),
    pinned: true,
    days: 12,
    files: [
      {
        name: '에반스캔들_제품카탈로그_{year}.pdf',
        heading: 'Evans Candle - Product catalogue {year}',
        lines: [
          '',
          'Waxes: soy 464, soy C3, coconut blend, paraffin 58, beeswax pellets',
          'Wicks: cotton CD series, wooden wicks, ECO series',
          'Fragrance oils: 120 scents, 50 ml to 1 kg',
          'Jars and tins, diffuser bottles, reeds and caps',
          '',
          CONTACT,
        ],
        downloads: 862,
      },
    ],
  },
  {
    category: 'price-list',
    title: '{year}년 도매 단가표',
    title_en: 'Wholesale price list {year}',
    body: p(
      '도매 거래처를 위한 {year}년 단가표입니다. 월 구매 규모에 따른 할인율이 함께 적혀 있습니다.',
      '도매 거래가 처음이시면 고객센터의 도매 신청을 먼저 보내 주세요.',
    ),
    body_en: p(
      'Prices for wholesale customers in {year}, with the discount for each monthly volume.',
      'New to wholesale with us? Send a wholesale application from the customer centre first.',
    ),
    days: 34,
    files: [
      {
        name: '도매단가표_{year}.pdf',
        heading: 'Wholesale price list - {year}',
        lines: [
          '',
          'Soy wax 464, 20 kg ............ KRW 168,000',
          'Cotton wick CD-10, 1,000 pcs ... KRW 39,000',
          'Fragrance oil, 1 kg ............ from KRW 62,000',
          '',
          'Monthly volume over KRW 3,000,000: 5% off; over KRW 10,000,000: 8% off.',
          '',
          CONTACT,
        ],
        downloads: 415,
      },
    ],
  },
  {
    category: 'msds',
    title: '소이왁스 464 MSDS (물질안전보건자료)',
    title_en: 'Soy wax 464 MSDS (safety data sheet)',
    body: p('골든브랜즈 소이왁스 464의 물질안전보건자료입니다. 국문과 영문 자료를 함께 올려 두었습니다.'),
    body_en: p('The safety data sheet of Golden Brands soy wax 464, in Korean and in English.'),
    days: 48,
    files: [
      {
        name: '소이왁스464_MSDS_국문.pdf',
        heading: 'MSDS - Soy wax 464 (Korean edition)',
        lines: msds('Soy wax 464', 'hydrogenated soybean oil (CAS 8016-70-4) 100%', 'above 290 C'),
        downloads: 233,
      },
      {
        name: 'SoyWax464_MSDS_EN.pdf',
        heading: 'MSDS - Soy wax 464',
        lines: msds('Soy wax 464', 'hydrogenated soybean oil (CAS 8016-70-4) 100%', 'above 290 C'),
        downloads: 121,
      },
    ],
  },
  {
    category: 'msds',
    title: '파라핀 왁스 58 MSDS',
    title_en: 'Paraffin wax 58 MSDS',
    body: p('필러·주형 캔들에 쓰는 파라핀 왁스 58의 물질안전보건자료입니다.'),
    body_en: p('Safety data sheet of paraffin wax 58, for container and pillar candles.'),
    days: 61,
    files: [
      {
        name: '파라핀왁스58_MSDS.pdf',
        heading: 'MSDS - Paraffin wax 58',
        lines: msds('Paraffin wax 58', 'paraffin waxes and hydrocarbon waxes (CAS 8002-74-2) 100%', 'above 200 C'),
        downloads: 148,
      },
    ],
  },
  {
    category: 'msds',
    title: '프래그런스 오일 MSDS 모음 (화이트 머스크 외 12종)',
    title_en: 'Fragrance oil MSDS set (White Musk and 12 more)',
    body: p(
      '판매량이 많은 프래그런스 오일 13종의 MSDS를 한 파일로 묶었습니다.',
      '다른 향의 자료가 필요하시면 상품명과 함께 1:1 문의로 요청해 주세요.',
    ),
    body_en: p(
      'The safety data sheets of our 13 best-selling fragrance oils in one file.',
      'For another scent, ask through a 1:1 inquiry with the product name.',
    ),
    days: 75,
    files: [
      {
        name: '프래그런스오일_MSDS_13종.pdf',
        heading: 'MSDS - Fragrance oils (13 scents)',
        lines: msds(
          'Fragrance oil blend (White Musk and 12 more)',
          'fragrance compounds, see section 3 of each sheet',
          '82 C to 96 C',
        ),
        downloads: 507,
      },
    ],
  },
  {
    category: 'msds',
    title: '디퓨저 베이스 (DPG) MSDS',
    title_en: 'Diffuser base (DPG) MSDS',
    body: p('리드 디퓨저 베이스로 쓰는 디프로필렌글리콜(DPG)의 물질안전보건자료입니다.'),
    body_en: p('Safety data sheet of dipropylene glycol (DPG), the reed diffuser base.'),
    days: 96,
    files: [
      {
        name: '디퓨저베이스_DPG_MSDS.pdf',
        heading: 'MSDS - Diffuser base (DPG)',
        lines: msds('Diffuser base, dipropylene glycol', 'dipropylene glycol (CAS 25265-71-8) 100%', '124 C'),
        downloads: 189,
      },
    ],
  },
  {
    category: 'certificate',
    title: '프래그런스 오일 IFRA 적합성 인증서',
    title_en: 'Fragrance oils: IFRA conformity certificates',
    body: p(
      'IFRA 51차 기준에 따른 프래그런스 오일의 적합성 인증서입니다. 제품 용도(캔들, 디퓨저, 룸스프레이)별 최대 사용량을 확인하세요.',
    ),
    body_en: p(
      'IFRA 51st amendment conformity certificates of our fragrance oils, with the maximum use for candles, diffusers and room sprays.',
    ),
    days: 110,
    files: [
      {
        name: 'IFRA_적합성인증서_{year}.pdf',
        heading: 'IFRA conformity certificate - 51st amendment',
        lines: [
          '',
          'Category 12 (candles): up to 10%',
          'Category 10A (reed diffusers): up to 25%',
          'Category 10A (room sprays): up to 5%',
          '',
          CONTACT,
        ],
        downloads: 276,
      },
    ],
  },
  {
    category: 'certificate',
    title: '소이왁스 USDA 바이오 기반 제품 인증서',
    title_en: 'Soy wax USDA BioPreferred certificate',
    body: p('에반스캔들이 공급하는 소이왁스의 USDA 바이오 기반 제품 인증서 사본입니다.'),
    body_en: p('A copy of the USDA BioPreferred certificate of the soy wax we supply.'),
    days: 140,
    files: [
      {
        name: 'USDA_BioPreferred_소이왁스.pdf',
        heading: 'USDA Certified Biobased Product - Soy wax',
        lines: ['', 'Biobased content: 100%', 'Certificate holder: supplier of Evans Candle soy waxes', '', CONTACT],
        downloads: 94,
      },
    ],
  },
  {
    category: 'certificate',
    title: '캔들 안전확인 신고 증명서 (KC)',
    title_en: 'Candle safety confirmation (KC) certificate',
    body: p(
      '생활화학제품 안전기준에 따른 캔들 완제품의 안전확인 신고 증명서입니다. 판매용 캔들을 만드시는 분께 필요한 자료입니다.',
    ),
    body_en: p(
      'The KC safety confirmation of our finished candles under the Korean household chemical products standard, for makers who sell candles.',
    ),
    days: 188,
    files: [
      {
        name: '캔들_안전확인신고증명서.pdf',
        heading: 'Safety confirmation certificate (KC) - Candles',
        lines: ['', 'Product group: candles (household chemical products)', 'Status: confirmed', '', CONTACT],
        downloads: 331,
      },
    ],
  },
  {
    category: 'catalog',
    title: '디퓨저 용기·리드 카탈로그',
    title_en: 'Diffuser bottles and reeds catalogue',
    body: p('디퓨저 유리병, 캡, 리드와 섬유 스틱의 규격표와 사진을 모은 카탈로그입니다.'),
    body_en: p('Sizes and photos of our diffuser bottles, caps, reeds and fibre sticks.'),
    days: 215,
    files: [
      {
        name: '디퓨저용기_리드_카탈로그.pdf',
        heading: 'Evans Candle - Diffuser bottles and reeds',
        lines: [
          '',
          'Bottles: 100 ml, 200 ml, 500 ml (round, square, ribbed)',
          'Reeds: rattan 3 mm, fibre 4 mm',
          '',
          CONTACT,
        ],
        downloads: 202,
      },
    ],
  },
  {
    category: 'price-list',
    title: 'TSSA 클래스 재료비 안내',
    title_en: 'TSSA classes: materials fees',
    body: p('TSSA 자격 과정과 원데이 클래스의 재료비 안내입니다. 수강료와 별도로 첫 수업에 결제합니다.'),
    body_en: p(
      'Materials fees of the TSSA certificate courses and one-day classes, paid at the first class besides the course fee.',
    ),
    days: 240,
    files: [
      {
        name: 'TSSA_재료비안내.pdf',
        heading: 'TSSA classes - materials fees',
        lines: [
          '',
          'Candle certificate course: KRW 180,000',
          'Diffuser certificate course: KRW 150,000',
          'One-day classes: included',
          '',
          CONTACT,
        ],
        downloads: 77,
      },
    ],
  },
  {
    category: 'catalog',
    title: '{year} 에반스캔들 제품 카탈로그',
    title_en: 'Evans Candle product catalogue {year}',
    body: p('지난 해 카탈로그입니다. 단종된 품목이 있으니 최신 카탈로그를 함께 확인해 주세요.'),
    body_en: p("Last year's catalogue. Some items are discontinued: see the latest catalogue too."),
    days: 330,
    files: [
      {
        name: '에반스캔들_제품카탈로그_{year}.pdf',
        heading: 'Evans Candle - Product catalogue {year}',
        lines: ['', 'See the latest catalogue for current items and prices.', '', CONTACT],
        downloads: 640,
      },
    ],
  },
];
