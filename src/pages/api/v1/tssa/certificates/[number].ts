import { endpoint, otherMethods } from '~/server/http/endpoint';
import { NotFoundError } from '~/server/http/errors';
import { toCertificateWire } from '~/server/workshop/tssa.serializer';
import { CERTIFICATE_GONE, certificateByNumber } from '~/server/workshop/tssa-catalogue.service';

/** The public check of a certificate number: the holder's name, the course and the date only; 404 otherwise. */
export const GET = endpoint(async (ctx) => {
  const number = ctx.params.number ?? '';
  if (!/^[A-Za-z0-9-]{4,40}$/.test(number)) throw new NotFoundError(CERTIFICATE_GONE);
  return { data: toCertificateWire(await certificateByNumber(number)) };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
