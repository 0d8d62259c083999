import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { takeCount } from '~/features/cart/cart.store';
import { announceAdded } from '~/features/cart/cart-add';
import type { Currency, Language } from '~/lib/constants';
import { alertDialog } from '~/lib/dialog';
import { ApiError, getJson, postJson } from '~/lib/http';
import { pick } from '~/lib/i18n';
import { formatAmount } from '~/lib/money';
import './GuideMaterials.css';

type Goods = {
  product_id: number;
  name: string;
  name_en: string;
  option_name: string | null;
  option_name_en: string | null;
  thumb_image: string;
  unit_price: number | null;
};

type Line = {
  id: number;
  label: string;
  label_en: string;
  tool: boolean;
  goods: Goods;
  quantity: number;
  available: boolean;
  substitute: Goods | null;
  included: boolean;
};

/** The materials API's answer, as the server drew it first. */
export type ShoppingListView = { pieces: number; lines: Line[]; total: number; missing: number };

export type GuideMaterialsWords = {
  title: string;
  intro: string;
  pieces: string;
  fewer: string;
  more: string;
  tool: string;
  soldOut: string;
  instead: string;
  unavailable: string;
  total: string;
  missing: string;
  addAll: string;
  nothing: string;
  failed: string;
};

type Props = {
  guideId: number;
  list: ShoppingListView;
  maxPieces: number;
  words: GuideMaterialsWords;
  lang: Language;
  /** The page's price format. */
  money: { currency: Currency; krwPerUsd: number };
};

const clampPieces = (n: number, max: number) => Math.min(max, Math.max(1, Math.trunc(n) || 1));

/**
 * "재료 한번에 담기" under a DIY guide: its materials as the shop's products, scaled to the pieces the
 * reader means to make, each one in or out of the list, and all of them put in the cart in one press.
 * Quantities, substitutes and the total are the server's (asked again after each change); nothing is
 * totalled here.
 */
export function GuideMaterials({ guideId, list: first, maxPieces, words: w, lang, money }: Props) {
  const [list, setList] = useState(first);
  const [pieces, setPieces] = useState(first.pieces);
  const [skip, setSkip] = useState<number[]>(() => first.lines.filter((l) => !l.included).map((l) => l.id));
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);
  const format = (krw: number | null) => (krw === null ? '—' : formatAmount(krw, money));
  const piecesId = useId();
  const base = `/api/v1/contents/diy/${guideId}`;

  // The list for the pieces and choices now; only the latest question's answer counts.
  const refresh = useCallback(
    async (p: number, s: number[]) => {
      asked.current += 1;
      const mine = asked.current;
      try {
        const answer = await getJson<ShoppingListView>(`${base}/materials`, {
          searchParams: { pieces: p, skip: s.join(',') },
        });
        if (mine === asked.current) setList(answer);
      } catch {
        // The list on screen stays; the press below asks the server again anyway.
      }
    },
    [base],
  );

  const drawn = useRef(true);
  useEffect(() => {
    // The first list came with the page.
    if (drawn.current) {
      drawn.current = false;
      return;
    }
    const timer = setTimeout(() => void refresh(pieces, skip), 250);
    return () => clearTimeout(timer);
  }, [pieces, skip, refresh]);

  const toggle = (id: number, on: boolean) =>
    setSkip((current) => (on ? current.filter((x) => x !== id) : [...new Set([...current, id])]));

  const addAll = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await postJson<{ count: number; missing: { label: string; label_en: string }[] }>(`${base}/cart`, {
        pieces,
        skip,
      });
      takeCount(result);
      if (result.missing.length > 0) {
        await alertDialog({ message: `${w.missing}\n${result.missing.map((m) => pick(m, 'label', lang)).join('\n')}` });
      }
      await announceAdded();
    } catch (err) {
      const message = err instanceof ApiError && err.message ? err.message : w.failed;
      await alertDialog({ message });
      void refresh(pieces, skip);
    } finally {
      setBusy(false);
    }
  };

  const chosen = list.lines.filter((l) => !skip.includes(l.id));
  const nothing = chosen.every((l) => !l.available && !l.substitute);

  return (
    <section className="materials" aria-labelledby={`${piecesId}-title`}>
      <h2 id={`${piecesId}-title`} className="materials__title">
        {w.title}
      </h2>
      <p className="materials__intro">{w.intro}</p>
      <div className="materials__pieces">
        <label htmlFor={piecesId}>{w.pieces}</label>
        <div className="stepper">
          <button
            type="button"
            className="stepper__button"
            aria-label={w.fewer}
            disabled={pieces <= 1}
            onClick={() => setPieces((p) => clampPieces(p - 1, maxPieces))}
          >
            −
          </button>
          <input
            id={piecesId}
            className="stepper__input"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxPieces}
            value={pieces}
            onChange={(e) => setPieces(clampPieces(Number(e.currentTarget.value), maxPieces))}
          />
          <button
            type="button"
            className="stepper__button"
            aria-label={w.more}
            disabled={pieces >= maxPieces}
            onClick={() => setPieces((p) => clampPieces(p + 1, maxPieces))}
          >
            +
          </button>
        </div>
      </div>
      <ul className="materials__list">
        {list.lines.map((l) => {
          const goods = l.available ? l.goods : l.substitute;
          const included = !skip.includes(l.id);
          const option = pick(l.goods, 'option_name', lang);
          return (
            <li key={l.id} className={included ? 'material' : 'material material--out'}>
              <input
                type="checkbox"
                className="material__check"
                id={`${piecesId}-m${l.id}`}
                checked={included}
                onChange={(e) => toggle(l.id, e.currentTarget.checked)}
              />
              <img
                className="material__thumb"
                src={(goods ?? l.goods).thumb_image}
                alt=""
                width="56"
                height="56"
                loading="lazy"
              />
              <div className="material__text">
                <label htmlFor={`${piecesId}-m${l.id}`} className="material__label">
                  {pick(l, 'label', lang)}
                  {l.tool && <span className="material__tool">{w.tool}</span>}
                </label>
                <a className="material__product" href={`/shop/product/${l.goods.product_id}`}>
                  {pick(l.goods, 'name', lang)}
                  {option ? ` (${option})` : ''}
                </a>
                {!l.available && (
                  <p className="material__note">
                    <span className="material__sold-out">{w.soldOut}</span>{' '}
                    {l.substitute ? (
                      <>
                        {w.instead}{' '}
                        <a href={`/shop/product/${l.substitute.product_id}`}>
                          {pick(l.substitute, 'name', lang)}
                          {pick(l.substitute, 'option_name', lang)
                            ? ` (${pick(l.substitute, 'option_name', lang)})`
                            : ''}
                        </a>
                      </>
                    ) : (
                      w.unavailable
                    )}
                  </p>
                )}
              </div>
              <p className="material__amount">
                <span className="material__quantity">× {l.quantity}</span>
                <span className="material__price">{format(goods ? (goods.unit_price ?? 0) * l.quantity : null)}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <div className="materials__foot">
        <p className="materials__total" aria-live="polite">
          {w.total} <strong>{format(list.total)}</strong>
        </p>
        <button type="button" className="button materials__add" disabled={busy || nothing} onClick={addAll}>
          {nothing
            ? w.nothing
            : w.addAll.replace('{count}', String(chosen.filter((l) => l.available || l.substitute).length))}
        </button>
      </div>
    </section>
  );
}
