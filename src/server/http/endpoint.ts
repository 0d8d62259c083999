import type { APIContext, APIRoute } from 'astro';
import { MethodNotAllowedError } from './errors.ts';
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

/** The route's answer to any method it does not take: 405 with the methods it does take. */
export function otherMethods(...allow: string[]): APIRoute {
  return endpoint(() => {
    throw new MethodNotAllowedError(allow);
  });
}
