import { config } from '../config.ts';
import type { Executor } from '../db/client.ts';
import { mediaFiles } from '../db/schema/index.ts';
import { GUIDES } from './guides.data.ts';
import { enableShopFonts } from './images/fonts.ts';
import { portraitSvg } from './images/portrait.ts';
import { compositionSvg, posterSvg } from './images/posters.ts';
import { IMAGE_KINDS, type ImageKind, productImagePath, productSvg, variantsOf } from './images/product-art.ts';
import { type RenderedImage, renderSvg } from './images/render.ts';
import { keepMedia, keptMedia } from './media-cache.ts';
import { PROMOTIONS } from './pages.data.ts';
import { productLooks } from './product-looks.ts';
import { INSTAGRAM_POSTS, POPUPS, WEEK_PICKS } from './promotions.data.ts';
import { samplePdf } from './sample-pdf.ts';
import { CLASSES } from './workshop.data.ts';
import { INSTRUCTORS } from './workshop-school.data.ts';

type Job = () => Promise<RenderedImage>;
const PROMO_KINDS: ImageKind[] = ['dropper', 'kit', 'wax', 'pillar'];
const dots = (iso: string) => iso.slice(5).replace('-', '.');

function jobs(): Job[] {
  const list: Job[] = [];
  for (const kind of IMAGE_KINDS)
    for (let v = 0; v < variantsOf(kind); v++)
      list.push(() => renderSvg(productImagePath(kind, v), productSvg(kind, v)));
  for (const { kind, look } of productLooks())
    list.push(() => renderSvg(productImagePath(kind, 0, look), productSvg(kind, 0, look)));
  for (const [i, g] of GUIDES.entries()) {
    const svg = compositionSvg(1200, 800, i + 1, g.cover, { prop: i % 2 === 0 });
    list.push(() => renderSvg(`guides/${g.slug}.webp`, svg));
  }
  for (const [i, c] of CLASSES.entries()) {
    const svg = compositionSvg(1200, 800, i + 3, c.items, { prop: true });
    list.push(() => renderSvg(`classes/${c.slug}.webp`, svg));
  }
  for (const [i, p] of INSTRUCTORS.entries()) list.push(() => renderSvg(`instructors/${p.slug}.webp`, portraitSvg(i)));
  PROMOTIONS.forEach((p, i) => {
    const kind = PROMO_KINDS[i % PROMO_KINDS.length] ?? 'kit';
    const items = [{ kind, variant: i + 2, x: 960, y: 352, scale: 0.55 }];
    const poster = {
      width: 1200,
      height: 400,
      tint: i + 4,
      eyebrow: 'EVANS CANDLE',
      title: p.title[0],
      subtitle: p.title[1],
      items,
    };
    list.push(() => renderSvg(`promotions/${p.slug}.webp`, posterSvg(poster)));
  });
  for (const w of WEEK_PICKS) {
    const poster = {
      width: 720,
      height: 900,
      tint: w.week_no,
      eyebrow: `WEEK ${w.week_no} · ${dots(w.starts_on)} – ${dots(w.ends_on)}`,
      title: w.title[0].replace(' ', '\n'),
      subtitle: w.title[1],
      badge: `${w.discount_rate}%`,
      items: w.items,
    };
    list.push(() => renderSvg(`week-picks/week-${w.week_no}.webp`, posterSvg(poster)));
  }
  POPUPS.forEach((p, i) => {
    for (const [lang, l] of [
      ['ko', 0],
      ['en', 1],
    ] as const) {
      const { eyebrow, title, subtitle } = p.copy;
      const poster = {
        width: 720,
        height: 900,
        tint: p.tint,
        eyebrow: eyebrow[l],
        title: title[l],
        subtitle: subtitle[l],
        items: p.items,
      };
      list.push(() => renderSvg(`popups/${i + 1}-${lang}.webp`, posterSvg(poster)));
    }
  });
  for (const post of INSTAGRAM_POSTS) {
    if (post.ext === 'mp4') continue; // a reel has no picture of ours; the feed drops it anyway
    const format = post.ext === 'png' ? 'png' : 'jpeg';
    list.push(() =>
      renderSvg(
        `instagram/${post.code}.${post.ext}`,
        compositionSvg(800, 800, post.tint, post.items, { horizon: 0.64 }),
        format,
      ),
    );
  }
  return list;
}

/**
 * Renders every picture the shop shows, a few at a time (sharp works on its own threads), or reads
 * them back from SEED_MEDIA_CACHE when a seed of the same run rendered them already.
 */
export async function renderMedia(concurrency = 4): Promise<RenderedImage[]> {
  const kept = keptMedia(config.seedMediaCache);
  if (kept) return kept;
  enableShopFonts();
  const all = jobs();
  const out: RenderedImage[] = [];
  for (let i = 0; i < all.length; i += concurrency)
    out.push(...(await Promise.all(all.slice(i, i + concurrency).map((job) => job()))));
  out.push({ path: 'files/notice-guide.pdf', mime: 'application/pdf', bytes: samplePdf(), width: 0, height: 0 });
  keepMedia(config.seedMediaCache, out);
  return out;
}

export async function insertMedia(db: Executor, files: RenderedImage[]): Promise<void> {
  for (let i = 0; i < files.length; i += 25)
    await db
      .insert(mediaFiles)
      .values(files.slice(i, i + 25))
      .onConflictDoNothing();
}
