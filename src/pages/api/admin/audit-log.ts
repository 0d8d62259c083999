import { auditFilter, auditQuery } from '~/server/audit/audit.schema';
import { toAuditWire } from '~/server/audit/audit.serializer';
import { auditPage } from '~/server/audit/audit.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

/** Administrators read the audit log, newest first, by kind of record or one record, actor and period. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx, 'audit');
  const q = parseQuery(auditQuery, ctx.url);
  return mapPage(await auditPage(auditFilter(q)), toAuditWire);
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
