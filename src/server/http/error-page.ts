import type { Language } from '~/lib/constants';
import { escapeHtml } from '~/lib/html';

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
 * needs nothing the failure could have taken: no database, no layout, no script.
 */
export function errorPage(status: 500 | 503, lang: Language, retryAfterSeconds?: number): Response {
  const t = TEXT[lang === 'en' ? 'en' : 'kr'];
  const [title, body] = t[status];
  const html = `<!DOCTYPE html><html lang="${lang === 'en' ? 'en' : 'ko'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:Pretendard,system-ui,sans-serif;color:#2b2622;background:#faf7f2}main{max-width:28rem;padding:2rem;text-align:center}h1{font-size:1.375rem;margin:0 0 .75rem}p{line-height:1.6;color:#5c544c}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#2b2622;color:#fff;text-decoration:none}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><a href="/">${escapeHtml(t.home)}</a></main></body></html>`;
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  if (retryAfterSeconds) headers.set('Retry-After', String(retryAfterSeconds));
  return new Response(html, { status, headers });
}
