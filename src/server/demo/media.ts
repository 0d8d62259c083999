import type { Executor } from '../db/client.ts';
import { mediaFiles } from '../db/schema/index.ts';
import { GUIDES } from './guides.ts';
import { posterSvg } from './images/banners.ts';
import { enableKoreanSvgText } from './images/fonts.ts';
import { type ImageKind, productImagePath, productSvg, VARIANTS_PER_KIND } from './images/products.ts';
import { type RenderedImage, renderSvg } from './images/render.ts';
import { INSTAGRAM_POSTS, popupPosters, weekPickPosters } from './promotions.ts';

const KINDS: ImageKind[] = [
  'jar-candle',
  'pillar-candle',
  'diffuser',
  'dropper',
  'wax',
  'wick',
  'mold',
  'dye',
  'tool',
  'kit',
  'book',
  'tin',
];
const GUIDE_KINDS: ImageKind[] = ['jar-candle', 'diffuser', 'kit', 'pillar-candle', 'mold', 'dye'];
const PROMOS: [string, ImageKind][] = [
  ['winter-candle-week', 'jar-candle'],
  ['starter-kit', 'kit'],
  ['bulk-wax', 'wax'],
  ['tssa-early-bird', 'pillar-candle'],
];

/** A one-page PDF for the notice attachment examples. */
const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function inBatches<T>(jobs: (() => Promise<T>)[], size = 4): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < jobs.length; i += size) out.push(...(await Promise.all(jobs.slice(i, i + size).map((j) => j()))));
  return out;
}

/** Renders every image the demo shop shows and stores it for /media/<path>. */
export async function seedMedia(db: Executor): Promise<number> {
  enableKoreanSvgText();
  const jobs: (() => Promise<RenderedImage>)[] = [];
  for (const kind of KINDS) {
    for (let v = 0; v < VARIANTS_PER_KIND; v++)
      jobs.push(() => renderSvg(productImagePath(kind, v), productSvg(kind, v)));
  }
  for (const [i, g] of GUIDES.entries()) {
    jobs.push(() => renderSvg(`guides/${g.slug}.webp`, productSvg(GUIDE_KINDS[i] ?? 'kit', i + 2)));
  }
  for (const [i, [slug, kind]] of PROMOS.entries()) {
    jobs.push(() => renderSvg(`promotions/${slug}.webp`, productSvg(kind, i + 3)));
  }
  for (const p of [...weekPickPosters(), ...popupPosters()]) jobs.push(() => renderSvg(p.path, posterSvg(p)));
  INSTAGRAM_POSTS.forEach((post, i) => {
    const { kind } = post;
    if (!kind || post.ext === 'mp4') return;
    jobs.push(() =>
      renderSvg(`instagram/${post.code}.${post.ext}`, productSvg(kind, i + 1), post.ext === 'png' ? 'png' : 'jpeg'),
    );
  });
  const images = await inBatches(jobs);
  const rows = [
    ...images,
    { path: 'files/notice-guide.pdf', mime: 'application/pdf', bytes: SAMPLE_PDF, width: 0, height: 0 },
  ];
  for (let i = 0; i < rows.length; i += 20)
    await db
      .insert(mediaFiles)
      .values(rows.slice(i, i + 20))
      .onConflictDoNothing();
  return rows.length;
}
