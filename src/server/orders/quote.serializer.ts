import type { Quote } from './checkout.service.ts';

type QuoteLine = Quote['lines'][number];
type ShortLine = Quote['unavailable'][number];

/** A line of the order form's quote, with the spec's names. */
export type QuoteLineWire = Omit<QuoteLine, 'product_id' | 'product_name' | 'product_name_en' | 'quantity'> & {
  it_id: number;
  it_name: string;
  it_name_en: string;
  qty: number;
};

/** `POST /api/v1/checkout/quote`. */
export type QuoteWire = Omit<Quote, 'lines' | 'unavailable'> & {
  lines: QuoteLineWire[];
  unavailable: { it_id: number; option_id: number | null; it_name: string; wanted: number; stock: number }[];
};

function toQuoteLineWire(l: QuoteLine): QuoteLineWire {
  return {
    id: l.id,
    it_id: l.product_id,
    it_name: l.product_name,
    it_name_en: l.product_name_en,
    option_id: l.option_id,
    option_name: l.option_name,
    option_name_en: l.option_name_en,
    thumb_image: l.thumb_image,
    qty: l.quantity,
    is_custom: l.is_custom,
    available: l.available,
    reason: l.reason,
    price: l.price,
    list_price: l.list_price,
    line_total: l.line_total,
    stock: l.stock,
  };
}

function toShortLineWire(u: ShortLine): QuoteWire['unavailable'][number] {
  return { it_id: u.product_id, option_id: u.option_id, it_name: u.product_name, wanted: u.wanted, stock: u.stock };
}

export function toQuoteWire(q: Quote): QuoteWire {
  return { ...q, lines: q.lines.map(toQuoteLineWire), unavailable: q.unavailable.map(toShortLineWire) };
}
