import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { RenderedImage } from './images/render.ts';

const FILE = 'seed-media.bin';

/**
 * The seed's rendered pictures, kept in `folder` (SEED_MEDIA_CACHE) between seeds. `npm test` seeds
 * a dozen databases in one run, and rendering the pictures is over half of each seed's time; it
 * sets a fresh folder for the run and removes it afterwards, so nothing kept outlives the sources.
 */
export function keptMedia(folder: string | undefined): RenderedImage[] | undefined {
  if (!folder) return undefined;
  try {
    const kept = deserialize(readFileSync(path.join(folder, FILE))) as RenderedImage[];
    return kept.map((m) => ({ ...m, bytes: Buffer.from(m.bytes) }));
  } catch {
    return undefined;
  }
}

export function keepMedia(folder: string | undefined, media: RenderedImage[]): void {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  // Written aside and renamed, so that a seed running alongside never reads half a file.
  const aside = path.join(folder, `${FILE}.${randomBytes(4).toString('hex')}`);
  writeFileSync(aside, serialize(media));
  renameSync(aside, path.join(folder, FILE));
}
