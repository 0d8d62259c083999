import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Banner and popup images carry Korean text; the renderer finds Pretendard (shipped with the
 * `pretendard` package) through a fontconfig file of our own, set before the first text render.
 */
export function enableKoreanSvgText(): void {
  if (process.env.FONTCONFIG_FILE) return;
  const pkg = path.dirname(createRequire(import.meta.url).resolve('pretendard/package.json'));
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-fonts-'));
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${path.join(pkg, 'dist/public/static')}</dir><dir>/usr/share/fonts</dir><cachedir>${dir}</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = file;
}
