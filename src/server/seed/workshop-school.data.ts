/** The TSSA school around the classes of workshop.data.ts: tracks, instructors, curricula, kits and the demo's records. */

type Pair = [string, string];

export const TRACKS: { slug: string; name: Pair; summary: Pair; is_certificate: boolean }[] = [
  {
    slug: 'candle',
    name: ['캔들 공예 자격 과정', 'Candle Craft Certificate'],
    summary: [
      '왁스와 심지의 원리부터 디자인 캔들까지, 단계별 과정을 마치면 TSSA 캔들 공예 자격증을 받습니다.',
      'From how wax and wicks work to design candles; finish the levels to earn the TSSA candle craft certificate.',
    ],
    is_certificate: true,
  },
  {
    slug: 'diffuser',
    name: ['디퓨저·조향 자격 과정', 'Diffuser and Fragrance Certificate'],
    summary: [
      '향료 계열과 블렌딩, 디퓨저와 룸 스프레이까지 배우고 TSSA 디퓨저·조향 자격증을 받습니다.',
      'Fragrance families, blending, diffusers and room sprays, leading to the TSSA diffuser and fragrance certificate.',
    ],
    is_certificate: true,
  },
  {
    slug: 'one-day',
    name: ['원데이 클래스', 'One-day Classes'],
    summary: [
      '처음이어도 한 번에 완성하는 체험 클래스입니다.',
      'Classes you finish in one visit, no experience needed.',
    ],
    is_certificate: false,
  },
];

export const INSTRUCTORS: { slug: string; name: Pair; bio: Pair }[] = [
  {
    slug: 'kim-evan',
    name: ['김에반', 'Evan Kim'],
    bio: [
      '에반스캔들 대표 강사. 15년 동안 캔들을 만들고 가르쳤으며 『처음 만드는 소이 캔들』을 썼습니다.',
      'Lead instructor of Evans Candle; fifteen years of making and teaching candles, author of My First Soy Candle.',
    ],
  },
  {
    slug: 'lee-hyanggi',
    name: ['이향기', 'Hyanggi Lee'],
    bio: [
      '조향사. 향료 회사에서 10년 동안 향을 만들었고 『조향의 기초』를 썼습니다.',
      'Perfumer; ten years creating scents at a fragrance house, author of Foundations of Perfumery.',
    ],
  },
  {
    slug: 'choi-ob',
    name: ['최오브', 'Ob Choi'],
    bio: [
      '석고와 제스모나이트 오브제 작가. 원데이 클래스와 스튜디오를 맡고 있습니다.',
      'Maker of plaster and Jesmonite objects; leads the one-day classes and the open studio.',
    ],
  },
];

type Step = [string, string, number];

/** What each class of CLASSES (by slug) adds: its track and level, curriculum, take-home, instructor and kit. */
export const CLASS_DETAILS: Record<
  string,
  { track: string | null; level: number | null; instructor: string; curriculum: Step[]; take_home: Pair; kit: string[] }
> = {
  'candle-master': {
    track: 'candle',
    level: 1,
    instructor: 'kim-evan',
    curriculum: [
      ['왁스의 종류와 녹는점', 'Waxes and their melting points', 180],
      ['심지 고르기와 연소 테스트', 'Choosing wicks and burn tests', 180],
      ['컨테이너 캔들', 'Container candles', 180],
      ['필라 캔들과 몰드', 'Pillar candles and moulds', 180],
      ['향료 비율과 발향', 'Fragrance load and scent throw', 180],
      ['디자인 캔들', 'Design candles', 180],
      ['판매용 캔들의 안전 표시', 'Safety labels for candles you sell', 180],
      ['수료 작품과 자격 시험', 'Final piece and the certificate exam', 180],
    ],
    take_home: [
      '매주 만든 캔들(컨테이너·필라·디자인 캔들 12점 이상)과 TSSA 캔들 디자인 교본',
      'The candles you make each week (twelve or more container, pillar and design candles) and the TSSA Candle Design Handbook',
    ],
    kit: ['골든브랜즈 소이왁스 464', 'ECO 심지 8호 100개입', '유리 캔들 용기 200ml', '화이트 머스크 프래그런스 오일'],
  },
  'diffuser-master': {
    track: 'diffuser',
    level: 1,
    instructor: 'lee-hyanggi',
    curriculum: [
      ['향료 계열 익히기', 'The fragrance families', 150],
      ['탑·미들·베이스 노트', 'Top, middle and base notes', 150],
      ['디퓨저 베이스와 농도', 'Diffuser bases and strength', 150],
      ['룸 스프레이와 차량용 디퓨저', 'Room sprays and car diffusers', 150],
      ['시그니처 향 조향', 'Blending your signature scent', 150],
      ['수료 작품과 자격 시험', 'Final piece and the certificate exam', 150],
    ],
    take_home: [
      '나만의 시그니처 향 디퓨저 3병, 룸 스프레이 2병과 조향 노트',
      'Three diffusers and two room sprays of your signature scent, and your blending notes',
    ],
    kit: ['무향 디퓨저 베이스', '라탄 리드 스틱 4mm 30cm 50개입', '룸스프레이 베이스'],
  },
  'one-day-soy-candle': {
    track: 'one-day',
    level: null,
    instructor: 'kim-evan',
    curriculum: [
      ['향 고르기', 'Choosing your scents', 30],
      ['왁스 녹이기와 붓기', 'Melting and pouring the wax', 60],
      ['굳히기와 포장', 'Setting and wrapping', 30],
    ],
    take_home: ['200ml 컨테이너 캔들 두 개', 'Two 200 ml container candles'],
    kit: ['골든브랜즈 소이왁스 464', '코튼 심지 CD-14 100개입', '유리 캔들 용기 200ml'],
  },
  'one-day-plaster': {
    track: 'one-day',
    level: null,
    instructor: 'choi-ob',
    curriculum: [
      ['석고 배합', 'Mixing the plaster', 30],
      ['몰드에 붓고 색 내기', 'Pouring and colouring', 40],
      ['향 입히기와 포장', 'Scenting and wrapping', 20],
    ],
    take_home: ['석고 방향제 세 개와 왁스 타블렛 하나', 'Three plaster sachets and one wax tablet'],
    kit: ['석고 파우더 1kg', '석고 방향제 꽃 몰드', '마이카 파우더 골드 10g'],
  },
  'open-studio': {
    track: null,
    level: null,
    instructor: 'choi-ob',
    curriculum: [['자율 작업', 'Free work', 180]],
    take_home: ['그날 만든 작품', 'Whatever you make that day'],
    kit: [],
  },
};

/** The demo member's certificate (its public number is fixed so that it can be verified in a demo). */
export const DEMO_CERTIFICATE = { number: 'TSSA-C1-7K3M9QXA', class: 'candle-master', issued_days_ago: 40 };

/**
 * The demo member's past and present sign-ups: a class attended (with the certificate), one missed, one
 * cancelled with its refund, an upcoming paid seat, and a place on a full session's waitlist.
 */
export const DEMO_SIGNUPS: {
  class: string;
  /** Days from the seed date; negative is in the past. A session is added for a past date. */
  session: { past_days: number } | { upcoming: number };
  status: 'attended' | 'no_show' | 'cancelled' | 'confirmed' | 'waitlisted';
  refund_rate?: number;
}[] = [
  { class: 'candle-master', session: { past_days: 90 }, status: 'attended' },
  { class: 'one-day-plaster', session: { past_days: 25 }, status: 'attended' },
  { class: 'one-day-soy-candle', session: { past_days: 12 }, status: 'no_show' },
  { class: 'diffuser-master', session: { upcoming: 2 }, status: 'confirmed' },
  { class: 'one-day-plaster', session: { upcoming: 3 }, status: 'cancelled', refund_rate: 100 },
  { class: 'one-day-soy-candle', session: { upcoming: 0 }, status: 'waitlisted' },
];
