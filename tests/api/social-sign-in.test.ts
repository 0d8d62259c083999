import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { type StandInPerson, startOAuthStandIn } from '../support/oauth-standin';
import { type RunningServer, seededDatabase, startServer } from '../support/server';
import { MEMBER_PASSWORD, newMember, uniqueId } from '../support/shop-api';

// Sign-in with Kakao and Naver (issue: sign-in Korean shoppers use) against a local stand-in speaking
// their authorize, token and profile calls: state and PKCE, a code good once, a new member's last
// step with the agreements, an existing e-mail linked only after its password, linking and
// unlinking from the account page, and a password for a member who has none.

let standIn: Awaited<ReturnType<typeof startOAuthStandIn>>;
let server: RunningServer;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  standIn = await startOAuthStandIn();
  const db = await seededDatabase('social');
  cleanup = db.cleanup;
  server = await startServer({ ...db.env, ...standIn.env });
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await cleanup?.();
  await standIn?.stop();
});

const path = (location: string | null) => {
  const u = new URL(location ?? '', server.url);
  return `${u.pathname}${u.search}`;
};

/** The browser's trip: the shop sends it to the provider, which sends it back; answers where the shop then sends it. */
async function signInWith(api: ApiClient, provider: 'kakao' | 'naver', query = '') {
  const start = await api.get(`/auth/${provider}${query}`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location') ?? '');
  const back = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  const done = await api.get(`${callback.pathname}${callback.search}`);
  expect(done.status).toBe(302);
  return { authorize, callback, next: path(done.headers.get('location')) };
}

const person = (over: Partial<StandInPerson> = {}): StandInPerson => {
  const id = String(Math.floor(Math.random() * 1e10));
  return { id, email: `${uniqueId('k')}@example.com`, name: '김카카오', mobile: '+82 10-2222-3333', ...over };
};
const me = async (api: ApiClient) => {
  const { user } = await api.json<{ user: { mb_id?: string } }>(api.post('/api/v1/login-check'));
  return { mb_id: user.mb_id, is_login: user.mb_id !== undefined };
};

describe('a new member through Kakao', () => {
  it('is sent with state and an S256 challenge, asked for the agreements, then made, linked and signed in', async () => {
    const api = new ApiClient(server.url);
    const who = person();
    standIn.signInAs(who);
    const { authorize, next } = await signInWith(api, 'kakao', '?redirect=%2Fmy-page%2Fcoupon');
    expect(authorize.pathname).toBe('/oauth/authorize');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/.{20,}/);
    expect(next).toBe('/register/social');
    const form = await (await api.get('/register/social', { Accept: 'text/html' })).text();
    expect(form).toContain(who.email);
    expect(form).toContain('010-2222-3333');

    const noAgreement = await api.post('/api/v1/social/register', {
      mb_name: '김카카오',
      mb_hp: '010-2222-3333',
      mb_email: who.email,
    });
    expect(noAgreement.status).toBe(422);
    expect((await noAgreement.json()).errors).toMatchObject({ agree_terms: ['이용약관에 동의해 주세요.'] });

    const done = await api.post('/api/v1/social/register', {
      mb_name: '김카카오',
      mb_hp: '010-2222-3333',
      mb_email: who.email,
      agree_terms: true,
      agree_privacy: true,
    });
    expect(done.status, await done.clone().text()).toBe(200);
    expect((await done.json()).redirect).toBe('/my-page/coupon');
    expect((await me(api)).mb_id).toMatch(/^kakao_[0-9a-f]{10}$/);
    // The hand-off is spent: a second submit finds nothing.
    const twice = await api.post('/api/v1/social/register', {
      mb_name: '김카카오',
      mb_hp: '010-2222-3333',
      mb_email: who.email,
      agree_terms: true,
      agree_privacy: true,
    });
    expect(twice.status).toBe(404);
    expect((await twice.json()).message).toBe('간편 로그인 시간이 지났습니다. 처음부터 다시 시도해 주세요.');

    // The next time, the same Kakao account signs straight in.
    const again = new ApiClient(server.url);
    standIn.signInAs(who);
    expect((await signInWith(again, 'kakao')).next).toBe('/my-page');
    expect((await me(again)).mb_id).toBe((await me(api)).mb_id);
    // It has no password: the id and an empty or any password do not sign in.
    const login = await new ApiClient(server.url).post('/api/v1/login', {
      mb_id: (await me(api)).mb_id,
      password: 'anything-at-all',
    });
    expect(login.status).toBe(422);
  });
});

describe('what goes wrong at the provider', () => {
  it('a declined consent, a state that does not match and a code used twice sign nobody in', async () => {
    const api = new ApiClient(server.url);
    standIn.deny();
    expect((await signInWith(api, 'kakao')).next).toBe('/login?social=denied');
    expect((await me(api)).is_login).not.toBe(true);
    expect(await (await api.get('/login?social=denied', { Accept: 'text/html' })).text()).toContain(
      '간편 로그인을 취소했습니다.',
    );

    // A callback whose state is not the one this browser was given (a forged or stale link).
    standIn.signInAs(person());
    const start = await api.get('/auth/kakao');
    const back = await fetch(new URL(start.headers.get('location') ?? ''), { redirect: 'manual' });
    const forged = new URL(back.headers.get('location') ?? '');
    forged.searchParams.set('state', 'not-the-state');
    const res = await api.get(`${forged.pathname}${forged.search}`);
    expect(path(res.headers.get('location'))).toBe('/login?social=state');
    // …and a callback with no started sign-in at all.
    const stranger = new ApiClient(server.url);
    const none = await stranger.get(`${forged.pathname}${forged.search}`);
    expect(path(none.headers.get('location'))).toBe('/login?social=state');

    // A code replayed: the provider refuses it the second time.
    standIn.signInAs(person());
    const first = new ApiClient(server.url);
    const { callback } = await signInWith(first, 'kakao');
    const replay = new ApiClient(server.url);
    const restart = await replay.get('/auth/kakao');
    const state = new URL(restart.headers.get('location') ?? '').searchParams.get('state') ?? '';
    callback.searchParams.set('state', state);
    const replayed = await replay.get(`${callback.pathname}${callback.search}`);
    expect(path(replayed.headers.get('location'))).toBe('/login?social=failed');
    // PKCE: the token call carried the verifier whose challenge the authorize call sent.
    const tokenCall = standIn.calls.filter((c) => c.path === '/oauth/token').at(-1);
    expect(tokenCall?.body?.code_verifier).toMatch(/.{43,}/);
  });
});

describe('an e-mail that is already a member’s', () => {
  it('links only after that member’s password: a wrong one is a 422, the right one links and signs in', async () => {
    const existing = await newMember(server.url, { prefix: 'nv' });
    const api = new ApiClient(server.url);
    const who = person({ email: existing.email, mobile: '010-4444-5555' });
    standIn.signInAs(who);
    expect((await signInWith(api, 'naver')).next).toBe('/login/social-link');
    expect((await me(api)).is_login).not.toBe(true);
    const page = await (await api.get('/login/social-link', { Accept: 'text/html' })).text();
    expect(page).toContain(`${existing.email.slice(0, 2)}***@example.com`);
    const wrong = await api.post('/api/v1/social/link', { password: 'not-the-password' });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.password).toEqual(['아이디 또는 비밀번호가 올바르지 않습니다.']);
    const right = await api.post('/api/v1/social/link', { password: MEMBER_PASSWORD });
    expect(right.status, await right.clone().text()).toBe(200);
    expect((await me(api)).mb_id).toBe(existing.id);
    // From now on Naver signs that member in.
    const later = new ApiClient(server.url);
    standIn.signInAs(who);
    expect((await signInWith(later, 'naver')).next).toBe('/my-page');
    expect((await me(later)).mb_id).toBe(existing.id);
  });
});

describe('the account page', () => {
  it('links Kakao to a signed-in member, refuses one already another member’s, and unlinks it', async () => {
    const member = await newMember(server.url, { prefix: 'ln' });
    const who = person();
    standIn.signInAs(who);
    expect((await signInWith(member.api, 'kakao', '?link=1')).next).toBe('/my-page/account?social=linked');
    const page = await (await member.api.get('/my-page/account', { Accept: 'text/html' })).text();
    expect(page).toContain('연결 해제');

    const other = await newMember(server.url, { prefix: 'ln' });
    standIn.signInAs(who);
    expect((await signInWith(other.api, 'kakao', '?link=1')).next).toBe('/my-page/account?social=taken');

    const off = await member.api.request('DELETE', '/api/v1/social/kakao');
    expect(off.status).toBe(200);
    expect((await member.api.request('DELETE', '/api/v1/social/kakao')).status).toBe(404);
  });

  it('a member with only Kakao cannot unlink it (409) until they set a password, which then signs them in', async () => {
    const api = new ApiClient(server.url);
    const who = person();
    standIn.signInAs(who);
    await signInWith(api, 'kakao');
    await api.post('/api/v1/social/register', {
      mb_name: '김카카오',
      mb_hp: '010-2222-3333',
      mb_email: who.email,
      agree_terms: true,
      agree_privacy: true,
    });
    const login = (await me(api)).mb_id as string;
    const refused = await api.request('DELETE', '/api/v1/social/kakao');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      '다른 로그인 방법이 없어 연결을 해제할 수 없습니다. 비밀번호를 먼저 설정해 주세요.',
    );
    const weak = await api.post('/api/v1/social/password', { password: 'short', password_confirmation: 'short' });
    expect(weak.status).toBe(422);
    const set = await api.post('/api/v1/social/password', {
      password: MEMBER_PASSWORD,
      password_confirmation: MEMBER_PASSWORD,
    });
    expect(set.status, await set.clone().text()).toBe(200);
    expect(
      (await api.post('/api/v1/social/password', { password: MEMBER_PASSWORD, password_confirmation: MEMBER_PASSWORD }))
        .status,
    ).toBe(409);
    expect(
      (await new ApiClient(server.url).post('/api/v1/login', { mb_id: login, password: MEMBER_PASSWORD })).status,
    ).toBe(200);
    expect((await api.request('DELETE', '/api/v1/social/kakao')).status).toBe(200);
  });

  it('shows the Kakao and Naver buttons on the login page once they are configured', async () => {
    const html = await (await new ApiClient(server.url).get('/login', { Accept: 'text/html' })).text();
    expect(html).toContain('카카오로 로그인');
    expect(html).toContain('네이버로 로그인');
  });
});
