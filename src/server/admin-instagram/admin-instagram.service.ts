/**
 * The Instagram posts the home page's feed shows, kept by hand from the back office: a post added
 * (its jpg picture, its address on Instagram, its caption and time) or taken off the feed. Each change
 * is audited (`instagram_item`); the feed reads the table on every home view, so it shows at once.
 */
import { type AuditActor, changesOf, recordAudit } from '../audit/audit.service.ts';
import { touch, transact } from '../cache/after-commit.ts';
import { tags } from '../cache/policies.ts';
import { getDb } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import {
  type InstagramRow,
  insertInstagram,
  instagramById,
  listInstagram,
  removeInstagram,
} from './admin-instagram.repository.ts';
import type { InstagramInput } from './admin-instagram.schema.ts';

export type { InstagramRow };

const AUDITED = ['media_url', 'permalink', 'caption', 'posted_at'] as const;

export async function allInstagram(): Promise<InstagramRow[]> {
  return listInstagram(await getDb());
}

export async function addInstagram(actor: AuditActor, input: InstagramInput): Promise<InstagramRow> {
  return transact(await getDb(), async (tx) => {
    const made = await insertInstagram(tx, { ...input, posted_at: input.posted_at ?? new Date() });
    const changes = changesOf(null, made, AUDITED);
    await recordAudit(tx, { actor, action: 'create', entityType: 'instagram_item', entityId: made.id, changes });
    touch(tx, [tags.home]);
    return made;
  });
}

export async function deleteInstagram(actor: AuditActor, id: number): Promise<void> {
  await transact(await getDb(), async (tx) => {
    const before = await instagramById(tx, id, true);
    if (!before) throw new NotFoundError('게시물을 찾을 수 없습니다.');
    await removeInstagram(tx, id);
    const changes = changesOf(before, null, AUDITED);
    await recordAudit(tx, { actor, action: 'delete', entityType: 'instagram_item', entityId: id, changes });
    touch(tx, [tags.home]);
  });
}
