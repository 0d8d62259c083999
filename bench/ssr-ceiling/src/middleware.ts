import { defineMiddleware } from 'astro:middleware';
import { compress } from '../../../src/server/http/compress';

/** What the shop does to every answer that does not depend on its data: compression. */
export const onRequest = defineMiddleware(async (ctx, next) => compress(ctx.request, await next()));
