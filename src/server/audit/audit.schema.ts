import { z } from 'astro/zod';
import { pageQuery } from '../http/pagination.ts';
import { AUDIT_ENTITIES } from './audit.service.ts';

const blankless = (v: unknown) => (v === '' ? undefined : v);
const day = (label: string) =>
  z.preprocess(blankless, z.iso.date({ error: `${label}은 YYYY-MM-DD 형식이어야 합니다.` }).optional());

/** The audit log's filters: kind of record, one record, the administrator, a period (Seoul days). */
export const auditQuery = z
  .object({
    entity_type: z.preprocess(
      blankless,
      z.enum(AUDIT_ENTITIES, { error: `entity_type은 ${AUDIT_ENTITIES.join(', ')} 중 하나여야 합니다.` }).optional(),
    ),
    entity_id: z.preprocess(
      blankless,
      z.coerce
        .number({ error: 'entity_id는 숫자여야 합니다.' })
        .int({ error: 'entity_id는 정수여야 합니다.' })
        .min(1, { error: 'entity_id는 1 이상이어야 합니다.' })
        .max(2_147_483_647, { error: 'entity_id가 너무 큽니다.' })
        .optional(),
    ),
    actor: z.preprocess(blankless, z.string().trim().max(50, { error: '관리자 아이디는 50자 이하입니다.' }).optional()),
    from: day('시작일'),
    to: day('종료일'),
  })
  .refine((q) => !(q.from && q.to) || q.from <= q.to, {
    error: '시작일은 종료일보다 늦을 수 없습니다.',
    path: ['from'],
  })
  .and(pageQuery(20));
export type AuditQuery = z.output<typeof auditQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The service's filter from the query: dates as instants, the end day whole. */
export function auditFilter(q: AuditQuery) {
  return {
    entityType: q.entity_type,
    entityId: q.entity_id,
    actorLogin: q.actor,
    from: q.from ? new Date(`${q.from}T00:00:00+09:00`) : undefined,
    until: q.to ? new Date(new Date(`${q.to}T00:00:00+09:00`).getTime() + DAY_MS) : undefined,
    page: q.page,
    perPage: q.perPage,
  };
}
