import type { APIContext, APIRoute } from 'astro';
import { MethodNotAllowedError } from './errors.ts';
import { errorResponse, json } from './respond.ts';
import { inWireNames, type WireNames } from './wire-names.ts';

type Handler = (ctx: APIContext) => Promise<Response | unknown> | Response | unknown;

/**
 * Wraps an API handler: plain return values become JSON, thrown errors become the mapped status. With
 * `wireNames`, a 422 the services raise in the shop's own field names answers in the spec's.
 */
export function endpoint(handler: Handler, options: { wireNames?: WireNames } = {}): APIRoute {
  const { wireNames } = options;
  return async (ctx) => {
    try {
      const result = await handler(ctx);
      return result instanceof Response ? result : json(result);
    } catch (err) {
      return errorResponse(wireNames ? inWireNames(err, wireNames) : err, ctx.locals.requestId);
    }
  };
}

/** The route's answer to any method it does not take: 405 with the methods it does take. */
export function otherMethods(...allow: string[]): APIRoute {
  return endpoint(() => {
    throw new MethodNotAllowedError(allow);
  });
}
