import { endpoint, otherMethods } from '~/server/http/endpoint';
import { idParam } from '~/server/http/params';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { toFormulaWire } from '~/server/studio/formulas.serializer';
import { duplicateFormula, FORMULA_MESSAGES } from '~/server/studio/formulas.service';
import { formulaDuplicateBody } from '~/server/studio/studio.wire';

/** A copy of the member's formula, under the name given or "… (복사본)". */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const id = idParam(ctx.params.id);
  const { name } = await parseBody(formulaDuplicateBody, ctx.request);
  const formula = await duplicateFormula(member.id, id, name);
  return json({ data: toFormulaWire(formula), message: FORMULA_MESSAGES.duplicated }, { status: 201 });
});
export const ALL = otherMethods('POST');
