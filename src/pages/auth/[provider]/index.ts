import type { APIRoute } from 'astro';
import { configuredProviders, isProvider } from '~/server/social/providers';
import { beginSignIn } from '~/server/social/social.service';

/**
 * `GET /auth/{kakao|naver}?redirect=/path` sends the browser to the provider's sign-in; with `link=1`
 * a signed-in member links the provider account to theirs. A provider the shop has not configured is a 404.
 */
export const GET: APIRoute = (ctx) => {
  const p = ctx.params.provider;
  if (!isProvider(p) || !configuredProviders().includes(p)) return ctx.rewrite('/404');
  const link = ctx.url.searchParams.get('link') === '1' && Boolean(ctx.locals.session?.member);
  const to = beginSignIn(ctx, p, ctx.url.searchParams.get('redirect'), link);
  return new Response(null, { status: 302, headers: { location: to.toString(), 'cache-control': 'no-store' } });
};
