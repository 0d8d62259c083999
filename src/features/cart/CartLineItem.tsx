import { type KeyboardEvent, useState } from 'react';
import type { Language } from '~/lib/constants';
import { fill, pick } from '~/lib/i18n';
import type { CartLineWire } from '~/server/cart/cart.serializer';
import { type CartPageLabels, canStep, isWithdrawn, reasonLabel, stepQuantity } from './cart';

type Props = {
  line: CartLineWire;
  lang: Language;
  labels: CartPageLabels;
  /** A price in the page's currency ('not for sale' for none). */
  price: (krw: number | null) => string;
  onSelect: (line: CartLineWire, selected: boolean) => void;
  onOption: (line: CartLineWire, optionId: number) => void;
  onQuantity: (line: CartLineWire, quantity: number) => void;
  onRemove: (line: CartLineWire, name: string) => void;
};

/** One cart line: select, picture and name, option, unit price, quantity, amount, remove. */
export function CartLineItem({ line: l, lang, labels: w, price, onSelect, onOption, onQuantity, onRemove }: Props) {
  const name = pick(l, 'it_name', lang);
  // The quantity as typed; it is sent when the field is left or Enter is pressed, like a native change.
  const [draft, setDraft] = useState(String(l.quantity));
  const [drawn, setDrawn] = useState(l.quantity);
  if (drawn !== l.quantity) {
    setDrawn(l.quantity);
    setDraft(String(l.quantity));
  }
  const commit = () => {
    if (draft === String(l.quantity)) return;
    const quantity = stepQuantity(Number(draft), l.stock);
    setDraft(String(quantity));
    onQuantity(l, quantity);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };

  const href = `/shop/product/${l.it_id}`;
  const reason = reasonLabel(l);
  const withdrawn = isWithdrawn(l);
  const stepping = canStep(l);
  const optionListed = l.options.some((o) => o.io_id === l.option_id);
  const optionName =
    l.option_id !== null ? (lang === 'en' && l.option_name_en ? l.option_name_en : l.option_name) : null;
  const discounted = l.list_price !== null && l.unit_price !== null && l.list_price > l.unit_price;
  const selectId = `line-select-${l.id}`;
  const quantityName = fill(w.quantityOf, { name });

  return (
    <li className={l.available ? 'cart-line' : 'cart-line cart-line--flagged'}>
      <input
        className="cart-line__check"
        type="checkbox"
        id={selectId}
        data-focus-key={`select-${l.id}`}
        checked={l.selected}
        onChange={(e) => onSelect(l, e.currentTarget.checked)}
      />
      <label className="visually-hidden" htmlFor={selectId}>
        {fill(w.selectLine, { name })}
      </label>
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the name's link, which screen readers and the Tab key reach instead */}
      <a className="cart-line__thumb" href={href} tabIndex={-1} aria-hidden="true">
        {l.thumb_image && (
          <img src={`${l.thumb_image}?w=320`} alt="" width="96" height="96" loading="lazy" decoding="async" />
        )}
      </a>
      <div className="cart-line__info">
        <a className="cart-line__name" href={href}>
          {name}
        </a>
        {l.options.length > 0 ? (
          <label className="cart-line__option">
            <span>{w.option}</span>
            <select
              data-focus-key={`option-${l.id}`}
              disabled={withdrawn}
              aria-label={fill(w.changeOption, { name })}
              value={optionListed ? String(l.option_id) : ''}
              onChange={(e) => e.currentTarget.value && onOption(l, Number(e.currentTarget.value))}
            >
              {!optionListed && <option value="">{w.chooseOption}</option>}
              {l.options.map((o) => (
                <option key={o.io_id} value={o.io_id} disabled={o.sold_out}>
                  {`${pick(o, 'name', lang)}${o.price_delta !== 0 ? ` (${o.price_delta > 0 ? '+' : '−'}${price(Math.abs(o.price_delta))})` : ''}${o.sold_out ? ` — ${w.soldOut}` : ''}`}
                </option>
              ))}
            </select>
          </label>
        ) : (
          optionName && <p className="cart-line__option-name">{`${w.option}: ${optionName}`}</p>
        )}
        <p className="cart-line__unit">
          {discounted && <del>{price(l.list_price)}</del>}
          <span>{price(l.unit_price)}</span>
        </p>
        {reason && <p className="cart-line__flag">{fill(w[reason], { count: l.stock })}</p>}
      </div>
      <div className="cart-line__qty">
        {/* biome-ignore lint/a11y/useSemanticElements: the three controls are one grid with one border; a fieldset's own box and legend rules would all have to be undone */}
        <div className="cart-stepper" role="group" aria-label={quantityName}>
          <button
            type="button"
            data-focus-key={`minus-${l.id}`}
            aria-label={w.decrease}
            disabled={!stepping || l.quantity <= 1}
            onClick={() => onQuantity(l, l.quantity - 1)}
          >
            −
          </button>
          <input
            type="number"
            inputMode="numeric"
            data-focus-key={`qty-${l.id}`}
            min="1"
            max={Math.max(1, l.stock)}
            value={draft}
            aria-label={quantityName}
            disabled={!stepping}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onBlur={commit}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            data-focus-key={`plus-${l.id}`}
            aria-label={w.increase}
            disabled={!stepping || l.quantity >= l.stock}
            onClick={() => onQuantity(l, l.quantity + 1)}
          >
            +
          </button>
        </div>
        {l.available && l.stock <= 10 && <p className="cart-line__stock">{fill(w.stockLeft, { count: l.stock })}</p>}
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{`${w.amount} `}</span>
        {l.available ? price(l.line_total) : <span className="cart-line__excluded">{w.excluded}</span>}
      </p>
      <button
        type="button"
        className="cart-line__remove"
        data-focus-key={`remove-${l.id}`}
        aria-label={fill(w.remove, { name })}
        onClick={() => onRemove(l, name)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}
