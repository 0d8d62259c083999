import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminShop, type Role } from '../support/admin-shop';
import { ApiClient } from '../support/api-client';
import { ADMIN, newMember } from '../support/shop-api';

// An administrator's security over HTTP: the password given again before a sensitive call (roles,
// recovery codes), and two-factor sign-in with an authenticator's code (TOTP) or a recovery code.
// Codes are made here with the same library, from the secret the setup answers.

let shop: Awaited<ReturnType<typeof adminShop>> | undefined;
const base = () => shop?.url as string;
const as = (who: Role | 'member' | 'visitor') => (shop as NonNullable<typeof shop>).as(who);
beforeAll(async () => {
  shop = await adminShop('admin_security');
}, 180_000);
afterAll(() => shop?.stop());

type Problem = { message: string; code?: string; errors: Record<string, string[]> };
type Audit = {
  data: { actor_login: string; action: string; changes: Record<string, { before: unknown; after: unknown }> }[];
};
type Setup = { data: { secret: string; otpauth_uri: string; qr_code: string } };
type Codes = { data: { recovery_codes: string[] } };
type Status = { data: { enabled: boolean; recovery_codes_left: number } };

const put = (api: ApiClient, path: string, body: unknown) => api.request('PUT', path, body);
const totp = (secret: string) => new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
/** The code of the step `steps` away from now. */
const codeAt = (secret: string, steps = 0) => totp(secret).generate({ timestamp: Date.now() + steps * 30_000 });
/** Waits, when a 30-second step is about to end, until the next begins, so a code made here is checked in its step. */
async function earlyInStep() {
  const into = (Date.now() / 1000) % 30;
  if (into > 22) await new Promise((r) => setTimeout(r, (31 - into) * 1000));
}

const memberNo = async (loginId: string) => {
  const owner = await as('owner');
  const list = await owner.json<{ data: { id: number; mb_id: string }[] }>(
    owner.get(`/api/admin/members?q=${loginId}`),
  );
  return list.data.find((r) => r.mb_id === loginId)?.id as number;
};
const auditOf = async (no: number) => {
  const owner = await as('owner');
  return owner.json<Audit>(owner.get(`/api/admin/audit-log?entity_type=member&entity_id=${no}`));
};
async function confirm(api: ApiClient, password: string) {
  const res = await api.post('/api/admin/reauth', { password });
  expect(res.status, await res.clone().text()).toBe(200);
}
/** A new member made staff by the owner (who gives the password again): logged in, with their back-office number. */
async function newAdmin(prefix: string) {
  const m = await newMember(base(), { prefix });
  const no = await memberNo(m.id);
  const owner = await as('owner');
  await confirm(owner, ADMIN.password);
  expect((await put(owner, `/api/admin/members/${no}/role`, { role: 'staff' })).status).toBe(200);
  return { ...m, no };
}
/** Turns two-factor on for the client's administrator; the code of `steps` away confirms it. */
async function turnOn(api: ApiClient, password: string, steps = 0) {
  await confirm(api, password);
  const setup = await api.json<Setup>(api.post('/api/admin/security/totp/setup'));
  await earlyInStep();
  const res = await api.post('/api/admin/security/totp/enable', { code: codeAt(setup.data.secret, steps) });
  expect(res.status, await res.clone().text()).toBe(200);
  return { secret: setup.data.secret, codes: ((await res.json()) as Codes).data.recovery_codes };
}
/** The password step of a sign-in on a new client. */
async function passwordStep(loginId: string, password: string) {
  const api = new ApiClient(base());
  const res = await api.post('/api/v1/login', { mb_id: loginId, password });
  expect(res.status, await res.clone().text()).toBe(200);
  return { api, body: (await res.json()) as { two_factor?: boolean; user?: unknown } };
}

describe('the password given again', () => {
  it('is asked before a role change (403 reauth_required), then lets it through; both are audited', async () => {
    const m = await newMember(base(), { prefix: 'rea' });
    const no = await memberNo(m.id);
    const owner = await as('owner');
    const url = `/api/admin/members/${no}/role`;
    const asked = await put(owner, url, { role: 'staff' });
    expect(asked.status).toBe(403);
    expect((await asked.json()) as Problem).toMatchObject({
      code: 'reauth_required',
      message: expect.stringMatching(/비밀번호/),
    });
    expect((await m.api.get('/api/admin/orders')).status).toBe(403);
    const wrong = await owner.post('/api/admin/reauth', { password: 'not-the-password' });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Problem).errors.password?.[0]).toMatch(/[가-힣]/);
    expect((await put(owner, url, { role: 'staff' })).status).toBe(403);
    await confirm(owner, ADMIN.password);
    expect((await put(owner, url, { role: 'staff' })).status).toBe(200);
    expect((await m.api.get('/api/admin/orders')).status).toBe(200);
    // A 422 of the body is said before the password is asked for.
    expect((await put(await as('owner'), url, { role: 'admin' })).status).toBe(422);
    const ownerNo = await memberNo(ADMIN.id);
    const audit = await auditOf(ownerNo);
    const again = audit.data.filter((a) => a.action === 'reauth').slice(0, 2);
    expect(again.map((a) => a.changes.password_again?.after)).toEqual(['confirmed', 'wrong']);
  });

  it('counts for the session that gave it only', async () => {
    const m = await newMember(base(), { prefix: 'reb' });
    const no = await memberNo(m.id);
    const [first, second] = [await as('owner'), await as('owner')];
    await confirm(first, ADMIN.password);
    expect((await put(second, `/api/admin/members/${no}/role`, { role: 'staff' })).status).toBe(403);
    expect((await put(first, `/api/admin/members/${no}/role`, { role: 'staff' })).status).toBe(200);
  });

  it('answers a visitor 401 and a member 403, a missing password 422, and past 5 wrong ones 429', async () => {
    expect((await (await as('visitor')).post('/api/admin/reauth', { password: 'x' })).status).toBe(401);
    expect((await (await as('member')).post('/api/admin/reauth', { password: 'x' })).status).toBe(403);
    const admin = await newAdmin('rec');
    expect((await admin.api.post('/api/admin/reauth', {})).status).toBe(422);
    for (let i = 0; i < 5; i += 1)
      expect((await admin.api.post('/api/admin/reauth', { password: `wrong-${i}` })).status).toBe(422);
    const limited = await admin.api.post('/api/admin/reauth', { password: admin.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('turning two-factor on', () => {
  it('needs the password again, gives a secret and its QR code, and is on after a right code with ten recovery codes', async () => {
    const admin = await newAdmin('tfa');
    expect((await admin.api.post('/api/admin/security/totp/setup')).status).toBe(403);
    await confirm(admin.api, admin.password);
    const setup = await admin.api.json<Setup>(admin.api.post('/api/admin/security/totp/setup'));
    expect(setup.data.otpauth_uri).toMatch(new RegExp(`^otpauth://totp/.*secret=${setup.data.secret}`));
    expect(setup.data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.data.qr_code.split(',')[1] as string, 'base64').toString()).toContain('<svg');
    const off = await admin.api.json<Status>(admin.api.get('/api/admin/security'));
    expect(off.data.enabled).toBe(false);
    const wrong = await admin.api.post('/api/admin/security/totp/enable', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as Problem).errors.code?.[0]).toMatch(/[가-힣]/);
    await earlyInStep();
    const on = await admin.api.post('/api/admin/security/totp/enable', { code: codeAt(setup.data.secret) });
    expect(on.status, await on.clone().text()).toBe(200);
    const codes = ((await on.json()) as Codes).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const status = await admin.api.json<Status>(admin.api.get('/api/admin/security'));
    expect(status.data).toMatchObject({ enabled: true, recovery_codes_left: 10 });
    // The codes are in that answer only.
    expect(JSON.stringify(status)).not.toContain(codes[0]);
    expect((await admin.api.post('/api/admin/security/totp/setup')).status).toBe(409);
    expect((await admin.api.post('/api/admin/security/totp/enable', { code: codeAt(setup.data.secret) })).status).toBe(
      409,
    );
    expect((await auditOf(admin.no)).data[0]).toMatchObject({ action: 'two_factor.on' });
  });

  it("is each administrator's own: a visitor 401, a member 403, staff may", async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/security'],
      ['POST', '/api/admin/security/totp/setup', {}],
      ['POST', '/api/admin/security/totp/enable', { code: '123456' }],
      ['POST', '/api/admin/security/totp/disable', { password: 'x', code: '123456' }],
      ['POST', '/api/admin/security/recovery-codes', {}],
    ];
    const [visitor, member] = [await as('visitor'), await as('member')];
    for (const [method, path, body] of calls) {
      expect((await visitor.request(method, path, body)).status, path).toBe(401);
      expect((await member.request(method, path, body)).status, path).toBe(403);
    }
    const staff = await as('staff');
    expect((await staff.get('/api/admin/security')).status).toBe(200);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, with no session until it is right; a window of one step; a code used once', async () => {
    const admin = await newAdmin('tfs');
    // Confirmed with the code of the step before (the window's -1).
    const { secret } = await turnOn(admin.api, admin.password, -1);
    await earlyInStep();
    const { api, body } = await passwordStep(admin.id, admin.password);
    expect(body).toMatchObject({ two_factor: true });
    expect(body.user).toBeUndefined();
    expect((await api.get('/api/admin/security')).status).toBe(401);
    expect((await api.post('/api/v1/login/two-factor', { code: codeAt(secret, 2) })).status).toBe(422);
    expect((await api.post('/api/v1/login/two-factor', { code: '' })).status).toBe(422);
    const done = await api.post('/api/v1/login/two-factor', { code: codeAt(secret) });
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await done.json()) as { user: { mb_id: string } }).toMatchObject({ user: { mb_id: admin.id } });
    expect((await api.get('/api/admin/security')).status).toBe(200);
    // The sign-in is over: its cookie does not sign in again.
    expect((await api.post('/api/v1/login/two-factor', { code: codeAt(secret, 1) })).status).toBe(401);
    // The same code, and the one before it, are not taken again; the next step's is (the window's +1).
    const again = await passwordStep(admin.id, admin.password);
    expect((await again.api.post('/api/v1/login/two-factor', { code: codeAt(secret) })).status).toBe(422);
    expect((await again.api.post('/api/v1/login/two-factor', { code: codeAt(secret, -1) })).status).toBe(422);
    expect((await again.api.post('/api/v1/login/two-factor', { code: codeAt(secret, 1) })).status).toBe(200);
  });

  it('answers 401 without a sign-in begun, and 429 past 5 wrong codes, even for the right one', async () => {
    const admin = await newAdmin('tfl');
    const { secret } = await turnOn(admin.api, admin.password);
    expect((await new ApiClient(base()).post('/api/v1/login/two-factor', { code: '123456' })).status).toBe(401);
    const { api } = await passwordStep(admin.id, admin.password);
    for (let i = 0; i < 5; i += 1)
      expect((await api.post('/api/v1/login/two-factor', { code: `00000${i}` })).status).toBe(422);
    const limited = await api.post('/api/v1/login/two-factor', { code: codeAt(secret, 1) });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('takes a recovery code once, audited, and the count left goes down', async () => {
    const admin = await newAdmin('tfr');
    const { codes } = await turnOn(admin.api, admin.password);
    const first = await passwordStep(admin.id, admin.password);
    const typed = (codes[0] as string).toLowerCase().replace(/-/g, ' ');
    const res = await first.api.post('/api/v1/login/two-factor', { code: typed });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ recovery_code_used: true });
    const status = await first.api.json<Status>(first.api.get('/api/admin/security'));
    expect(status.data.recovery_codes_left).toBe(9);
    const second = await passwordStep(admin.id, admin.password);
    expect((await second.api.post('/api/v1/login/two-factor', { code: codes[0] })).status).toBe(422);
    expect((await second.api.post('/api/v1/login/two-factor', { code: codes[1] })).status).toBe(200);
    expect((await auditOf(admin.no)).data[0]).toMatchObject({
      action: 'two_factor.recovery_used',
      actor_login: admin.id,
    });
  });

  it('leaves members and administrators without two-factor signing in with the password alone', async () => {
    const { body } = await passwordStep(ADMIN.id, ADMIN.password);
    expect(body).toMatchObject({ user: { mb_id: ADMIN.id } });
  });
});

describe('recovery codes and turning two-factor off', () => {
  it('makes ten new recovery codes after the password again; the old ones stop working', async () => {
    const admin = await newAdmin('tfn');
    const { codes: old } = await turnOn(admin.api, admin.password);
    const fresh = await passwordStep(admin.id, admin.password);
    expect((await fresh.api.post('/api/v1/login/two-factor', { code: old[0] })).status).toBe(200);
    expect((await fresh.api.post('/api/admin/security/recovery-codes')).status).toBe(403);
    await confirm(fresh.api, admin.password);
    const made = await fresh.api.post('/api/admin/security/recovery-codes');
    expect(made.status, await made.clone().text()).toBe(200);
    const codes = ((await made.json()) as Codes).data.recovery_codes;
    expect(codes).toHaveLength(10);
    const next = await passwordStep(admin.id, admin.password);
    expect((await next.api.post('/api/v1/login/two-factor', { code: old[1] })).status).toBe(422);
    expect((await next.api.post('/api/v1/login/two-factor', { code: codes[0] })).status).toBe(200);
    const audit = await auditOf(admin.no);
    expect(audit.data.find((a) => a.action === 'two_factor.recovery_codes')?.changes.recovery_codes_left).toEqual({
      before: 9,
      after: 10,
    });
  });

  it('turns off with the password and a code only; then the password alone signs in', async () => {
    const admin = await newAdmin('tfo');
    const { secret } = await turnOn(admin.api, admin.password);
    await earlyInStep();
    const url = '/api/admin/security/totp/disable';
    const badPassword = await admin.api.post(url, { password: 'wrong-one', code: codeAt(secret, 1) });
    expect(badPassword.status).toBe(422);
    expect(((await badPassword.json()) as Problem).errors.password).toBeDefined();
    const badCode = await admin.api.post(url, { password: admin.password, code: '000000' });
    expect(badCode.status).toBe(422);
    expect(((await badCode.json()) as Problem).errors.code).toBeDefined();
    expect((await admin.api.post(url, { password: admin.password })).status).toBe(422);
    const off = await admin.api.post(url, { password: admin.password, code: codeAt(secret, 1) });
    expect(off.status, await off.clone().text()).toBe(200);
    expect((await admin.api.post(url, { password: admin.password, code: codeAt(secret, 1) })).status).toBe(409);
    const { body } = await passwordStep(admin.id, admin.password);
    expect(body).toMatchObject({ user: { mb_id: admin.id } });
    expect((await auditOf(admin.no)).data[0]).toMatchObject({
      action: 'two_factor.off',
      changes: { two_factor: { before: true, after: false } },
    });
  });
});

// The embedded database may be opened by one process at a time, so the command runs beside the
// server only on PostgreSQL; tests/integration/admin-security.test.ts covers its service on both.
describe.runIf(Boolean(process.env.DATABASE_URL))("the operator's way back in", () => {
  it('turns off the two-factor sign-in of an administrator who lost the app and the codes, audited', async () => {
    const admin = await newAdmin('tfx');
    await turnOn(admin.api, admin.password);
    // Run without blocking this process: a test blocked for the command's seconds would miss the server
    // closing its idle connections, and its next request would go out on a closed one.
    const run = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin-two-factor-off.ts', '--id', admin.id],
      { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, ...shop?.env, LOG_LEVEL: 'error' } },
    );
    expect(run.stdout).toContain('is off');
    const { body } = await passwordStep(admin.id, admin.password);
    expect(body).toMatchObject({ user: { mb_id: admin.id } });
    expect((await auditOf(admin.no)).data[0]).toMatchObject({ action: 'two_factor.off' });
  });
});
