import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';

const ROOT = path.resolve(import.meta.dirname, '../..');
const API_DIR = path.join(ROOT, 'src/pages/api');

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export type Param = { name: string; parent: string; rest: boolean };
/**
 * A route file: its `pattern` as Astro names it (`/api/v1/orders/[odId]/cancel`), its path `params`
 * with the folder each one names, the `methods` it exports (a file exporting only ALL takes every
 * method), the methods its ALL `refused` with 405, and the `fields` its validation reads.
 */
export type Route = { pattern: string; params: Param[]; methods: Method[]; refused: Method[]; fields: string[] };
export type Operation = Route & { method: Method };

/**
 * Operations left out, each with why; everything else under src/pages/api is called, and a new
 * file is called without changing the tests. Logout is in (the caller signs in again), and so is
 * the Toss webhook: the test server has no Toss keys, so it only reads its body and calls nobody.
 */
export const EXCLUDED: { method: Method; pattern: string; why: string }[] = [];

/** The spec's names, sent to every operation besides the ones its own schemas read. */
export const SPEC_FIELDS = ['it_id', 'mb_id', 'id', 'quantity', 'page', 'per_page', 'keyword', 'password', 'email'];

/** Ids of the seeded shop as the demo member sees them, read once the server is up. */
type SeededId = 'productId' | 'orderId' | 'cartLineId' | 'notificationId' | 'wishId' | 'reviewId' | 'inquiryId';
export type Seeded = Record<SeededId, string>;

/** Real path values; a parameter missing here gets `1` (and the hostile values, like every other). */
const REAL_PARAMS: Record<string, (seeded: Seeded, loginId: string) => string[]> = {
  'rest/rest': () => ['no-such-endpoint', 'v1/no/such/thing'],
  'orders/odId': (s) => [s.orderId],
  'lines/id': (s) => [s.cartLineId],
  'notification/id': (s) => [s.notificationId],
  'my-wish/wiId': (s) => [s.wishId],
  'products/itId': (s) => [s.productId],
  'reviews/id': (s) => [s.reviewId],
  'product-inquiries/id': (s) => [s.inquiryId],
  'my-account/mbId': (_, loginId) => [loginId],
  'published/name': () => ['main-banner'],
};

/** Each path parameter's real values for a caller: by folder and name, so that calls get past the lookup. */
export const realValues = (op: Route, seeded: Seeded, loginId: string): string[][] =>
  op.params.map((p) => REAL_PARAMS[`${p.parent || p.name}/${p.name}`]?.(seeded, loginId) ?? ['1']);

const placeholder = (p: Param) => `[${p.rest ? '...' : ''}${p.name}]`;
export const pathOf = (op: Route, values: string[]) =>
  op.params.reduce((url, p, i) => url.replace(placeholder(p), values[i] ?? '1'), op.pattern);
export const realPath = (op: Route, seeded: Seeded, loginId: string) => {
  const firsts = realValues(op, seeded, loginId).map(([first]) => first ?? '1');
  return pathOf(op, firsts);
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.(ts|js|mjs)$/.test(name) && !/\.test\.\w+$/.test(name) ? [full] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith('~/')
    ? path.join(ROOT, 'src', spec.slice(2))
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  return base && [base, `${base}.ts`].find((f) => existsSync(f) && statSync(f).isFile());
}

// Only modules that describe a request are followed: services would add their column names,
// which lengthen the per-field checks without reaching any more validation.
const DESCRIBES_INPUT = /(schema|query|pagination|params|routes|multipart|\.http)\.ts$/;
/** Keys written as `name: z…`, `name: someRule`, `name: helper(…)` or `name: other,`. */
const KEY = /^\s*([A-Za-z_]\w*)\s*:\s*(?:z\b|[A-Za-z_][\w.]*\s*(?:\(|,\s*$)|[A-Za-z_][\w.]*(?:Rule|Query|Schema)\b)/gm;
const NOT_FIELDS = new Set(['error', 'message', 'path', 'default', 'headers']);

function fieldsOf(file: string): string[] {
  const fields = new Set<string>();
  const seen = new Set<string>();
  const queue: [string, number][] = [[file, 0]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [current, depth] = next;
    if (seen.has(current)) continue;
    seen.add(current);
    const text = readFileSync(current, 'utf8');
    for (const m of text.matchAll(KEY)) if (m[1] && !NOT_FIELDS.has(m[1])) fields.add(m[1]);
    for (const m of depth < 3 ? text.matchAll(/from\s+'([^']+)'/g) : []) {
      const target = m[1] && resolveImport(current, m[1]);
      if (target && DESCRIBES_INPUT.test(target)) queue.push([target, depth + 1]);
    }
  }
  return [...fields].sort();
}

export function apiRoutes(): Route[] {
  return walk(API_DIR)
    .sort()
    .map((file) => {
      const segments = path
        .relative(API_DIR, file)
        .replace(/\.\w+$/, '')
        .split(path.sep);
      if (segments.at(-1) === 'index') segments.pop();
      const params = segments.flatMap((s, i) => {
        const m = /^\[(\.\.\.)?(\w+)\]$/.exec(s);
        return m?.[2] ? [{ name: m[2], parent: segments[i - 1] ?? '', rest: Boolean(m[1]) }] : [];
      });
      const text = readFileSync(file, 'utf8');
      const exports = text.matchAll(/^export\s+(?:const|(?:async\s+)?function)\s+(\w+)/gm);
      const exported = new Set([...exports].map((m) => m[1]));
      const own = METHODS.filter((m) => exported.has(m));
      const methods = own.length ? own : exported.has('ALL') ? [...METHODS] : [];
      const refused = own.length && exported.has('ALL') ? METHODS.filter((m) => !own.includes(m)) : [];
      return { pattern: `/api/${segments.join('/')}`, params, methods, refused, fields: fieldsOf(file) };
    });
}

export const apiOperations = (): Operation[] =>
  apiRoutes().flatMap((route) =>
    route.methods
      .filter((method) => !EXCLUDED.some((x) => x.method === method && x.pattern === route.pattern))
      .map((method) => ({ ...route, method })),
  );

// What the requests are made of. Characters that break text handling somewhere: NUL and other
// controls, lone surrogates, bidirectional and zero-width marks, a joined emoji, a byte order mark.
const CONTROLS = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085'];
export const NASTY = [...CONTROLS, '\ud800', '\udfff', '\u202e', '\u200b', '\ufeff'];
const NUMERIC = ['NaN', 'Infinity', '-0', '1e309', '0x1F', '１２３', '9007199254740993', '1,000', ' 1 '];
const SPECIAL = [...NASTY, ...NUMERIC, '👩‍👩‍👧‍👦', '', ' ', "' OR 1=1--", '%00', '../', '__proto__', '한글', '\u2028'];
const RAW_NUMBERS = ['1e309', '-1e309', '-0', `1${'0'.repeat(400)}`, '1E-400', '123456789012345678901234567890'];
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', '', 'a.b', 'items[0]', '\u0000'];
const BAD_PERCENT = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%FF', '%C0%AF'];
const SEGMENTS = ['0', '-1', '1.5', '1e309', '2147483648', '99999999999999999999', 'NaN', '%00', '1%00', '%2e%2e'];
const MORE_SEGMENTS = ['%2F', '__proto__', '%20', '%E2%80%AE', '%F0%9F%98%80', '%EF%BB%BF1', 'x'.repeat(3000)];
const RAW_QUERY = ['%00', 'a%00b', '%0D%0A', 'a&b', '=', '%E2%80%AE', ...BAD_PERCENT];
const BROKEN_JSON = ['{', '{"a":', '{"a":1,}', "{'a':1}", '\ufeff{}', '['.repeat(5000)];
const MALFORMED = [...BROKEN_JSON, '', 'null', '[]', '"x"', 'NaN', '\u0000'];
const TYPES = ['application/json', 'text/plain', 'application/xml', 'application/json; charset=utf-16', '*/*'];

export const encode = (s: string) => encodeURIComponent(s.toWellFormed());
const nested = ([depth, asObject]: [number, boolean]) => {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = asObject ? { a: v } : [v];
  return v;
};
const controls = fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)) });
const withNasty = fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...NASTY)).map(([a, c]) => `${a}${c}x`);
export const text = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL) },
  { weight: 3, arbitrary: withNasty },
  { weight: 1, arbitrary: controls },
);
// Up to 300 KB, past the 256 KB a JSON body may have.
const huge = fc
  .tuple(fc.integer({ min: 1000, max: 300_000 }), fc.constantFrom('x', '\u0000', '가', '😀', '\u202e'))
  .map(([n, c]) => c.repeat(Math.ceil(n / c.length)).slice(0, n));
const numbers = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(-0, 2 ** 31, 2 ** 53 + 2, 5e-324, 1e308));
const deep = fc.tuple(fc.integer({ min: 1, max: 1000 }), fc.boolean()).map(nested);
const part = ([k, v]: [string, string]) => `--B\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`;
const multipart = (o: Record<string, string>) => `${Object.entries(o).map(part).join('')}--B--\r\n`;
const hostileKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), text);
const PLAUSIBLE = [1, '1', 'en', 'demo@example.com', '010-1234-5678', '12345', true, 'on'];

/** Requests to one operation: hostile path values, query strings and bodies of every kind. */
export function requests(op: Operation, real: string[][], seeded: Seeded) {
  const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...op.fields, ...SPEC_FIELDS) }, hostileKey);
  const plausible = fc.constantFrom(seeded.productId, ...PLAUSIBLE);
  const scalar = fc.oneof(
    { weight: 4, arbitrary: text },
    { weight: 2, arbitrary: fc.oneof(numbers, plausible) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(true, false, null), huge, deep) },
  );
  // Built from entries, so that `__proto__` is a key of its own, as JSON.parse makes it.
  const entries = <T>(value: fc.Arbitrary<T>) =>
    fc.array(fc.tuple(key, value), { maxLength: 6 }).map((e) => Object.fromEntries(e) as Record<string, T>);
  const value = fc.oneof(
    { weight: 4, arbitrary: scalar },
    fc.array(scalar, { maxLength: 4 }),
    entries(scalar),
    fc.jsonValue(),
  );
  const asJson = (v: unknown) => JSON.stringify(v) ?? 'null';
  const rawNumber = fc.tuple(key, fc.constantFrom(...RAW_NUMBERS)).map(([k, n]) => `{${JSON.stringify(k)}:${n}}`);
  const body = fc.oneof(
    { weight: 6, arbitrary: entries(value).map((o) => [asJson(o), 'application/json'] as const) },
    fc.tuple(fc.oneof(value.map(asJson), fc.constantFrom(...MALFORMED), text, rawNumber), fc.constantFrom(...TYPES)),
    entries(text).map((o) => [new URLSearchParams(o).toString(), 'application/x-www-form-urlencoded'] as const),
    entries(text).map((o) => [multipart(o), 'multipart/form-data; boundary=B'] as const),
  );
  const segment = (values: string[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...values) },
      fc.constantFrom(...SEGMENTS, ...MORE_SEGMENTS, ...BAD_PERCENT),
      text.map(encode),
    );
  // Query strings stay under 8 KB: Node refuses longer request heads itself, before the shop sees them.
  const queryValue = fc.oneof(
    text.map(encode),
    fc.constantFrom(...RAW_QUERY),
    fc.nat(1500).map((n) => 'x'.repeat(n)),
  );
  const queryKey = fc.oneof(key.map(encode), fc.constantFrom('page[]', 'page[a]', '%00'));
  const pairs = fc.array(fc.tuple(queryKey, queryValue), { maxLength: 5 });
  const withBody = op.method !== 'GET' && op.method !== 'HEAD';
  return fc
    .tuple(
      fc.tuple(...real.map(segment)),
      pairs,
      withBody ? fc.option(body, { nil: undefined }) : fc.constant(undefined),
    )
    .map(([values, q, b]) => ({
      method: op.method,
      path: `${pathOf(op, values)}${q.length ? `?${q.map((kv) => kv.join('=')).join('&')}` : ''}`,
      ...(b && { body: b[0], type: b[1] }),
    }));
}

/** Strings the text fields of a schema take: a plain word, a sentence (passwords, names), an address. */
export const PROBES = ['probetext1', 'Probe text, 12!', 'probe@example.com'];
export const withNul = (v: string) => `${v.slice(0, 3)}\u0000${v.slice(3)}`;
/** `{ 'orderer.name': v }` as `{ orderer: { name: v } }`: a 422 names a nested field by its dotted path. */
export const nest = (flat: Record<string, unknown>) => {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(flat)) {
    const [head = k, sub] = k.split('.');
    out[head] = sub === undefined ? v : { ...(out[head] as object), [sub]: v };
  }
  return out;
};

const CREDENTIALS = ['user:pass@127.0.0.1', 'user@127.0.0.1'];
const HOSTS = [...CREDENTIALS, '[::1', '127.0.0.1:99999', '1.2.3.4.5', 'exa mple.com', '', '@', '127.0.0.1/x'];
const COOKIES = ['shop_session=%E0%A4%A', 'XSRF-TOKEN=%', 'lang=%00', 'currency=__proto__', `x=${'x'.repeat(4000)}`];
const HEADERS = ['Host', 'Accept-Language', 'X-Request-Id', 'Idempotency-Key', 'If-None-Match', 'X-Forwarded-For'];
const MORE_HEADERS = ['Content-Type', 'Accept', 'Cookie', 'X-XSRF-TOKEN', 'User-Agent', 'Origin'];
// What node:http agrees to send in a header: tab, printable ASCII and Latin-1.
const sendable = fc.string({ unit: 'binary-ascii', maxLength: 60 }).filter((v) => !/[^\t\x20-\x7e\x80-\xff]/.test(v));
export const hostileHeaders = fc.array(
  fc.tuple(fc.constantFrom(...HEADERS, ...MORE_HEADERS), fc.oneof(sendable, fc.constantFrom(...HOSTS, ...COOKIES))),
  { minLength: 1, maxLength: 4 },
);
