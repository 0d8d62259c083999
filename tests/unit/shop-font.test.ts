import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureShopFont, FONT_DIR, shopCharacters, unicodeRange } from '../../scripts/lib/shop-font.mjs';

describe('the shop font subset', () => {
  it('writes consecutive code points as one range and lone ones alone', () => {
    expect(unicodeRange('cabz가각')).toBe('U+61-63, U+7A, U+AC00-AC01');
  });

  it('holds every character the shop writes beyond ASCII: its Korean words and its signs', () => {
    const chars = new Set(shopCharacters());
    for (const ch of '장바구니주문하기위시리스트₩☰−') expect(chars.has(ch), ch).toBe(true);
    expect([...chars].every((ch) => (ch.codePointAt(0) ?? 0) > 0x7f)).toBe(true);
  });

  it('is declared after Pretendard’s own subsets, over exactly the characters it holds', async () => {
    await ensureShopFont();
    expect(await ensureShopFont()).toBe(false);
    const css = readFileSync(path.join(FONT_DIR, 'pretendard-shop.css'), 'utf8');
    expect(css.indexOf('@import')).toBeLessThan(css.indexOf('@font-face'));
    expect(css).toContain(`unicode-range: U+20-7E, U+A0-FF`);
    expect(css).toContain("font-family: 'Pretendard Variable'");
    expect(existsSync(path.join(FONT_DIR, 'pretendard-shop.woff2'))).toBe(true);
  });
});
