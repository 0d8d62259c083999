import { eq } from 'drizzle-orm';
import { getDb } from '../db/client.ts';
import { cartLines, carts } from '../db/schema/index.ts';
import { linesWithProducts, sameLine } from './cart.repository.ts';
import { mergedQuantity } from './cart.ts';
import { findCart, lockCart, memberCart } from './cart-owner.ts';

/**
 * At login the visitor's cart joins the member's: a line of the same product and option adds its
 * quantity (held to the stock), any other line moves over; then the visitor cart is deleted.
 * Answers how many visitor lines were taken in.
 */
export async function mergeVisitorCart(visitorKey: string | undefined, memberId: number): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const target = await memberCart(tx, memberId);
    if (!visitorKey) return 0;
    const visitor = await findCart(tx, { cartKey: visitorKey });
    if (!visitor) return 0;
    await lockCart(tx, target.id);
    await lockCart(tx, visitor.id);
    const lines = await linesWithProducts(tx, visitor.id);
    for (const { line, product, option } of lines) {
      const stock = option ? option.stock : product.stock;
      const same = await sameLine(tx, target.id, line.product_id, line.option_id);
      if (same) {
        await tx
          .update(cartLines)
          .set({ quantity: mergedQuantity(same.quantity, line.quantity, stock) })
          .where(eq(cartLines.id, same.id));
      } else {
        await tx
          .update(cartLines)
          .set({ cart_id: target.id, quantity: mergedQuantity(0, line.quantity, stock) })
          .where(eq(cartLines.id, line.id));
      }
    }
    await tx.delete(carts).where(eq(carts.id, visitor.id));
    await tx.update(carts).set({ updated_at: new Date() }).where(eq(carts.id, target.id));
    return lines.length;
  });
}
