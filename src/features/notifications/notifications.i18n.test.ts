import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { enNotifications } from '~/i18n/en-notifications';

const PAGES = ['src/pages/my-page/notification.astro', 'src/pages/my-page/store-order.astro'];

function termsOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1] as string);
}

describe('notification and store purchase pages', () => {
  it('have English for every Korean string they render', () => {
    const dict = { ...en, ...enNotifications };
    const missing = PAGES.flatMap(termsOf).filter((term) => !(term in dict));
    expect(missing).toEqual([]);
  });
});
