import type { Placement } from './images/posters.ts';

type Pair = [string, string];
const at = (kind: Placement['kind'], variant: number, x: number, scale: number): Placement => ({
  kind,
  variant,
  x,
  y: 705,
  scale,
});

/** TSSA workshop classes; sessions are scheduled from the seed date. */
export const CLASSES: {
  slug: string;
  kind: 'certificate' | 'one-day' | 'studio';
  title: Pair;
  summary: Pair;
  body: Pair;
  price: number;
  duration_minutes: number;
  capacity: number;
  items: Placement[];
}[] = [
  {
    slug: 'candle-master',
    kind: 'certificate',
    title: ['TSSA 캔들 마스터 과정', 'TSSA Candle Master Course'],
    summary: [
      '8주 동안 캔들의 모든 것을 배우는 자격증 과정',
      'Eight weeks on everything about candles, with a certificate',
    ],
    body: [
      '<p>왁스와 심지, 향료의 원리부터 컨테이너·필라·디자인 캔들까지 배웁니다.</p><ul><li>주 1회 3시간, 8주</li><li>재료비와 교재 포함</li><li>수료 후 TSSA 자격 시험 응시</li></ul>',
      '<p>From how wax, wicks and fragrance work to container, pillar and design candles.</p><ul><li>3 hours a week for 8 weeks</li><li>Materials and handbook included</li><li>Graduates may sit the TSSA exam</li></ul>',
    ],
    price: 890000,
    duration_minutes: 180,
    capacity: 8,
    items: [at('pillar', 3, 250, 1.32), at('jar-candle', 1, 600, 1.16), at('wax', 4, 940, 1.08)],
  },
  {
    slug: 'diffuser-master',
    kind: 'certificate',
    title: ['TSSA 디퓨저 마스터 과정', 'TSSA Diffuser Master Course'],
    summary: ['디퓨저와 룸 스프레이, 조향 기초까지', 'Diffusers, room sprays and the basics of blending'],
    body: [
      '<p>향료 계열과 블렌딩, 베이스 비율을 배우고 나만의 시그니처 향을 완성합니다.</p><ul><li>주 1회 2시간 30분, 6주</li><li>수료 후 TSSA 자격 시험 응시</li></ul>',
      '<p>Learn fragrance families, blending and base ratios, and finish your own signature scent.</p><ul><li>2.5 hours a week for 6 weeks</li><li>Graduates may sit the TSSA exam</li></ul>',
    ],
    price: 690000,
    duration_minutes: 150,
    capacity: 8,
    items: [at('diffuser', 3, 290, 1.24), at('dropper', 0, 610, 1.08), at('base-bottle', 1, 950, 0.97)],
  },
  {
    slug: 'one-day-soy-candle',
    kind: 'one-day',
    title: ['원데이 소이 캔들 클래스', 'One-day Soy Candle Class'],
    summary: ['두 시간 만에 나만의 캔들 두 개 완성', 'Make two candles of your own in two hours'],
    body: [
      '<p>향을 직접 골라 컨테이너 캔들 두 개를 만듭니다. 처음이어도 괜찮아요.</p>',
      '<p>Choose your scents and make two container candles. No experience needed.</p>',
    ],
    price: 55000,
    duration_minutes: 120,
    capacity: 10,
    items: [at('jar-candle', 4, 460, 1.32), at('jar-candle', 2, 760, 1.08)],
  },
  {
    slug: 'one-day-plaster',
    kind: 'one-day',
    title: ['원데이 석고 방향제 클래스', 'One-day Plaster Sachet Class'],
    summary: ['불을 쓰지 않는 향기 오브제 만들기', 'Make scented objects with no flame'],
    body: [
      '<p>석고 방향제 세 개와 왁스 타블렛 하나를 만듭니다.</p>',
      '<p>Make three plaster sachets and one wax tablet.</p>',
    ],
    price: 45000,
    duration_minutes: 90,
    capacity: 10,
    items: [at('plaster', 2, 400, 1.32), at('mold', 3, 850, 1.06)],
  },
  {
    slug: 'open-studio',
    kind: 'studio',
    title: ['스튜디오 자율 작업', 'Open Studio Session'],
    summary: ['공방 도구와 재료로 자유롭게 작업', 'Work freely with the studio tools and supplies'],
    body: [
      '<p>수료생과 공방 회원을 위한 자율 작업 시간입니다. 재료는 사용한 만큼 정산합니다.</p>',
      '<p>Free studio time for graduates and studio members; pay for the materials you use.</p>',
    ],
    price: 30000,
    duration_minutes: 180,
    capacity: 12,
    items: [at('pitcher', 0, 380, 1.24), at('scale', 2, 760, 1.08)],
  },
];

/** Books link to the catalog's book products by their Korean name. */
export const BOOKS: {
  title: string;
  title_en: string;
  author: string;
  publisher: string;
  price: number;
  summary: Pair;
  published_on: string;
}[] = [
  {
    title: '처음 만드는 소이 캔들',
    title_en: 'My First Soy Candle',
    author: '김에반',
    publisher: '에반스북스',
    price: 18000,
    summary: ['재료 고르기부터 첫 캔들까지', 'From choosing supplies to your first candle'],
    published_on: '2023-03-10',
  },
  {
    title: '조향의 기초',
    title_en: 'Foundations of Perfumery',
    author: '이향기',
    publisher: '향기출판',
    price: 25000,
    summary: ['향료 계열과 블렌딩의 원리', 'Fragrance families and how blending works'],
    published_on: '2022-09-01',
  },
  {
    title: '디퓨저와 룸 스프레이',
    title_en: 'Diffusers and Room Sprays',
    author: '박리드',
    publisher: '에반스북스',
    price: 19800,
    summary: ['발향이 좋은 디퓨저 만들기', 'Diffusers that carry their scent well'],
    published_on: '2024-05-20',
  },
  {
    title: 'TSSA 캔들 디자인 교본',
    title_en: 'TSSA Candle Design Handbook',
    author: 'TSSA 연구소',
    publisher: 'TSSA',
    price: 32000,
    summary: ['TSSA 과정 공식 교재', 'The official TSSA course book'],
    published_on: '2025-01-15',
  },
  {
    title: '석고와 제스모나이트 오브제',
    title_en: 'Plaster and Jesmonite Objects',
    author: '최오브',
    publisher: '에반스북스',
    price: 21000,
    summary: ['불 없이 만드는 향기 오브제', 'Scented objects made without a flame'],
    published_on: '2024-11-02',
  },
];
