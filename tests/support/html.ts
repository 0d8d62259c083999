// Reading server-rendered pages in API tests: their text, headings, main part and canonical address.
import { expect } from 'vitest';
import { ApiClient } from './api-client';

export const HTML = { Accept: 'text/html' };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
export const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e] ?? '');
export const text = (html: string) => decode(html.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ');
export const h1 = (html: string) => text(html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').trim();
export const main = (html: string) => html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '';
export const canonical = (html: string) => decode(html.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? '');

/** The page at `path` as HTML, after checking its status. */
export async function page(api: ApiClient, path: string, status = 200): Promise<string> {
  const res = await api.get(path, HTML);
  expect(res.status, path).toBe(status);
  return res.text();
}

/** A Korean visitor, and an English one who pays in dollars, of the shop at `baseUrl`. */
export function visitors(baseUrl: string): { ko: ApiClient; en: ApiClient } {
  const ko = new ApiClient(baseUrl);
  const en = new ApiClient(baseUrl);
  en.cookies.set('shop_lang', 'en');
  en.cookies.set('shop_currency', 'usd');
  return { ko, en };
}
