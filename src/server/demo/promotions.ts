import type { TemplateNode } from '../db/schema/content.ts';
import type { ImageKind } from './images/products.ts';

export type PosterSpec = {
  path: string;
  width: number;
  height: number;
  eyebrow: string;
  title: string;
  subtitle: string;
  badge?: string;
  kind: ImageKind;
  variant: number;
};

/** The spec's five week picks: Monday to Sunday from 14 Jul to 17 Aug 2025, 30/5/10/20/20 % off. */
export const WEEK_PICKS = [
  {
    week_no: 1,
    starts_on: '2025-07-14',
    ends_on: '2025-07-20',
    discount_rate: 30,
    title: '소이왁스 특가 주간',
    title_en: 'Soy wax week',
    kind: 'wax' as const,
    link: { type: 'category', id: 1 },
  },
  {
    week_no: 2,
    starts_on: '2025-07-21',
    ends_on: '2025-07-27',
    discount_rate: 5,
    title: '리드 디퓨저 주간',
    title_en: 'Reed diffuser week',
    kind: 'diffuser' as const,
    link: { type: 'category', id: 11 },
  },
  {
    week_no: 3,
    starts_on: '2025-07-28',
    ends_on: '2025-08-03',
    discount_rate: 10,
    title: '여름 향료 주간',
    title_en: 'Summer scents week',
    kind: 'dropper' as const,
    link: { type: 'category', id: 3 },
  },
  {
    week_no: 4,
    starts_on: '2025-08-04',
    ends_on: '2025-08-10',
    discount_rate: 20,
    title: '캔들 키트 주간',
    title_en: 'Candle kit week',
    kind: 'kit' as const,
    link: { type: 'category', id: 13 },
  },
  {
    week_no: 5,
    starts_on: '2025-08-11',
    ends_on: '2025-08-17',
    discount_rate: 20,
    title: '유리 용기 주간',
    title_en: 'Glass jar week',
    kind: 'jar-candle' as const,
    link: { type: 'category', id: 6 },
  },
];

export function weekPickPosters(): PosterSpec[] {
  return WEEK_PICKS.flatMap((w, i) => [
    {
      path: `week-picks/week-${w.week_no}.webp`,
      width: 720,
      height: 900,
      eyebrow: `WEEK ${w.week_no}`,
      title: w.title.replace(' ', '\n'),
      subtitle: `${w.starts_on.slice(5).replace('-', '.')} – ${w.ends_on.slice(5).replace('-', '.')}`,
      badge: `${w.discount_rate}%`,
      kind: w.kind,
      variant: i + 1,
    },
  ]);
}

export const POPUPS = [
  {
    type: 'daily',
    title: '오늘의 특가',
    link: '/shop/category/12',
    link_en: '/shop/category/12',
    ko: { eyebrow: '오늘만 특가', title: '소이왁스\n전 품목 20%', subtitle: '오늘 자정까지' },
    en: { eyebrow: "Today's deal", title: 'All soy wax\n20% off', subtitle: 'Until midnight' },
    kind: 'wax' as const,
  },
  {
    type: 'normal',
    title: 'TSSA 캔들 마스터 모집',
    link: '/tssa',
    link_en: '/tssa',
    ko: { eyebrow: 'TSSA', title: '캔들 마스터\n과정 모집', subtitle: '8주 과정 · 자격증 취득' },
    en: { eyebrow: 'TSSA', title: 'Candle Master\ncourse', subtitle: '8 weeks · certificate' },
    kind: 'jar-candle' as const,
  },
];

export function popupPosters(): PosterSpec[] {
  return POPUPS.flatMap((p, i) => [
    { path: `popups/${i + 1}-ko.webp`, width: 720, height: 900, ...p.ko, kind: p.kind, variant: i + 4 },
    { path: `popups/${i + 1}-en.webp`, width: 720, height: 900, ...p.en, kind: p.kind, variant: i + 4 },
  ]);
}

const text = (tag: string, innerText: string, cls?: string): TemplateNode => ({
  tag,
  option: { ...(cls ? { class: cls } : {}), props: { innerText } },
});

export const MAIN_BANNER: TemplateNode = {
  id: 'main-banner',
  tag: 'section',
  option: { class: 'cms-banner' },
  children: [
    text('strong', '신규 회원 3,000원 쿠폰', 'cms-banner__title'),
    text('span', '가입 즉시 사용 가능 · 5만원 이상 무료배송', 'cms-banner__text'),
  ],
};

export const TREND_TEMPLATE: TemplateNode = {
  id: 'weekly-lineup',
  tag: 'section',
  option: { class: 'lineup' },
  children: [
    text('h2', 'Weekly Line-up', 'lineup__title'),
    text('p', '이번 주 공방에서 가장 많이 쓴 재료들', 'lineup__lead'),
    {
      tag: 'ul',
      option: { class: 'lineup__list' },
      children: [
        { tag: 'li', children: [{ tag: 'a', option: { props: { href: '/shop/category/1', innerText: '소이왁스' } } }] },
        {
          tag: 'li',
          children: [{ tag: 'a', option: { props: { href: '/shop/category/3', innerText: '프래그런스 오일' } } }],
        },
        {
          tag: 'li',
          children: [{ tag: 'a', option: { props: { href: '/shop/category/6', innerText: '유리 캔들 용기' } } }],
        },
        {
          tag: 'li',
          children: [{ tag: 'a', option: { props: { href: '/shop/category/13', innerText: 'DIY 키트' } } }],
        },
      ],
    },
  ],
};

/** Feed posts; the reel (mp4) and the PNG are there for the jpeg/jpg-only rule to drop. */
export const INSTAGRAM_POSTS: { kind: ImageKind | null; code: string; ext: 'jpg' | 'jpeg' | 'png' | 'mp4' }[] = [
  { kind: 'jar-candle', code: 'C1cAnd1e', ext: 'jpg' },
  { kind: 'diffuser', code: 'C2dIffu5', ext: 'jpg' },
  { kind: 'wax', code: 'C3wAxPlz', ext: 'jpeg' },
  { kind: null, code: 'C4rEel00', ext: 'mp4' },
  { kind: 'pillar-candle', code: 'C5p1llar', ext: 'jpg' },
  { kind: 'dropper', code: 'C6oIlDrp', ext: 'jpg' },
  { kind: 'kit', code: 'C7kItBox', ext: 'png' },
  { kind: 'mold', code: 'C8mOldSi', ext: 'jpg' },
  { kind: 'dye', code: 'C9dYeSet', ext: 'jpeg' },
];
