import { studioLang } from '~/lib/studio/messages';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { mapPage, pageQuery } from '~/server/http/pagination';
import { json } from '~/server/http/respond';
import { parseBody, parseQuery } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';
import { toFormulaWire } from '~/server/studio/formulas.serializer';
import { createFormula, FORMULA_MESSAGES, myFormulaPage } from '~/server/studio/formulas.service';
import { formulaCreateBody } from '~/server/studio/studio.wire';

const listQuery = pageQuery(20);

/** The member's saved formulas, last changed first. */
export const GET = endpoint(async (ctx) =>
  mapPage(await myFormulaPage(requireMember(ctx).id, parseQuery(listQuery, ctx.url)), toFormulaWire),
);

/** Saves a composition under a name: every rule is checked (messages in the shop's language) and the server's price stored. */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const formula = await createFormula(
    member.id,
    await parseBody(formulaCreateBody, ctx.request),
    studioLang(ctx.locals.lang),
  );
  return json({ data: toFormulaWire(formula), message: FORMULA_MESSAGES.created }, { status: 201 });
});

export const HEAD = GET;
export const ALL = otherMethods('GET', 'HEAD', 'POST');
