import { studioLang } from '~/lib/studio/messages';
import { cartCount } from '~/server/cart/cart.service';
import { studioCartFields } from '~/server/custom-orders/custom-order.schema';
import { addStudioLine, STUDIO_CART_MESSAGES } from '~/server/custom-orders/studio-line.service';
import { endpoint, otherMethods } from '~/server/http/endpoint';
import { json } from '~/server/http/respond';
import { parseBody } from '~/server/http/validate';
import { requireMember } from '~/server/members/require';

/**
 * `{ formula_id | custom_order_id, size_ml, quantity }`: one of the member's saved formulas, or one of
 * their past studio orders made again, into the cart as a custom line, priced by the server (422 keyed
 * like the composer when a rule fails, in the shop's language; 404 for another member's formula or
 * order), with the cart's new line count. The checkout then asks for the made-to-order agreement.
 */
export const POST = endpoint(async (ctx) => {
  const member = requireMember(ctx);
  const input = await parseBody(studioCartFields, ctx.request);
  const owner = { memberId: member.id };
  const { line, quote, name } = await addStudioLine(owner, input, studioLang(ctx.locals.lang));
  return json(
    {
      line: {
        id: line.id,
        quantity: line.quantity,
        formula_id: line.formula_id,
        name: name.name,
        name_en: name.nameEn,
      },
      unit_price: quote.unitPrice,
      total: quote.total,
      lead_days: quote.leadDays,
      message: STUDIO_CART_MESSAGES.added,
      // The cart's line count, for the header badge (as every cart answer carries it).
      count: await cartCount(owner),
    },
    { status: 201 },
  );
});

export const ALL = otherMethods('POST');
