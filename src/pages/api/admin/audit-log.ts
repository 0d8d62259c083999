import { z } from 'astro/zod';
import { toAuditWire } from '~/server/audit/audit.serializer';
import { auditPage } from '~/server/audit/audit.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { parseQuery } from '~/server/http/validate';
import { requireAdmin } from '~/server/members/require';

const query = z
  .object({
    entity_type: z
      .enum(
        [
          'notice',
          'faq',
          'document',
          'inquiry',
          'bulk',
          'class',
          'custom_fragrance',
          'class_session',
          'class_signup',
          'certificate',
        ],
        {
          error:
            'entity_type은 notice, faq, document, inquiry, bulk, class, custom_fragrance, class_session, class_signup, certificate 중 하나여야 합니다.',
        },
      )
      .optional(),
    entity_id: z.coerce
      .number({ error: 'entity_id는 숫자여야 합니다.' })
      .int({ error: 'entity_id는 정수여야 합니다.' })
      .min(1, { error: 'entity_id는 1 이상이어야 합니다.' })
      .max(2_147_483_647, { error: 'entity_id가 너무 큽니다.' })
      .optional(),
  })
  .and(pageQuery(20));

/** Administrators read the audit log, newest first, for one kind of record or one record. */
export const GET = endpoint(async (ctx) => {
  requireAdmin(ctx);
  const q = parseQuery(query, ctx.url);
  return mapPage(
    await auditPage({ entityType: q.entity_type, entityId: q.entity_id, page: q.page, perPage: q.perPage }),
    toAuditWire,
  );
});
export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD');
