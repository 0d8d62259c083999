import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const FONTS = path.resolve(import.meta.dirname, 'fonts.ts');

/** Runs enableShopFonts in a process of its own and returns the FONTCONFIG_FILE it set, and the file's text. */
function inChild(env: Record<string, string | undefined> = {}): { file: string; text: string } {
  const script = `
    const { readFileSync } = await import('node:fs');
    const { enableShopFonts } = await import(${JSON.stringify(FONTS)});
    enableShopFonts();
    const file = process.env.FONTCONFIG_FILE ?? '';
    console.log(JSON.stringify({ file, text: file ? readFileSync(file, 'utf8') : '' }));`;
  const child = { ...process.env, ...env };
  if (!('FONTCONFIG_FILE' in env)) delete child.FONTCONFIG_FILE;
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: child,
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').at(-1) ?? '{}');
}

describe('shop fonts for rendered pictures', () => {
  it('points fontconfig at Pretendard in a private folder, which is gone once the process has exited', () => {
    const { file, text } = inChild();
    expect(path.basename(path.dirname(file))).toMatch(/^shop-fonts-/);
    expect(text).toContain('pretendard/dist/public/static</dir>');
    expect(text).toContain(`<cachedir>${path.dirname(file)}</cachedir>`);
    expect(existsSync(path.dirname(file))).toBe(false);
  });

  it('leaves a FONTCONFIG_FILE the operator set alone', () => {
    const own = path.resolve(import.meta.dirname, 'fonts.ts');
    const { file, text } = inChild({ FONTCONFIG_FILE: own });
    expect(file).toBe(own);
    expect(text).toBe(readFileSync(own, 'utf8'));
    expect(existsSync(own)).toBe(true);
  });
});
