import { z } from 'astro/zod';
import { checkbox, shopLink } from '../editorial/form-fields.ts';
import { ValidationError } from '../http/errors.ts';
import type { TemplateBlock } from './template-blocks.ts';

const FIELDS = ['depth', 'tag', 'text', 'class', 'style', 'href', 'src', 'alt', 'target'] as const;
const list = z
  .array(z.union([z.string(), z.number()]))
  .max(600)
  .optional();

/**
 * A template as the editor sends it: the outline as one list per field (`tag[]`, `text[]`, …, the
 * rows in order), or `blocks` as objects, or `template` as the stored tree (an API caller's).
 */
export const templateBody = z.object({
  ...Object.fromEntries(FIELDS.map((f) => [f, list])),
  blocks: z.array(z.record(z.string(), z.unknown())).max(600).optional(),
  template: z.unknown().optional(),
}) as z.ZodType<
  Partial<Record<(typeof FIELDS)[number], (string | number)[]>> & {
    blocks?: Record<string, unknown>[];
    template?: unknown;
  }
>;

export const cmsPageFields = z.object({
  link: shopLink('한국어 링크'),
  link_en: shopLink('영어 링크'),
  is_published: checkbox,
});

export const trendFields = z.object({
  title: z
    .string({ error: '제목을 입력해 주세요.' })
    .trim()
    .min(1, { error: '제목을 입력해 주세요.' })
    .max(200, { error: '제목은 200자 이하로 입력해 주세요.' }),
});

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** The outline a body carries (rows from the per-field lists or `blocks`); undefined when it sends a tree. */
export function outlineFrom(body: z.output<typeof templateBody>): TemplateBlock[] | undefined {
  const rows: Record<string, unknown>[] | undefined =
    body.blocks ??
    (body.tag ? body.tag.map((_, i) => Object.fromEntries(FIELDS.map((f) => [f, body[f]?.[i]]))) : undefined);
  if (!rows) return undefined;
  return rows.map((r, i) => {
    const depth = Number(r.depth ?? 0);
    if (!Number.isInteger(depth) || depth < 0) {
      throw new ValidationError({ [`blocks.${i}.depth`]: [`${i + 1}번째 블록: 깊이는 0 이상의 정수여야 합니다.`] });
    }
    return {
      depth,
      tag: str(r.tag).trim().toLowerCase(),
      text: str(r.text),
      class: str(r.class),
      style: str(r.style),
      href: str(r.href),
      src: str(r.src),
      alt: str(r.alt),
      target: str(r.target),
    };
  });
}

/** The body as an object, read once; its parts are then parsed by the schemas above. */
export const anyBody = z.record(z.string(), z.unknown(), { error: '요청 본문은 객체여야 합니다.' });
