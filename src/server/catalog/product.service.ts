import { SALE_CATEGORY_ID } from '~/lib/constants';
import { ttlCache } from '../cache.ts';
import { getDb } from '../db/client.ts';
import { offsetOf, type Page, toPage } from '../http/pagination.ts';
import { categoryTree } from './category.service.ts';
import { findNode, flatten } from './category-tree.ts';
import { listProducts, type ProductFilter, type ProductSort } from './product.repository.ts';
import { type ProductCardWire, serializeProductCard } from './product.serializer.ts';

export async function productPage(
  q: ProductFilter & { sort: ProductSort; page: number; perPage: number },
): Promise<Page<ProductCardWire>> {
  const { rows, total } = await listProducts(await getDb(), {
    ...q,
    limit: q.perPage,
    offset: offsetOf(q.page, q.perPage),
  });
  return toPage(
    rows.map((r) => serializeProductCard(r)),
    total,
    q.page,
    q.perPage,
  );
}

/** Products of a category and everything below it; the Sale category (12) holds every discounted product. */
export async function categoryFilter(categoryId: number): Promise<ProductFilter | undefined> {
  const node = findNode(await categoryTree(), categoryId);
  if (!node) return undefined;
  if (categoryId === SALE_CATEGORY_ID) return { discountedOnly: true };
  return { categoryIds: flatten(node).map((n) => n.id) };
}

const homeCache = ttlCache<{ newest: Page<ProductCardWire>; best: Page<ProductCardWire> }>(30_000);

/** The home page's product rows, the same for every visitor, cached briefly. */
export function homeProducts() {
  return homeCache.get('home', async () => {
    const [newest, best] = await Promise.all([
      productPage({ sort: 'newest', page: 1, perPage: 8 }),
      productPage({ sort: 'popular', page: 1, perPage: 8 }),
    ]);
    return { newest, best };
  });
}
