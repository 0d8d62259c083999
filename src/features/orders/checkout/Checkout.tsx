import { type SubmitEvent, useCallback, useEffect, useRef, useState } from 'react';
import { errorsOf } from '~/features/forms/field-errors';
import { useFieldErrors } from '~/features/forms/use-field-errors';
import { alertDialog } from '~/lib/dialog';
import { ApiError, postJson } from '~/lib/http';
import { fill } from '~/lib/i18n';
import { formatAmount } from '~/lib/money';
import { mountTossWidgets, payWithToss, type TossWidgets } from '../toss-widget';
import { AgreementStep, type Agreements } from './AgreementStep';
import { DiscountStep } from './DiscountStep';
import { GuestPasswordStep } from './GuestPasswordStep';
import { OrdererStep } from './OrdererStep';
import { OrderSummary } from './OrderSummary';
import { type CheckoutProps, orderBody, type Quote, quoteBody } from './order-sheet';
import { type PaymentMethod, PaymentStep } from './PaymentStep';
import { ShippingStep } from './ShippingStep';
import '~/components/ui/paybar.css';
import './Checkout.css';

const REQUOTE_DELAY_MS = 300;

type Placed = { od_id: string; order: { amounts: { total: number } } };

/**
 * Spec 2.6, the order form: who orders, where it goes, a member's discounts, how it is paid, a
 * visitor's password and the agreements, beside the server-priced summary. The summary is priced
 * again after every change that can move the total; the order is stored first and then, for
 * cards, paid through Toss.
 */
export function Checkout(props: CheckoutProps) {
  const { lines, member, words: w, lang, tossClientKey } = props;
  const { formRef, errors, errorId, fieldProps, show, note, clear, onEdit } = useFieldErrors();
  const e = { errors, errorId, fieldProps };
  const [quote, setQuote] = useState<Quote | null>(props.quote);
  const [couponId, setCouponId] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('bank');
  const [agreed, setAgreed] = useState<Agreements>({ order: false, privacy_carrier: false, custom_made: false });
  const [sending, setSending] = useState(false);
  const [tossNote, setTossNote] = useState('');
  const attemptKey = useRef<string | undefined>(undefined);
  const toss = useRef<Promise<TossWidgets> | undefined>(undefined);
  const requoteTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestQuote = useRef(0);

  // Totals can be zero (no discount, points covering everything): ₩0, never 'not for sale'.
  const money = (krw: number) => formatAmount(krw, { currency: props.currency, krwPerUsd: props.krwPerUsd });
  const blocked = !quote || quote.lines.length === 0 || quote.lines.some((l) => !l.available);

  /** A new quote: an empty or sold-out order is said at once; a chosen coupon no longer offered is let go. */
  const received = useCallback(
    (q: Quote) => {
      setQuote(q);
      setCouponId((chosen) => ((q.coupons ?? []).some((c) => String(c.id) === chosen) ? chosen : ''));
      if (q.lines.length === 0) void alertDialog({ message: w.emptyCart });
      else if (q.lines.some((l) => !l.available)) void alertDialog({ message: w.soldOut });
    },
    [w],
  );

  // Quotes are asked for while the person goes on filling in: only the latest one's answer counts
  // (an older one arriving late would put back a total or an error already replaced), and its field
  // errors join those on screen without moving the page or the focus.
  const requote = useCallback(async () => {
    const form = formRef.current;
    if (lines.length === 0 || !form) return;
    latestQuote.current += 1;
    const asked = latestQuote.current;
    try {
      const answer = await postJson<Quote>('/api/v1/checkout/quote', quoteBody(form, lines));
      if (asked === latestQuote.current) received(answer);
    } catch (err) {
      const sent = errorsOf(err);
      // The quote names the address's zonecode `zonecode`; on this form it is the recipient's.
      if (sent && asked === latestQuote.current)
        note(
          Object.fromEntries(Object.entries(sent).map(([k, m]) => [k === 'zonecode' ? 'recipient.zonecode' : k, m])),
        );
    }
  }, [formRef, lines, received, note]);

  const requoteSoon = useCallback(() => {
    clearTimeout(requoteTimer.current);
    requoteTimer.current = setTimeout(requote, REQUOTE_DELAY_MS);
  }, [requote]);

  // The first quote came with the page; without one (or without lines) the form says why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the quote the page was drawn with
  useEffect(() => {
    if (lines.length === 0) void alertDialog({ message: w.emptyCart });
    else if (props.quote) received(props.quote);
    else void requote();
  }, []);

  // The zonecode (typed) and the points are priced when the field is left, as a native change.
  useEffect(() => {
    const form = formRef.current;
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLElement && event.target.matches('[data-requote]')) requoteSoon();
    };
    form?.addEventListener('change', onChange);
    return () => form?.removeEventListener('change', onChange);
  }, [formRef, requoteSoon]);

  // Card and easy payments: Toss's methods and terms are shown as soon as they are chosen, at the
  // amount of the latest quote.
  const showToss = useCallback(async (): Promise<TossWidgets | undefined> => {
    if (!tossClientKey) return undefined;
    toss.current ??= mountTossWidgets(tossClientKey, quote?.amounts.total ?? 0);
    try {
      const widgets = await toss.current;
      setTossNote('');
      return widgets;
    } catch {
      toss.current = undefined; // the next choice or press tries again
      setTossNote(w.tossDown);
      return undefined;
    }
  }, [tossClientKey, quote, w]);

  useEffect(() => {
    if (method === 'toss') void showToss();
  }, [method, showToss]);

  const total = quote?.amounts.total;
  useEffect(() => {
    if (total === undefined) return;
    void toss.current?.then((widgets) => widgets.setAmount({ currency: 'KRW', value: total })).catch(() => undefined);
  }, [total]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (blocked || sending) return;
    clear();
    const body = orderBody(form, lines);
    const password = form.elements.namedItem('password') as HTMLInputElement | null;
    const confirmation = form.elements.namedItem('password_confirmation') as HTMLInputElement | null;
    if (password && password.value !== confirmation?.value) {
      show({ password_confirmation: [w.passwordMismatch] });
      return;
    }
    // One key per attempt: a retry after a lost answer is the same attempt and gets the same order.
    attemptKey.current ??= crypto.randomUUID();
    setSending(true);
    try {
      const placed = await postJson<Placed>('/api/v1/orders', body, {
        headers: { 'Idempotency-Key': attemptKey.current },
      });
      attemptKey.current = undefined;
      const widgets = body.payment_method === 'toss' ? await showToss() : undefined;
      if (widgets) {
        await payWithToss(widgets, { od_id: placed.od_id, total: placed.order.amounts.total }, w.orderName);
      } else {
        // Paid by transfer, or Toss could not be loaded: the order is stored and waits for payment;
        // its confirmation page says so and links to the order page, which offers to pay it.
        window.location.assign(`/shop/order/${placed.od_id}/confirm`);
      }
    } catch (err) {
      if (err instanceof ApiError) {
        attemptKey.current = undefined; // the server answered: the next press is a new attempt
        const sent = errorsOf(err);
        if (sent) show(sent);
        if (err.status === 409) void requote();
      }
      setSending(false);
    }
  };

  const customMade = quote?.agreements.some((a) => a.key === 'custom_made') ?? false;

  return (
    <form className="checkout__grid" ref={formRef} onSubmit={submit} onInput={onEdit} onChange={onEdit} noValidate>
      <div className="checkout__main">
        {!member && (
          <p className="checkout__login">
            <span>{w.loginForPointsHint}</span>
            <a className="button button--ghost" href={props.loginHref}>
              {w.loginForPoints}
            </a>
          </p>
        )}
        <OrdererStep words={w} member={member} e={e} />
        <ShippingStep
          words={w}
          addresses={props.addresses}
          canSaveAddress={member !== null && props.addresses.length < props.maxAddresses}
          deliveryMessages={props.deliveryMessages}
          e={e}
          onAddressChange={requoteSoon}
        />
        {member && (
          <DiscountStep
            words={w}
            quote={quote}
            pointsUnit={props.pointsUnit}
            couponId={couponId}
            onCoupon={setCouponId}
            money={money}
            lang={lang}
            e={e}
            onChange={requoteSoon}
          />
        )}
        <PaymentStep
          words={w}
          bank={props.bank}
          depositor={member?.name ?? ''}
          tossOffered={tossClientKey !== null}
          method={method}
          onMethod={setMethod}
          tossNote={tossNote}
          e={e}
        />
        {!member && <GuestPasswordStep words={w} e={e} />}
        <AgreementStep words={w} agreed={agreed} onChange={setAgreed} customMade={customMade} e={e} />
      </div>
      <OrderSummary words={w} quote={quote} lang={lang} money={money} canPay={!blocked && !sending} e={e} />
      {/* On phones the summary comes last: the amount to pay and the button stay in reach. */}
      <div className="paybar checkout__paybar">
        <button type="submit" className="button" disabled={blocked || sending}>
          {total === undefined ? w.pay : fill(w.payAmount, { amount: money(total) })}
        </button>
      </div>
    </form>
  );
}
