import type { Language } from '~/lib/constants';
import { escapeHtml } from '~/lib/html';
import faces from '~/styles/fonts/pretendard-shop.css?url';
import tokens from '~/styles/tokens.css?url';

const TEXT = {
  kr: {
    503: [
      '잠시 후 다시 시도해 주세요',
      '지금은 요청을 처리할 수 없습니다. 잠시 뒤 새로고침하면 다시 이용하실 수 있습니다.',
    ],
    500: ['일시적인 오류가 발생했습니다', '불편을 드려 죄송합니다. 잠시 후 다시 시도해 주세요.'],
    home: '홈으로',
  },
  en: {
    503: [
      'Please try again shortly',
      'We cannot handle your request right now. Refresh in a moment and the shop will be back.',
    ],
    500: ['Something went wrong', 'Sorry for the trouble. Please try again in a moment.'],
    home: 'Go to home',
  },
} as const;

/**
 * The page a browser gets when a page cannot be rendered (the database is away, or a fault). It
 * needs nothing the failure could have taken: no database, no layout, no script; only the shop's
 * font, a public file served from memory.
 */
export function errorPage(status: 500 | 503, lang: Language, retryAfterSeconds?: number): Response {
  const t = TEXT[lang === 'en' ? 'en' : 'kr'];
  const [title, body] = t[status];
  const html = `<!DOCTYPE html><html lang="${lang === 'en' ? 'en' : 'ko'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${escapeHtml(faces)}"><link rel="stylesheet" href="${escapeHtml(tokens)}"><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:var(--font-sans);color:var(--color-ink);background:var(--color-bg)}main{max-width:28rem;padding:var(--space-6);text-align:center}h1{font-size:var(--text-xl);margin:0 0 var(--space-3)}p{line-height:1.6;color:var(--color-ink-muted)}a{display:inline-block;margin-top:var(--space-4);padding:var(--space-3) var(--space-6);border-radius:999px;background:var(--color-ink);color:var(--color-surface);text-decoration:none}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><a href="/">${escapeHtml(t.home)}</a></main></body></html>`;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  if (retryAfterSeconds) headers.set('Retry-After', String(retryAfterSeconds));
  return new Response(html, { status, headers });
}
