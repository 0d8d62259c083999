import type { Currency, Language } from '~/lib/constants';
import { pick } from '~/lib/i18n';
import { formatPrice } from '~/lib/money';

/** A product seen on this device: enough to show it again without asking the server. */
export type ViewedProduct = { id: number; name: string; name_en: string; image: string; price: number | null };

export const RECENTLY_VIEWED_KEY = 'shop/recently-viewed';
export const RECENTLY_VIEWED_MAX = 20;

/** The product put first; one entry per product; the oldest beyond `max` go. */
export function remember(
  list: readonly ViewedProduct[],
  item: ViewedProduct,
  max = RECENTLY_VIEWED_MAX,
): ViewedProduct[] {
  return [item, ...list.filter((p) => p.id !== item.id)].slice(0, max);
}

export function forget(list: readonly ViewedProduct[], id: number): ViewedProduct[] {
  return list.filter((p) => p.id !== id);
}

function valid(p: unknown): p is ViewedProduct {
  const v = p as ViewedProduct;
  return typeof v?.id === 'number' && typeof v.name === 'string' && typeof v.image === 'string';
}

/** What this device keeps; a broken or foreign value reads as nothing. */
export function readViewed(storage: Pick<Storage, 'getItem'> = localStorage): ViewedProduct[] {
  try {
    const raw = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter(valid).slice(0, RECENTLY_VIEWED_MAX) : [];
  } catch {
    return [];
  }
}

export function writeViewed(list: readonly ViewedProduct[], storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list.slice(0, RECENTLY_VIEWED_MAX)));
  } catch {
    // Storage full or refused (private mode): the list is only a convenience.
  }
}

export type ViewedView = {
  lang: Language;
  money: { currency: Currency; lang: Language; krwPerUsd: number };
  /** `{name} 삭제` and the like, in the page's language; absent where entries cannot be removed. */
  removeLabel?: string;
};

/** One entry as a list item: the picture and name linking to the product, the price, and a remove button. */
export function viewedItem(p: ViewedProduct, view: ViewedView): HTMLLIElement {
  const name = pick(p, 'name', view.lang);
  const li = document.createElement('li');
  li.className = 'viewed';
  li.dataset.productId = String(p.id);
  const link = document.createElement('a');
  link.href = `/shop/product/${p.id}`;
  link.className = 'viewed__link';
  const img = document.createElement('img');
  img.src = p.image;
  img.alt = '';
  img.loading = 'lazy';
  img.width = 160;
  img.height = 160;
  const title = document.createElement('span');
  title.className = 'viewed__name';
  title.textContent = name;
  const price = document.createElement('span');
  price.className = 'viewed__price';
  price.textContent = formatPrice(p.price, view.money);
  link.append(img, title, price);
  li.append(link);
  if (view.removeLabel) {
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'viewed__remove';
    remove.dataset.removeViewed = String(p.id);
    remove.setAttribute('aria-label', view.removeLabel.replace('{name}', name));
    remove.textContent = '×';
    li.append(remove);
  }
  return li;
}
