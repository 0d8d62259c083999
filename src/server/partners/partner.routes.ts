import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { clientIp } from '../http/client-ip.ts';
import { endpoint, otherMethods } from '../http/endpoint.ts';
import { NotFoundError } from '../http/errors.ts';
import { mapPage, pageQuery } from '../http/pagination.ts';
import { idParam } from '../http/params.ts';
import { consume } from '../http/rate-limit.ts';
import { json } from '../http/respond.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { requireMember } from '../members/require.ts';
import type { PartnerKind } from './partner.options.ts';
import { dealerFields, newDealer, newWholesale, wholesaleFields } from './partner.schema.ts';
import { toApplicationWire } from './partner.serializer.ts';
import {
  type ApplicationInput,
  createApplication,
  createVisitorApplication,
  lookupApplication,
  myApplication,
  myApplicationPage,
  PARTNER_MESSAGES,
  updateApplication,
  withdrawApplication,
} from './partner.service.ts';
import { kindOfReceipt, normaliseReceiptNo } from './receipt.ts';
import { grantReceipt } from './visitor-access.ts';

/** The member's own applications, ten a page, newest first. */
export const PARTNER_PAGE_SIZE = 10;
const listQuery = pageQuery(PARTNER_PAGE_SIZE);
const pageNumber = z.coerce.number().int().min(1).max(10_000).catch(1);

/** The list page a page's `?page=` asks for; anything unusable is the first page rather than an error page. */
export function partnerPageNumber(url: URL): number {
  return pageNumber.parse(url.searchParams.get('page') ?? undefined);
}

/** Writes (apply, edit, withdraw) per member per hour; plenty for a person, a wall for a script. */
export const PARTNER_WRITE_LIMIT = {
  name: 'partner-apply-write',
  points: 20,
  durationSeconds: 60 * 60,
  message: '신청서 작성과 수정이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
};

async function writer(ctx: APIContext) {
  const member = requireMember(ctx);
  await consume(PARTNER_WRITE_LIMIT, `member:${member.id}`);
  return member;
}

/** A new application records the privacy consent; an edit takes the same fields without it. */
function readForm(kind: PartnerKind, request: Request, isNew: boolean): Promise<ApplicationInput> {
  if (kind === 'wholesale') return parseBody(isNew ? newWholesale : wholesaleFields, request);
  return parseBody(isNew ? newDealer : dealerFields, request);
}

/** GET (own list) and POST (apply) of /api/v1/{kind}-applications. */
export function collectionRoutes(kind: PartnerKind) {
  const GET = endpoint(async (ctx) =>
    mapPage(await myApplicationPage(requireMember(ctx).id, kind, parseQuery(listQuery, ctx.url)), toApplicationWire),
  );
  const POST = endpoint(async (ctx) => {
    const member = await writer(ctx);
    const created = await createApplication(member, kind, await readForm(kind, ctx.request, true));
    return json({ data: toApplicationWire(created), message: PARTNER_MESSAGES.created }, { status: 201 });
  });
  return { GET, HEAD: GET, POST, ALL: otherMethods('GET', 'HEAD', 'POST') };
}

/** GET, PUT (edit while received) and DELETE (withdraw while received) of /api/v1/{kind}-applications/{id}. */
export function itemRoutes(kind: PartnerKind) {
  const GET = endpoint(async (ctx) => ({
    data: toApplicationWire(await myApplication(requireMember(ctx).id, kind, idParam(ctx.params.id))),
  }));
  const PUT = endpoint(async (ctx) => {
    const member = await writer(ctx);
    const id = idParam(ctx.params.id);
    const updated = await updateApplication(member, kind, id, await readForm(kind, ctx.request, false));
    return { data: toApplicationWire(updated), message: PARTNER_MESSAGES.updated };
  });
  const DELETE = endpoint(async (ctx) => {
    const member = await writer(ctx);
    const { id } = await withdrawApplication(member, kind, idParam(ctx.params.id));
    return { id, message: PARTNER_MESSAGES.withdrawn };
  });
  return { GET, HEAD: GET, PUT, DELETE, ALL: otherMethods('GET', 'HEAD', 'PUT', 'DELETE') };
}

/**
 * POST /api/v1/{kind}-applications/visitor: a prospective business buyer applies without an account.
 * The answer carries the receipt number, and this browser may open the application for two hours.
 */
export function visitorRoutes(kind: PartnerKind) {
  const POST = endpoint(async (ctx) => {
    const input = await readForm(kind, ctx.request, true);
    const created = await createVisitorApplication(kind, input, clientIp(ctx));
    await grantReceipt(ctx, created.receipt_no as string);
    return json({ data: toApplicationWire(created), message: PARTNER_MESSAGES.created }, { status: 201 });
  });
  return { POST, ALL: otherMethods('POST') };
}

const LOOKUP_MESSAGES = {
  receipt: '접수번호를 확인해 주세요. (예: W250814-7K3QX9)',
  contact: '신청할 때 적은 휴대폰 번호나 이메일을 입력해 주세요.',
} as const;

export { LOOKUP_MESSAGES };

const lookupBody = z.object({
  receipt_no: z
    .string({ error: LOOKUP_MESSAGES.receipt })
    .max(40, { error: LOOKUP_MESSAGES.receipt })
    .transform((v, c) => {
      const receipt = normaliseReceiptNo(v);
      if (!receipt) c.addIssue({ code: 'custom', message: LOOKUP_MESSAGES.receipt });
      return receipt ?? '';
    }),
  contact: z
    .string({ error: LOOKUP_MESSAGES.contact })
    .trim()
    .min(1, { error: LOOKUP_MESSAGES.contact })
    .max(120, { error: LOOKUP_MESSAGES.contact }),
});

/**
 * POST /api/v1/partner-applications/lookup {receipt_no, contact}: the application (of either kind)
 * with that receipt number and that mobile number or e-mail; this browser may then open it.
 */
export const lookupRoute = endpoint(async (ctx) => {
  const { receipt_no, contact } = await parseBody(lookupBody, ctx.request);
  const found = await lookupApplication(receipt_no, contact, clientIp(ctx));
  if (found.kind !== kindOfReceipt(receipt_no)) throw new NotFoundError(PARTNER_MESSAGES.noMatch);
  await grantReceipt(ctx, receipt_no);
  return { data: toApplicationWire(found) };
});
