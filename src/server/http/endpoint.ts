import type { APIContext, APIRoute } from 'astro';
import { errorResponse, json } from './respond.ts';

type Handler = (ctx: APIContext) => Promise<Response | unknown> | Response | unknown;

/** Wraps an API handler: plain return values become JSON, thrown errors become the mapped status. */
export function endpoint(handler: Handler): APIRoute {
  return async (ctx) => {
    try {
      const result = await handler(ctx);
      return result instanceof Response ? result : json(result);
    } catch (err) {
      return errorResponse(err, ctx.locals.requestId);
    }
  };
}
