import type { AstroGlobal } from 'astro';
import { config } from '../config.ts';
import { clientIp } from '../http/client-ip.ts';
import { csrfRejection, XSRF_COOKIE } from '../http/csrf.ts';
import { HttpError, NotFoundError, TooManyRequestsError } from '../http/errors.ts';
import { LOOKUP_MESSAGES } from './partner.routes.ts';
import { lookupApplication } from './partner.service.ts';
import { normaliseReceiptNo } from './receipt.ts';
import { grantReceipt } from './visitor-access.ts';

export type LookupResult = {
  /** Where a match goes: the application's page, now open to this browser. */
  found?: string;
  status: number;
  receipt: string;
  contact: string;
  error?: string;
};

const TOKEN_EXPIRED = '보안 토큰이 만료되었습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.';

/**
 * The look-up page's own form (a POST to the page, so that it works without script and a miss is a
 * plain 404 page rather than the API's not-found dialog): the receipt number and the contact are
 * checked as `POST /api/v1/partner-applications/lookup` checks them, with the same limits.
 */
export async function lookupFromForm(Astro: AstroGlobal): Promise<LookupResult> {
  const asked = Astro.url.searchParams.get('receipt') ?? '';
  if (Astro.request.method !== 'POST') return { status: 200, receipt: asked.slice(0, 40), contact: '' };
  const form = await Astro.request.formData().catch(() => new FormData());
  const receiptText = String(form.get('receipt_no') ?? '').slice(0, 40);
  const contact = String(form.get('contact') ?? '')
    .trim()
    .slice(0, 120);
  const base = { receipt: receiptText, contact };
  const token = String(form.get('_token') ?? '');
  const why = csrfRejection(
    Astro.request,
    Astro.cookies.get(XSRF_COOKIE)?.value,
    config.publicOrigin ?? Astro.url.origin,
    token,
  );
  if (why) return { ...base, status: 403, error: TOKEN_EXPIRED };
  const receipt = normaliseReceiptNo(receiptText);
  if (!receipt) return { ...base, status: 422, error: LOOKUP_MESSAGES.receipt };
  if (!contact) return { ...base, status: 422, error: LOOKUP_MESSAGES.contact };
  try {
    const found = await lookupApplication(receipt, contact, clientIp(Astro));
    await grantReceipt(Astro, receipt);
    return { ...base, status: 303, found: `/customer/${found.kind}-apply/receipt/${encodeURIComponent(receipt)}` };
  } catch (err) {
    if (err instanceof TooManyRequestsError) {
      Astro.response.headers.set('Retry-After', String(err.retryAfterSeconds));
      return { ...base, status: 429, error: err.message };
    }
    if (err instanceof NotFoundError || err instanceof HttpError)
      return { ...base, status: err.status, error: err.message };
    throw err;
  }
}
