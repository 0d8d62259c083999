import { studioLang } from '~/lib/studio/messages';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { parseBody } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { toFormulaWire } from '~/server/studio/formulas.serializer';
import { deleteFormula, FORMULA_MESSAGES, myFormula, updateFormula } from '~/server/studio/formulas.service';
import { formulaPatchBody } from '~/server/studio/studio.wire';

/** One of the member's formulas (another member's is 404). */
export const GET = endpoint(async (ctx) => ({
  data: toFormulaWire(await myFormula(requireMember(ctx).id, idParam(ctx.params.id))),
}));

/** Renames it, changes its memo, or saves a new composition (re-checked and re-priced). */
export const PATCH = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const id = idParam(ctx.params.id);
  const formula = await updateFormula(
    member.id,
    id,
    await parseBody(formulaPatchBody, ctx.request),
    studioLang(ctx.locals.lang),
  );
  return { data: toFormulaWire(formula), message: FORMULA_MESSAGES.updated };
});

export const DELETE = endpoint(async (ctx) => {
  const { id } = await deleteFormula(requireMember(ctx).id, idParam(ctx.params.id));
  return { id, message: FORMULA_MESSAGES.deleted };
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'PATCH', 'DELETE');
