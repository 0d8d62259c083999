import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keepMedia, keptMedia } from './media-cache.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'seed-media-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const picture = { path: 'products/a.webp', mime: 'image/webp', bytes: Buffer.from([1, 2, 3]), width: 4, height: 5 };

describe('the pictures kept between seeds of one test run', () => {
  it('are read back as they were kept, bytes as Buffers', () => {
    const folder = path.join(dir, 'run');
    expect(keptMedia(folder)).toBeUndefined();
    keepMedia(folder, [picture]);
    const back = keptMedia(folder);
    expect(back).toEqual([picture]);
    expect(Buffer.isBuffer(back?.[0]?.bytes)).toBe(true);
  });

  it('are not used without a folder, or when the kept file cannot be read', () => {
    expect(keptMedia(undefined)).toBeUndefined();
    const broken = path.join(dir, 'broken');
    keepMedia(broken, [picture]);
    writeFileSync(path.join(broken, 'seed-media.bin'), 'not a kept list');
    expect(keptMedia(broken)).toBeUndefined();
  });
});
