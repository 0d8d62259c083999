import { randomUUID } from 'node:crypto';
import http from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/lib/build.mjs';
import { ApiClient } from '../support/api-client';
import { type RunningServer, seededDatabase, startServer } from '../support/server';
import * as ops from './api-operations';

type Who = { client: ApiClient; login?: { mb_id: string; password: string } };
type Call = { method: string; path: string; body?: string; type?: string };
type Answer = {
  status: number;
  type: string;
  retryAfter: string | null;
  text: string;
  api: boolean;
  download: boolean;
};

const OPERATIONS = ops.apiOperations();
// Runs per operation and caller; FUZZ_RUNS=200 makes a longer search, FUZZ_SEED replays one.
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const fcOptions = (numRuns: number) => ({
  numRuns,
  ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
  // Shrinking over HTTP can take long; a case shrunk part of the way is still a reproduction.
  plugins: [fc.interruptAfterTimeLimit(20_000)],
});
// Sign-ins come from an address of their own: the fuzzing spends the failed logins its address may make.
const SIGN_IN_ADDRESS = '192.0.2.1';

let server: RunningServer;
let cleanup: (() => Promise<void>) | undefined;
let seeded: ops.Seeded;
let visitor: Who, demo: Who, fresh: Who, admin: Who;

const died = (err: unknown) => {
  const { exitCode, signalCode } = server.process;
  return exitCode === null && signalCode === null ? err : new Error(`the server exited (${exitCode ?? signalCode})`);
};

async function signIn(who: Who) {
  if (!who.login || who.client.cookies.has('shop_session')) return;
  const res = await who.client.request('POST', '/api/v1/login', who.login, { 'X-Forwarded-For': SIGN_IN_ADDRESS });
  if (res.status !== 200) throw new Error(`${who.login.mb_id} could not sign in: ${res.status} ${await res.text()}`);
}

async function send(who: Who, call: Call): Promise<Answer> {
  await signIn(who);
  // Each write carries a new Idempotency-Key, so that order placements get as far as reading their body.
  const key = call.method === 'GET' || call.method === 'HEAD' ? {} : { 'Idempotency-Key': randomUUID() };
  const headers = { ...key, ...(call.type ? { 'Content-Type': call.type } : {}) };
  const request = who.client.request(call.method, call.path, call.body, headers);
  const res = await request.catch((e) => Promise.reject(died(e)));
  // A call that ended the session (logout, for one) is followed by signing in again.
  if (res.status === 401) who.client.cookies.delete('shop_session');
  const api = new URL(call.path, server.url).pathname.startsWith('/api/');
  const type = res.headers.get('content-type') ?? '';
  const download = (res.headers.get('content-disposition') ?? '').startsWith('attachment');
  return {
    status: res.status,
    type,
    retryAfter: res.headers.get('retry-after'),
    text: await res.text(),
    api,
    download,
  };
}

/** What the API documents: no 5xx; JSON answers (a download's file aside); a string `message` on 4xx; field errors on 422; Retry-After on 429. */
function shapeProblem(method: string, a: Answer): string | undefined {
  if (a.status >= 500) return `a ${a.status}`;
  if (method === 'HEAD' || !a.api || a.status === 204 || a.status === 304) return undefined;
  // A download (the back office's CSV export) answers with the file itself; its refusals are JSON.
  if (a.status < 300 && a.download) return undefined;
  if (!a.type.startsWith('application/json')) return `a ${a.status} sent as ${a.type || 'nothing'}, not JSON`;
  if (a.status < 400) return undefined;
  let body: { message?: unknown; errors?: unknown };
  try {
    body = JSON.parse(a.text);
  } catch {
    return `a ${a.status} whose body is not JSON`;
  }
  const { message, errors } = body ?? {};
  if (typeof message !== 'string') return `a ${a.status} without a string message`;
  const strings = (v: unknown) => Array.isArray(v) && v.length > 0 && v.every((s) => typeof s === 'string');
  const map = errors !== null && typeof errors === 'object' && !Array.isArray(errors) ? Object.values(errors) : [];
  if (a.status === 422 && !(map.length && map.every(strings))) return 'a 422 without field errors';
  if (a.status === 429 && !a.retryAfter) return 'a 429 without Retry-After';
  return undefined;
}

function expectDocumented(call: Call, a: Answer) {
  const problem = shapeProblem(call.method, a);
  const shown = JSON.stringify({ ...call, body: call.body?.slice(0, 300) });
  if (problem) throw new Error(`${shown} answered ${problem}: ${a.text.slice(0, 300)}`);
}

const errorsOf = (a: Answer): Record<string, string[]> =>
  a.status === 422 ? ((JSON.parse(a.text) as { errors?: Record<string, string[]> }).errors ?? {}) : {};

// Account changes (profile, password, leaving) are made on a member of the test's own.
const OWN_ACCOUNT = /^\/api\/v1\/(my-account|confirm-my-password|unregister)\b/;
const memberFor = (op: ops.Operation) => (OWN_ACCOUNT.test(op.pattern) ? fresh : demo);
/** Who gets furthest into an operation: an administrator into the admin routes, a member elsewhere. */
const callerFor = (op: ops.Operation) => (op.pattern.startsWith('/api/admin/') ? admin : memberFor(op));
const loginOf = (who: Who) => who.login?.mb_id ?? 'demo';
const realPath = (op: ops.Route, who: Who) => ops.realPath(op, seeded, loginOf(who));

async function discover(): Promise<ops.Seeded> {
  const first = async (path: string, key: string) =>
    String(JSON.parse((await send(demo, { method: 'GET', path })).text).data?.[0]?.[key] ?? '1');
  const productId = await first('/api/v1/products?per_page=1', 'it_id');
  const line = JSON.stringify({ it_id: Number(productId), quantity: 1 });
  const added = await send(demo, { method: 'POST', path: '/api/v1/cart/lines', body: line, type: 'application/json' });
  return {
    productId,
    cartLineId: String(JSON.parse(added.text).line?.id ?? '1'),
    orderId: await first('/api/v1/orders', 'od_id'),
    notificationId: await first('/api/v1/notification', 'id'),
    wishId: await first('/api/v1/my-wish', 'wi_id'),
    reviewId: await first('/api/v1/reviews?per_page=1', 'id'),
    inquiryId: await first('/api/v1/product-inquiries?per_page=1', 'id'),
  };
}

beforeAll(async () => {
  buildIfStale({ quiet: true });
  const db = await seededDatabase('fuzz');
  cleanup = db.cleanup;
  // No outside service is configured: no call leaves the machine, whatever the fuzzing sends.
  const offline = { TOSS_CLIENT_KEY: '', TOSS_SECRET_KEY: '', AI_BASE_URL: '', SMTP_URL: '', INSTAGRAM_TOKEN: '' };
  server = await startServer({ ...db.env, ...offline, SENTRY_DSN: '', REDIS_URL: '', TRUST_PROXY: 'true' });
  const client = () => new ApiClient(server.url);
  visitor = { client: client() };
  demo = { client: client(), login: { mb_id: 'demo', password: 'demo1234!' } };
  admin = { client: client(), login: { mb_id: 'admin', password: 'admin-test-pass-1' } };
  const mb_id = `fuzz${Date.now().toString(36)}`;
  const password = 'Fuzz-pass-2026!';
  fresh = { client: client(), login: { mb_id, password } };
  const form = { mb_id, password, password_confirmation: password, mb_name: '새 회원', mb_hp: '010-5555-0101' };
  const joined = { ...form, mb_email: `${mb_id}@example.com`, agree_terms: true, agree_privacy: true };
  expect((await fresh.client.request('POST', '/api/v1/register', joined)).status).toBe(201);
  seeded = await discover();
});

afterAll(async () => {
  await server?.stop();
  await cleanup?.();
});

let nulProbes = 0;

// Before the fuzzing, which spends the rate limits these probes need.
describe('a NUL character', () => {
  for (const op of OPERATIONS.filter((o) => o.method !== 'HEAD')) {
    it(`in a text field or query of ${op.method} ${op.pattern} answers 422 naming that field`, async () => {
      const who = callerFor(op);
      const path = realPath(op, who);
      const fields = [...new Set([...op.fields, ...ops.SPEC_FIELDS])];
      const ask = async (o: Record<string, unknown>) => {
        const query = `${path}?${new URLSearchParams(o as Record<string, string>)}`;
        const call: Call =
          op.method === 'GET'
            ? { method: 'GET', path: query }
            : { method: op.method, path, body: JSON.stringify(ops.nest(o)), type: 'application/json' };
        const answer = await send(who, call);
        expectDocumented(call, answer);
        return answer;
      };
      // Text fields, top-level or one object down: validated (an object is refused) and taking a probe string.
      let open =
        op.method === 'GET' ? fields : Object.keys(errorsOf(await ask(Object.fromEntries(fields.map((f) => [f, {}])))));
      open = open.filter((f) => fields.includes(f.split('.')[0] ?? '') && /^\w+(\.[A-Za-z_]\w*)?$/.test(f));
      const accepted: Record<string, string> = {};
      for (const probe of ops.PROBES) {
        if (!open.length) break;
        const a = await ask({ ...accepted, ...Object.fromEntries(open.map((f) => [f, probe])) });
        if (a.status >= 300 && a.status !== 422) return;
        for (const f of open) if (!errorsOf(a)[f]) accepted[f] = probe;
        open = open.filter((f) => errorsOf(a)[f]);
      }
      // A query is only judged where the operation answers the probe strings without complaint.
      if (op.method === 'GET' && (await ask(accepted)).status >= 300) return;
      for (const [f, v] of Object.entries(accepted)) {
        const a = await ask({ ...accepted, [f]: ops.withNul(v) });
        nulProbes++;
        // A query the operation does not read may be ignored; a rate limit says nothing about the value.
        if ((op.method === 'GET' && a.status < 300) || a.status === 429) continue;
        expect(errorsOf(a)[f], `${op.method} ${path}, NUL in ${f}: ${a.status} ${a.text.slice(0, 300)}`).toBeDefined();
      }
    });
  }

  it('was put in the text fields and queries of many operations', () => {
    expect(nulProbes).toBeGreaterThan(20);
  });
});

describe('every JSON API operation', () => {
  it('is read from the route files, with the methods each one takes', () => {
    expect(ops.apiRoutes().filter((r) => r.methods.length === 0)).toEqual([]);
    expect(OPERATIONS.length).toBeGreaterThan(60);
  });

  for (const op of OPERATIONS) {
    const admins = op.pattern.startsWith('/api/admin/') ? ['an administrator'] : [];
    for (const role of ['a visitor', 'a member', ...admins]) {
      it(`${op.method} ${op.pattern} answers hostile requests from ${role} below 500 in the documented shape`, async () => {
        const who = role === 'a visitor' ? visitor : role === 'a member' ? memberFor(op) : admin;
        const arb = ops.requests(op, ops.realValues(op, seeded, loginOf(who)), seeded);
        const property = fc.asyncProperty(arb, async (call) => expectDocumented(call, await send(who, call)));
        await fc.assert(property, fcOptions(op.method === 'HEAD' ? 1 : RUNS));
      });
    }
  }
});

describe('every route file', () => {
  for (const route of ops.apiRoutes().filter((r) => r.refused.some((m) => m !== 'HEAD'))) {
    const method = route.refused.find((m) => m !== 'HEAD') ?? 'PATCH';
    it(`answers ${method} ${route.pattern}, a method it does not take, with 405 and the methods it takes`, async () => {
      const path = realPath(route, visitor);
      const res = await visitor.client.request(method, path, method === 'GET' ? undefined : '{}');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBeTruthy();
      expect(typeof (await res.json()).message).toBe('string');
    });
  }
});

/** Through node:http, which sends a Host header and bytes as given (fetch replaces the one and encodes the other). */
function rawSend(who: Who, call: Call, headers: [string, string][], body?: Uint8Array): Promise<Answer> {
  const xsrf = decodeURIComponent(who.client.cookies.get('XSRF-TOKEN') ?? '');
  const own = { Cookie: who.client.cookieHeader(), 'X-XSRF-TOKEN': xsrf, 'Accept-Encoding': 'identity' };
  const url = new URL(call.path, server.url);
  // Given as a list, headers go as they are: no Host is added, nor a length (a DELETE's body would go unannounced).
  const host: [string, string][] = headers.some(([k]) => k === 'Host') ? [] : [['Host', url.host]];
  const length: [string, string][] = body ? [['Content-Length', String(body.byteLength)]] : [];
  const options = { method: call.method, headers: [...Object.entries(own), ...host, ...length, ...headers].flat() };
  return new Promise((resolve, reject) => {
    const req = http.request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const [type, retryAfter] = [res.headers['content-type'] ?? '', res.headers['retry-after'] ?? null];
        const download = String(res.headers['content-disposition'] ?? '').startsWith('attachment');
        const text = Buffer.concat(chunks).toString();
        resolve({ status: res.statusCode ?? 0, type, retryAfter, text, api: true, download });
      });
    });
    req.on('error', (err) => reject(died(err)));
    req.end(body);
  });
}

describe('hostile headers', () => {
  // Credentials, a port past 65535, an address of five numbers, nothing: no URL can be built from these.
  const unusable = (own: string) => [`user:pass@${own}`, `${own.split(':')[0]}:99999`, '1.2.3.4.5', ''];

  it('answer every operation called with a Host naming no usable address below 500 in the documented shape', async () => {
    for (const op of OPERATIONS) {
      const who = callerFor(op);
      await signIn(who);
      const call = { method: op.method, path: realPath(op, who) };
      const body = op.method === 'GET' || op.method === 'HEAD' ? undefined : new TextEncoder().encode('{}');
      for (const host of unusable(new URL(server.url).host)) {
        const headers: [string, string][] = [
          ['Host', host],
          ['Content-Type', 'application/json'],
        ];
        expectDocumented(call, await rawSend(who, call, headers, body));
      }
    }
  });

  it('and bodies of raw bytes are answered below 500 in the documented shape', async () => {
    const bytes = fc.option(fc.uint8Array({ maxLength: 300 }), { nil: undefined });
    const arb = fc.tuple(fc.constantFrom(...OPERATIONS), ops.hostileHeaders, bytes);
    const property = fc.asyncProperty(arb, async ([op, headers, bytes]) => {
      const who = callerFor(op);
      await signIn(who);
      const call = { method: op.method, path: realPath(op, who) };
      expectDocumented(call, await rawSend(who, call, headers, op.method === 'GET' ? undefined : bytes));
    });
    await fc.assert(property, fcOptions(30 * RUNS));
  });
});
