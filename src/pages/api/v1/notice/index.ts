import { z } from 'astro/zod';
import { NOTICE_PAGE_SIZE } from '~/lib/constants';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseQuery } from '~/server/http/validate';
import { createFromRequest } from '~/server/notices/notice.routes';
import { toNoticeWire } from '~/server/notices/notice.serializer';
import { noticePage } from '~/server/notices/notice.service';
import { NOTICE_ADMIN_MESSAGES } from '~/server/notices/notice-admin.service';

const query = z
  .object({
    sort: z
      .enum(['created_at', 'id', 'title'], { error: 'sort는 created_at, id, title 중 하나여야 합니다.' })
      .default('created_at'),
    order: z.enum(['asc', 'desc'], { error: 'order는 asc 또는 desc여야 합니다.' }).default('desc'),
    board: z.enum(['shop', 'tssa'], { error: 'board는 shop 또는 tssa여야 합니다.' }).default('shop'),
  })
  .and(pageQuery(NOTICE_PAGE_SIZE));

/** The notices of a board, pinned first, newest (by the date each carries) first. */
export const GET = endpoint(async ({ url }) => mapPage(await noticePage(parseQuery(query, url)), toNoticeWire));

/** An administrator's new notice (JSON, or multipart with `files[]`). See docs/api/documents.md. */
export const POST = endpoint(async (ctx) =>
  json({ data: await createFromRequest(ctx), message: NOTICE_ADMIN_MESSAGES.created }, { status: 201 }),
);

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
