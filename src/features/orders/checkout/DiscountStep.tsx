import { useRef } from 'react';
import { FieldLabel } from '~/components/ui/FieldLabel';
import { pick } from '~/lib/i18n';
import { FieldMessage, type StepErrors } from './fields';
import type { CheckoutProps, Quote } from './order-sheet';

type Props = {
  words: CheckoutProps['words'];
  quote: Quote | null;
  pointsUnit: number;
  couponId: string;
  onCoupon: (id: string) => void;
  money: (krw: number) => string;
  lang: CheckoutProps['lang'];
  e: StepErrors;
  /** The coupon or points changed: the total is priced again. */
  onChange: () => void;
};

/** A member's coupon (those the quote says apply) and points, in the shop's unit from its minimum. */
export function DiscountStep({ words: w, quote, pointsUnit, couponId, onCoupon, money, lang, e, onChange }: Props) {
  const points = useRef<HTMLInputElement>(null);
  const coupons = (quote?.coupons ?? []).filter((c) => c.applicable);
  return (
    <section className="block" aria-labelledby="discount-title">
      <h2 id="discount-title">{w.discountTitle}</h2>
      <div className="fields">
        <div className="field field--wide">
          <FieldLabel htmlFor="coupon">{w.coupon}</FieldLabel>
          <select
            className="input"
            id="coupon"
            name="coupon_id"
            value={couponId}
            onChange={(event) => {
              onCoupon(event.target.value);
              onChange();
            }}
            {...e.fieldProps('coupon_id')}
          >
            <option value="">{w.noCoupon}</option>
            {coupons.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {`${pick(c, 'name', lang)} (${w.couponOff.replace('{amount}', money(c.discount))})`}
              </option>
            ))}
          </select>
          <FieldMessage name="coupon_id" e={e} />
        </div>
        <div className="field field--wide">
          <FieldLabel htmlFor="points">{w.points}</FieldLabel>
          <div className="with-button">
            <input
              ref={points}
              className="input"
              id="points"
              name="points"
              type="number"
              inputMode="numeric"
              min={0}
              step={pointsUnit}
              defaultValue="0"
              data-requote=""
              {...e.fieldProps('points')}
            />
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                if (points.current && quote?.points) points.current.value = String(quote.points.max_usable);
                onChange();
              }}
            >
              {w.allPoints}
            </button>
          </div>
          <p className="field__hint">
            {quote?.points
              ? w.pointsHint
                  .replace('{balance}', money(quote.points.balance))
                  .replace('{unit}', quote.points.unit.toLocaleString('ko-KR'))
                  .replace('{minimum}', quote.points.minimum.toLocaleString('ko-KR'))
              : ''}
          </p>
          <FieldMessage name="points" e={e} />
        </div>
      </div>
    </section>
  );
}
