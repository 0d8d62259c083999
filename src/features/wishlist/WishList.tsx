import type { Currency, Language } from '~/lib/constants';
import { formatPrice } from '~/lib/money';
import { WishRow, type WishRowLabels } from './WishRow';
import type { WishListEntry } from './wishlist';
import './WishList.css';

export type WishListProps = {
  entries: WishListEntry[];
  /** The page's language and currency, and the exchange rate its prices were drawn at. */
  money: { lang: Language; currency: Currency; krwPerUsd: number };
  labels: WishRowLabels;
};

/** A page of the member's wishlist (`/my-page/wish-list`), newest first; the page draws the empty state. */
export function WishList({ entries, money, labels }: WishListProps) {
  const format = (krw: number | null | undefined) => formatPrice(krw, money);
  return (
    <ul className="wish-list">
      {entries.map((entry) => (
        <WishRow key={entry.id} entry={entry} lang={money.lang} format={format} labels={labels} />
      ))}
    </ul>
  );
}
