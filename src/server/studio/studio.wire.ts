/**
 * The studio's request bodies, read from the wire's snake_case into the shop's Composition. Shapes
 * and ranges are checked here; every rule of the studio (shares, load, limits, materials, label
 * lengths) is checked by `checkComposition`, so that its Korean message names the rule.
 */

import { z } from 'astro/zod';
import { josa } from '~/lib/josa';
import type { Composition } from '../../lib/studio/types.ts';
import { NOTE_ROLES, PRODUCT_TYPES } from '../../lib/studio/types.ts';

const id = (what: string) =>
  z
    .number({ error: `${josa(what, '을/를')} 올바르게 지정해 주세요.` })
    .int({ error: `${josa(what, '을/를')} 올바르게 지정해 주세요.` })
    .positive({ error: `${josa(what, '을/를')} 올바르게 지정해 주세요.` })
    .max(2_147_483_647, { error: `${josa(what, '을/를')} 올바르게 지정해 주세요.` });
const optionalId = (what: string) => id(what).nullable().default(null);
const percent = (what: string) =>
  z
    .number({ error: `${josa(what, '을/를')} 숫자로 입력해 주세요.` })
    .min(0, { error: `${josa(what, '은/는')} 0 이상이어야 합니다.` })
    .max(100, { error: `${josa(what, '은/는')} 100 이하여야 합니다.` });
const text = (what: string) =>
  z
    .string({ error: `${josa(what, '을/를')} 입력해 주세요.` })
    .max(200, { error: `${josa(what, '이/가')} 너무 깁니다.` });

/** Generous bounds for the shape: the rules give the exact limits (8 notes) with their own messages. */
const MAX_NOTE_ROWS = 40;
const MAX_COLOUR_ROWS = 12;

export const compositionWire = z.object({
  type: z.enum(PRODUCT_TYPES, { error: '만들 제품 종류는 candle, diffuser, spray 중 하나입니다.' }),
  size_ml: z
    .number({ error: '용량을 숫자로 입력해 주세요.' })
    .int({ error: '용량은 ml 단위 정수입니다.' })
    .positive({ error: '용량을 골라 주세요.' }),
  base_id: optionalId('베이스'),
  load_percent: percent('향료 농도'),
  notes: z
    .array(
      z.object({
        material_id: id('향료'),
        role: z.enum(NOTE_ROLES, { error: '노트 위치는 top, middle, base 중 하나입니다.' }),
        share: percent('노트 비율'),
      }),
      {
        error: '노트 목록을 보내 주세요.',
      },
    )
    .max(MAX_NOTE_ROWS, { error: '노트는 최대 8개까지 고를 수 있습니다.' }),
  colours: z
    .array(z.object({ material_id: id('색소'), drops: z.number({ error: '방울 수를 숫자로 입력해 주세요.' }) }), {
      error: '색소 목록은 배열이어야 합니다.',
    })
    .max(MAX_COLOUR_ROWS, { error: `색소는 ${MAX_COLOUR_ROWS}가지까지 섞을 수 있습니다.` })
    .default([]),
  vessel_id: optionalId('용기'),
  lid_id: optionalId('뚜껑'),
  label: z
    .object({
      text_ko: text('라벨 한글 문구').default(''),
      text_en: text('라벨 영문 문구').default(''),
      font: z.string({ error: '라벨 글꼴을 골라 주세요.' }).max(40),
      colour: z.string({ error: '라벨 색을 골라 주세요.' }).max(40),
    })
    .nullable()
    .default(null),
});
export type CompositionWire = z.input<typeof compositionWire>;

/** The wire's composition in the shop's names. */
export function compositionFromWire(w: z.output<typeof compositionWire>): Composition {
  return {
    type: w.type,
    sizeMl: w.size_ml,
    baseId: w.base_id,
    loadPercent: w.load_percent,
    notes: w.notes.map((n) => ({ materialId: n.material_id, role: n.role, share: n.share })),
    colours: w.colours.map((c) => ({ materialId: c.material_id, drops: c.drops })),
    vesselId: w.vessel_id,
    lidId: w.lid_id,
    label: w.label
      ? { textKo: w.label.text_ko, textEn: w.label.text_en, font: w.label.font as never, colour: w.label.colour }
      : null,
  };
}

export const quantityWire = z
  .number({ error: '수량을 숫자로 입력해 주세요.' })
  .int({ error: '수량은 정수로 입력해 주세요.' })
  .min(1, { error: '수량은 1개 이상이어야 합니다.' })
  .max(100_000, { error: '수량이 너무 많습니다.' });

/** `POST /api/v1/studio/quote`: the composition's fields, and a quantity (1 when absent). */
export const quoteBody = compositionWire
  .extend({ quantity: quantityWire.default(1) })
  .transform((w) => ({ composition: compositionFromWire(w), quantity: w.quantity }));

const name = z
  .string({ error: '이름을 입력해 주세요.' })
  .trim()
  .min(1, { error: '이름을 입력해 주세요.' })
  .max(40, { error: '이름은 40자 이하로 입력해 주세요.' });
const memo = z
  .string({ error: '메모는 글자로 입력해 주세요.' })
  .trim()
  .max(1000, { error: '메모는 1,000자 이하로 입력해 주세요.' });

/** `POST /api/v1/formulas`. */
export const formulaCreateBody = z
  .object({ name, memo: memo.default(''), composition: compositionWire })
  .transform((w) => ({ name: w.name, memo: w.memo, composition: compositionFromWire(w.composition) }));

/** `PATCH /api/v1/formulas/{id}`: any of name, memo and composition. */
export const formulaPatchBody = z
  .object({ name: name.optional(), memo: memo.optional(), composition: compositionWire.optional() })
  .refine((v) => v.name !== undefined || v.memo !== undefined || v.composition !== undefined, {
    error: '바꿀 항목을 하나 이상 보내 주세요.',
    path: ['name'],
  })
  .transform((w) => ({
    name: w.name,
    memo: w.memo,
    composition: w.composition ? compositionFromWire(w.composition) : undefined,
  }));

/** `POST /api/v1/formulas/{id}/duplicate`: an optional name for the copy. */
export const formulaDuplicateBody = z.object({ name: name.optional() });
