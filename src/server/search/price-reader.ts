/**
 * Reads price limits out of a question: 3만원 이하, 5천원, 2만5천원, ₩30,000, 만원대, $20,
 * 20 dollars, under/over/between, 이하/미만/이상/초과/사이/~. Amounts become KRW (USD at the
 * settings' rate). A bare amount is a budget (an upper limit).
 */
export type PriceRead = { min?: number; max?: number; text: string };

const KO_DIGITS: Record<string, number> = { 일: 1, 이: 2, 삼: 3, 사: 4, 오: 5, 육: 6, 칠: 7, 팔: 8, 구: 9, 십: 10 };

// An amount: optional $/₩, a number (digits, or a Korean numeral before 만/천), 만 [n천] or 천, a unit.
const AMOUNT =
  /(\$|₩)?\s*(\d+(?:\.\d+)?|[일이삼사오육칠팔구십](?=\s*[만천]))?\s*(만(?:\s*(\d+|[일이삼사오육칠팔구])\s*천)?|천)?\s*(원|won|krw|달러|불|dollars?|usd|bucks)?/giu;

type Amount = { start: number; end: number; krw: number; step: number; usd: boolean; marked: boolean };

function numberOf(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  return KO_DIGITS[raw] ?? Number(raw);
}

function amountsIn(text: string, krwPerUsd: number): Amount[] {
  const out: Amount[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const [whole, sign, num, magnitude, thousands, unit] = m;
    if (whole.trim() === '') continue;
    const n = numberOf(num);
    const man = magnitude?.startsWith('만');
    // 만원 alone is ten thousand won (not the 만 of 만들기); any other amount needs a number.
    if (n === undefined && !(man && !thousands && unit === '원')) continue;
    const usd = sign === '$' || /달러|불|dollar|usd|bucks/i.test(unit ?? '');
    const marked = Boolean(sign || magnitude || unit);
    let value = n ?? 1;
    let step = 1;
    if (man) {
      value = value * 10_000 + (numberOf(thousands) ?? 0) * 1000;
      step = 10_000;
    } else if (magnitude === '천') {
      value *= 1000;
      step = 1000;
    }
    const krw = usd ? Math.round(value * krwPerUsd) : Math.round(value);
    out.push({ start: m.index, end: m.index + whole.length, krw, step: usd ? krwPerUsd : step, usd, marked });
  }
  return out;
}

const BEFORE_MAX =
  /(under|below|less than|cheaper than|up to|at most|max(?:imum)?|within|no more than|budget(?: of)?)\s*$/i;
const BEFORE_MIN = /(over|above|more than|at least|min(?:imum)?|from|starting at)\s*$/i;
const AFTER_MAX_EXCLUSIVE = /^\s*(미만|보다\s*(?:싼|싸게|저렴))/;
const AFTER_MAX = /^\s*(이하|이내|까지|아래|밑|안쪽|안으로|안에서|선에서|or less|and under|max)/i;
const AFTER_MIN_EXCLUSIVE = /^\s*(초과|보다\s*비싼)/;
const AFTER_MIN = /^\s*(이상|넘는|넘게|넘어|부터|or more|and up|plus|\+)/i;
const AFTER_BAND = /^\s*대/;
const AROUND = /(정도|쯤|내외|안팎|around|about|roughly)/i;
const BETWEEN = /^\s*(~|-|–|에서|부터|to|and)\s*$/i;

/** Price limits of a question, and the question with the price words blanked out. */
export function readPrice(question: string, krwPerUsd: number): PriceRead {
  const text = question.replace(/(\d),(?=\d{3})/g, '$1');
  const amounts = amountsIn(text, krwPerUsd);
  let blank = text;
  const cut = (from: number, to: number) => {
    blank = blank.slice(0, from) + ' '.repeat(to - from) + blank.slice(to);
  };
  // A range: two amounts joined by ~, -, 에서, to, and (between … and …); a bare first amount takes the second's unit.
  for (let i = 0; i + 1 < amounts.length; i++) {
    const a = amounts[i] as Amount;
    const b = amounts[i + 1] as Amount;
    if (!b.marked || !BETWEEN.test(text.slice(a.end, b.start))) continue;
    const scale = a.marked ? 1 : b.usd ? krwPerUsd : b.step;
    const low = a.marked ? a.krw : Math.round(a.krw * scale);
    const tail = text.slice(b.end).match(/^\s*(사이|까지|between)?/)?.[0].length ?? 0;
    const head = text.slice(0, a.start).match(/between\s*$/i)?.[0].length ?? 0;
    cut(a.start - head, b.end + tail);
    return { min: Math.min(low, b.krw), max: Math.max(low, b.krw), text: blank };
  }
  const a = amounts.find((x) => x.marked);
  if (!a) return { text };
  const before = text.slice(0, a.start);
  const after = text.slice(a.end);
  const took = (re: RegExp, side: string) => side.match(re)?.[0].length ?? 0;
  let read: { min?: number; max?: number };
  let from = a.start;
  let to = a.end;
  if (took(AFTER_MAX_EXCLUSIVE, after)) {
    read = { max: a.krw - 1 };
    to += took(AFTER_MAX_EXCLUSIVE, after);
  } else if (took(AFTER_MIN_EXCLUSIVE, after)) {
    read = { min: a.krw + 1 };
    to += took(AFTER_MIN_EXCLUSIVE, after);
  } else if (took(AFTER_BAND, after)) {
    read = { min: a.krw, max: a.krw + a.step - 1 };
    to += took(AFTER_BAND, after);
  } else if (took(AFTER_MAX, after) || took(BEFORE_MAX, before)) {
    read = { max: a.krw };
    to += took(AFTER_MAX, after);
    from -= took(BEFORE_MAX, before);
  } else if (took(AFTER_MIN, after) || took(BEFORE_MIN, before)) {
    read = { min: a.krw };
    to += took(AFTER_MIN, after);
    from -= took(BEFORE_MIN, before);
  } else if (AROUND.test(after.slice(0, 6)) || AROUND.test(before.slice(-8))) {
    read = { min: Math.round(a.krw * 0.8), max: Math.round(a.krw * 1.2) };
  } else {
    read = { max: a.krw };
  }
  cut(from, to);
  return { ...read, text: blank };
}
