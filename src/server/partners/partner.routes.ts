import type { APIContext } from 'astro';
import { z } from 'astro/zod';
import { endpoint, otherMethods } from '../http/endpoint.ts';
import { pageQuery } from '../http/pagination.ts';
import { idParam } from '../http/params.ts';
import { consume } from '../http/rate-limit.ts';
import { json } from '../http/respond.ts';
import { parseBody, parseQuery } from '../http/validate.ts';
import { requireMember } from '../members/require.ts';
import type { PartnerKind } from './partner.options.ts';
import { dealerFields, newDealer, newWholesale, wholesaleFields } from './partner.schema.ts';
import {
  type ApplicationInput,
  createApplication,
  myApplication,
  myApplicationPage,
  PARTNER_MESSAGES,
  updateApplication,
  withdrawApplication,
} from './partner.service.ts';

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
  const GET = endpoint(async (ctx) => myApplicationPage(requireMember(ctx).id, kind, parseQuery(listQuery, ctx.url)));
  const POST = endpoint(async (ctx) => {
    const member = await writer(ctx);
    const data = await createApplication(member, kind, await readForm(kind, ctx.request, true));
    return json({ data, message: PARTNER_MESSAGES.created }, { status: 201 });
  });
  return { GET, HEAD: GET, POST, ALL: otherMethods('GET', 'HEAD', 'POST') };
}

/** GET, PUT (edit while received) and DELETE (withdraw while received) of /api/v1/{kind}-applications/{id}. */
export function itemRoutes(kind: PartnerKind) {
  const GET = endpoint(async (ctx) => ({
    data: await myApplication(requireMember(ctx).id, kind, idParam(ctx.params.id)),
  }));
  const PUT = endpoint(async (ctx) => {
    const member = await writer(ctx);
    const id = idParam(ctx.params.id);
    const data = await updateApplication(member, kind, id, await readForm(kind, ctx.request, false));
    return { data, message: PARTNER_MESSAGES.updated };
  });
  const DELETE = endpoint(async (ctx) => {
    const member = await writer(ctx);
    const { id } = await withdrawApplication(member, kind, idParam(ctx.params.id));
    return { id, message: PARTNER_MESSAGES.withdrawn };
  });
  return { GET, HEAD: GET, PUT, DELETE, ALL: otherMethods('GET', 'HEAD', 'PUT', 'DELETE') };
}
