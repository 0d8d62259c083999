/**
 * A CSV row with an empty `it_id` is a new product: its cells are read by the same rules as the
 * product form (`productFields`: a name, a category and a price at least), its category must exist,
 * and a product of the same name already in that category refuses it, so that a file applied twice
 * does not make everything twice. Options, pictures and texts are then added on the product's page.
 */
import type { CategoryNode } from '../catalog/category-tree.ts';
import { findNode } from '../catalog/category-tree.ts';
import type { Executor } from '../db/client.ts';
import { fieldErrorsOf } from '../http/validate.ts';
import { productNamed } from './admin-product.repository.ts';
import { type ProductInput, productFields } from './admin-product.schema.ts';

/** The columns a new row gives, with the value each will have (for the dry run's list of changes). */
export type NewRow = { input: ProductInput; changes: Record<string, { before: null; after: unknown }> };

export async function newProductRow(
  db: Executor,
  tree: CategoryNode[],
  header: string[],
  cells: string[],
): Promise<NewRow | { problem: string }> {
  const given: Record<string, string> = {};
  for (const [c, column] of header.entries()) if (column !== 'it_id') given[column] = cells[c] ?? '';
  const parsed = productFields.safeParse(given);
  if (!parsed.success) {
    const [field, messages] = Object.entries(fieldErrorsOf(parsed.error))[0] ?? ['', []];
    return { problem: `${field}: ${messages[0] ?? '값이 올바르지 않습니다.'}` };
  }
  const input = parsed.data;
  if (!findNode(tree, input.category_id)) return { problem: 'category_id: 없는 카테고리입니다.' };
  const twin = await productNamed(db, input.category_id, input.name);
  if (twin !== undefined) {
    return { problem: `같은 카테고리에 같은 이름의 상품이 이미 있습니다 (it_id ${twin}).` };
  }
  const changes: NewRow['changes'] = {};
  for (const column of Object.keys(given)) {
    changes[column] = { before: null, after: input[column as keyof ProductInput] };
  }
  return { input, changes };
}
