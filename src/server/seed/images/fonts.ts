import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Posters carry Korean text, and a bare server may have no Korean font. The SVG renderer finds
 * Pretendard (the shop's own web font, an npm dependency) through a fontconfig file of our own,
 * which must be in place before the first text is rendered. The file and fontconfig's cache live in
 * a private temporary folder, removed when the process exits.
 */
export function enableShopFonts(): void {
  if (process.env.FONTCONFIG_FILE) return;
  let fonts: string;
  try {
    fonts = path.join(
      path.dirname(createRequire(import.meta.url).resolve('pretendard/package.json')),
      'dist/public/static',
    );
  } catch {
    return; // the system fonts will have to do
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-fonts-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${fonts}</dir><dir>/usr/share/fonts</dir><cachedir>${dir}</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = file;
}
