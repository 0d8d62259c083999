import type { APIRoute } from 'astro';
import { configuredProviders, isProvider } from '~/server/social/providers';
import { finishSignIn } from '~/server/social/social.service';

/** Where Kakao or Naver sends the browser back (`code` and `state`, or `error`): on to the next step. */
export const GET: APIRoute = async (ctx) => {
  const p = ctx.params.provider;
  if (!isProvider(p) || !configuredProviders().includes(p)) return ctx.rewrite('/404');
  const to = await finishSignIn(ctx, p);
  return new Response(null, { status: 302, headers: { location: to, 'cache-control': 'no-store' } });
};
