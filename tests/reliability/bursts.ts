// Bursts of simultaneous requests for the attempt-limit tests: each request is held back by its last
// byte until the whole burst is sent, then released at once, so the guesses reach the shop together
// even on a busy machine; and the tallies of what came back.
import { randomBytes, randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { ApiClient } from '../support/api-client';

export const PASSWORD = 'Candle-burst-42';
export const BURST = 30;
const run = randomBytes(3).toString('hex');
let n = 0;
export const freshId = () => `b${run}${(n++).toString(36)}`;
/** One private address per simulated client (the server trusts X-Forwarded-For). */
export const anAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
export const anOrderNumber = () => `9${Array.from({ length: 15 }, () => randomInt(10)).join('')}`;

export function times<T>(count: number, fn: (i: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => fn(i));
}

/** A client at an address of its own. */
export class Visitor extends ApiClient {
  constructor(
    baseUrl: string,
    readonly ip = anAddress(),
  ) {
    super(baseUrl);
  }

  override request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request(method, path, body, { 'X-Forwarded-For': this.ip, ...headers });
  }

  /** Fetches the XSRF cookie now, so that a burst's requests leave together. */
  async ready(): Promise<this> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/readyz');
    return this;
  }

  /** Sends a JSON request but for the last byte of its body, which follows when `gate` opens. */
  held(method: string, path: string, body: unknown, gate: Promise<void>, headers: Record<string, string> = {}) {
    const bytes = new TextEncoder().encode(JSON.stringify(body));
    const xsrf = this.cookies.get('XSRF-TOKEN');
    return fetch(new URL(path, this.baseUrl), {
      method,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
        'X-Forwarded-For': this.ip,
        ...(xsrf ? { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) } : {}),
        Cookie: this.cookieHeader(),
        ...headers,
      },
      body: new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.subarray(0, -1));
          await gate;
          controller.enqueue(bytes.subarray(-1));
          controller.close();
        },
      }),
      duplex: 'half',
      redirect: 'manual',
    } as RequestInit);
  }
}

export type Send = (gate: Promise<void>) => Promise<Response>;

/**
 * A burst of requests that reach the server's checks together, then one more just behind them:
 * each is sent whole but for its body's last byte, the burst's last bytes all leave at once
 * (last-byte synchronisation, so that a server taking requests in one by one does not spread the
 * burst out) and the last request's once the burst has been answered. The server reads a body before
 * it checks a password, so the burst's guesses reach the check together and the last request after them.
 */
export async function burst(
  baseUrl: string,
  count: number,
  send: (i: number, gate: Promise<void>) => Promise<Response>,
  behind?: Send,
): Promise<{ answers: Promise<Response>[]; behind: Promise<Response> | undefined }> {
  const [first, second] = [Promise.withResolvers<void>(), Promise.withResolvers<void>()];
  const answers = times(count, (i) => send(i, first.promise));
  const last = behind?.(second.promise);
  // A request sent after them is answered once the server has taken them in.
  await fetch(new URL('/readyz', baseUrl));
  await new Promise((resolve) => setTimeout(resolve, 150));
  first.resolve();
  // The request behind the burst goes once the burst has been answered: a fixed pause let it overtake
  // burst requests still waiting for the CPU on a busy machine, and be checked before the limit was hit.
  await Promise.allSettled(answers);
  second.resolve();
  return { answers, behind: last };
}

export type Body = { errors?: Record<string, unknown> };
export type Tally = { checked: number; refused: number; unexpected: string[]; sent: number };

/** Sorts a burst's answers: checked (as `checked` recognises them) or refused with 429 and Retry-After. */
export async function tally(
  answers: Promise<Response>[],
  checked: (status: number, body: Body) => boolean,
): Promise<Tally> {
  const t: Tally = { checked: 0, refused: 0, unexpected: [], sent: answers.length };
  for (const res of await Promise.all(answers)) {
    const text = await res.text();
    let body: Body = {};
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: reported below
    }
    if (checked(res.status, body)) t.checked++;
    else if (res.status === 429 && Number(res.headers.get('retry-after')) >= 1) t.refused++;
    else t.unexpected.push(`${res.status} ${text.slice(0, 160)}`);
  }
  return t;
}

export const wrongAt = (field: string) => (status: number, body: Body) =>
  status === 422 && Array.isArray(body.errors?.[field]);

export function expectAtMost(t: Tally, limit: number) {
  expect(t.unexpected, 'every answer is a checked failure or a 429 with Retry-After').toEqual([]);
  expect(t.checked, `${t.checked} of ${t.sent} checked (limit ${limit})`).toBeLessThanOrEqual(limit);
  expect(t.checked, 'the first guesses are still checked').toBeGreaterThan(0);
}

export async function expectRefused(res: Promise<Response> | undefined, what: string) {
  const answer = await res;
  expect(answer?.status, `${what}: ${await answer?.clone().text()}`).toBe(429);
  expect(Number(answer?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
}

/** A sign-up body for a new member `id`, with the burst tests' password. */
export const signUp = (id: string) => ({
  mb_id: id,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  mb_name: '김연타',
  mb_hp: '010-2345-6789',
  mb_email: `${id}@example.com`,
  agree_terms: true,
  agree_privacy: true,
});
