import type { TemplateNode } from '../db/schema/content.ts';
import type { Placement } from './images/posters.ts';

type Pair = [string, string];
const at = (kind: Placement['kind'], variant: number, x: number, scale: number, y = 830): Placement => ({
  kind,
  variant,
  x,
  y,
  scale,
});

/**
 * The spec's five week picks: Monday to Sunday from 14 Jul to 17 Aug 2025, 30/5/10/20/20 % off.
 * A link names a category id or, for products, the product's Korean name (its id is known after insert).
 */
export const WEEK_PICKS: {
  week_no: number;
  starts_on: string;
  ends_on: string;
  discount_rate: number;
  title: Pair;
  link: { type: 'category'; id: number } | { type: 'product'; name: string };
  items: Placement[];
}[] = [
  {
    week_no: 1,
    starts_on: '2025-07-14',
    ends_on: '2025-07-20',
    discount_rate: 30,
    title: ['소이왁스 특가 주간', 'Soy wax week'],
    link: { type: 'category', id: 101 },
    items: [at('wax', 0, 360, 1.37)],
  },
  {
    week_no: 2,
    starts_on: '2025-07-21',
    ends_on: '2025-07-27',
    discount_rate: 5,
    title: ['리드 디퓨저 주간', 'Reed diffuser week'],
    link: { type: 'product', name: '피오니 블러쉬 리드 디퓨저' },
    items: [at('diffuser', 1, 360, 1.23)],
  },
  {
    week_no: 3,
    starts_on: '2025-07-28',
    ends_on: '2025-08-03',
    discount_rate: 10,
    title: ['여름 향료 주간', 'Summer scents week'],
    link: { type: 'category', id: 3 },
    items: [at('dropper', 2, 380, 1.3)],
  },
  {
    week_no: 4,
    starts_on: '2025-08-04',
    ends_on: '2025-08-10',
    discount_rate: 20,
    title: ['캔들 키트 주간', 'Candle kit week'],
    link: { type: 'product', name: '소이 캔들 만들기 키트' },
    items: [at('kit', 3, 360, 1.3)],
  },
  {
    week_no: 5,
    starts_on: '2025-08-11',
    ends_on: '2025-08-17',
    discount_rate: 20,
    title: ['유리 용기 주간', 'Glass jar week'],
    link: { type: 'category', id: 121 },
    items: [at('glass-jar', 1, 360, 1.37)],
  },
];

export const POPUPS: {
  type: 'daily' | 'normal';
  title: string;
  link: Pair;
  copy: { eyebrow: Pair; title: Pair; subtitle: Pair };
  items: Placement[];
  tint: number;
}[] = [
  {
    type: 'daily',
    title: '오늘의 특가',
    link: ['/shop/category/12', '/shop/category/12'],
    copy: {
      eyebrow: ['오늘만 특가', "Today's deal"],
      title: ['소이왁스\n전 품목 20%', 'All soy wax\n20% off'],
      subtitle: ['오늘 자정까지', 'Until midnight tonight'],
    },
    items: [at('wax', 1, 360, 1.37)],
    tint: 4,
  },
  {
    type: 'normal',
    title: 'TSSA 캔들 마스터 모집',
    link: ['/tssa', '/tssa'],
    copy: {
      eyebrow: ['TSSA', 'TSSA'],
      title: ['캔들 마스터\n과정 모집', 'Candle Master\ncourse'],
      subtitle: ['8주 과정 · 자격증 취득', '8 weeks · certificate'],
    },
    items: [at('pillar', 0, 260, 1.17), at('jar-candle', 3, 550, 0.98, 850)],
    tint: 5,
  },
];

const text = (tag: string, innerText: string, cls: string, style?: string): TemplateNode => ({
  tag,
  option: { class: cls, ...(style ? { style } : {}), props: { innerText } },
});

/**
 * The top banner. The storefront wraps the whole banner in its own link (`link`/`link_en`), so the
 * call to action is a span: a link inside a link is invalid HTML.
 */
export const MAIN_BANNER: TemplateNode = {
  id: 'main-banner',
  tag: 'div',
  option: { class: 'cms-banner' },
  children: [
    text('h2', '신규 회원 3,000원 쿠폰', 'cms-banner__title', 'font-size: 1rem; margin: 0'),
    text('p', '가입 즉시 사용 · 5만원 이상 무료배송', 'cms-banner__text', 'margin: 0'),
    text('span', '쿠폰 받기 →', 'cms-banner__cta', 'font-weight: 600'),
  ],
};

const pill = (href: string, innerText: string): TemplateNode => ({
  tag: 'li',
  children: [{ tag: 'a', option: { props: { href, innerText } } }],
});

/** The weekly line-up block under the week picks; links are filled with real ids at seed time. */
export function lineupTemplate(links: { href: string; label: string }[]): TemplateNode {
  return {
    id: 'weekly-lineup',
    tag: 'section',
    option: { class: 'lineup' },
    children: [
      text('h2', 'Weekly Line-up', 'lineup__title'),
      text('p', '이번 주 공방에서 가장 많이 쓴 재료들', 'lineup__lead'),
      { tag: 'ul', option: { class: 'lineup__list' }, children: links.map((l) => pill(l.href, l.label)) },
    ],
  };
}

/** Feed posts; the PNG and the reel (mp4) are there for the jpeg/jpg-only rule to drop. */
export const INSTAGRAM_POSTS: {
  code: string;
  ext: 'jpg' | 'jpeg' | 'png' | 'mp4';
  caption: string;
  items: Placement[];
  tint: number;
}[] = [
  {
    code: 'C8eVnsCndl1',
    ext: 'jpg',
    caption: '가을 첫 캔들, 시더우드 앰버',
    items: [at('jar-candle', 5, 300, 1.04, 720), at('pillar', 1, 560, 0.81, 740)],
    tint: 7,
  },
  {
    code: 'C8eVnsDfsr2',
    ext: 'jpg',
    caption: '집들이 선물로 리드 디퓨저',
    items: [at('diffuser', 0, 400, 1.1, 730)],
    tint: 2,
  },
  { code: 'C8eVnsWax03', ext: 'jpeg', caption: '오늘 입고된 소이왁스', items: [at('wax', 3, 400, 1.17, 720)], tint: 0 },
  { code: 'C8eVnsReel4', ext: 'mp4', caption: '붓는 온도 55°C의 비밀 (릴스)', items: [], tint: 0 },
  {
    code: 'C8eVnsPllr5',
    ext: 'jpg',
    caption: '필라 캔들 클래스 현장',
    items: [at('pillar', 2, 400, 1.1, 730)],
    tint: 1,
  },
  {
    code: 'C8eVnsOils6',
    ext: 'jpg',
    caption: '새로 나온 시그니처 블렌드',
    items: [at('dropper', 1, 400, 1.1, 730)],
    tint: 3,
  },
  { code: 'C8eVnsKitP7', ext: 'png', caption: '입문자 키트 구성', items: [at('kit', 0, 400, 1.1, 730)], tint: 4 },
  {
    code: 'C8eVnsMold8',
    ext: 'jpg',
    caption: '실리콘 몰드로 만든 립 캔들',
    items: [at('mold', 1, 400, 1.1, 730)],
    tint: 6,
  },
  {
    code: 'C8eVnsDye09',
    ext: 'jpeg',
    caption: '파스텔 색소로 물들이기',
    items: [at('dye', 3, 400, 1.1, 730)],
    tint: 5,
  },
];
