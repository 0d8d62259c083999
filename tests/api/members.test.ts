import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { registration as form, newMember } from '../support/shop-api';

const base = () => inject('baseUrl');
let n = 0;
const fresh = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${n++}`;

const registration = (id: string, overrides: Record<string, unknown> = {}) => form({ id }, overrides);

const member = () => newMember(base(), { id: fresh() });

describe('login-check', () => {
  it('gives a visitor an empty user and the defaults', async () => {
    const body = await new ApiClient(base()).json(new ApiClient(base()).post('/api/v1/login-check'));
    expect(body).toEqual({
      user: {},
      lang: 'kr',
      currency: 'krw',
      cart_key: '',
      coupon_count: 0,
      notification_count: 0,
    });
  });

  it('gives a member their user, counts and cart key', async () => {
    const { api, id } = await member();
    const body = await api.json<Record<string, unknown>>(api.post('/api/v1/login-check'));
    expect(body.user).toMatchObject({ mb_id: id, mb_name: '김향기', mb_hp: '010-2345-6789', is_admin: false });
    expect(body.cart_key).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('sign-in with Kakao and Naver', () => {
  it('is not offered by a shop that has not configured them: no buttons, and their addresses are 404s', async () => {
    const api = new ApiClient(base());
    const html = await (await api.get('/login', { Accept: 'text/html' })).text();
    expect(html).not.toContain('카카오로 로그인');
    expect(html).not.toContain('네이버로 로그인');
    expect((await api.get('/auth/kakao', { Accept: 'text/html' })).status).toBe(404);
    expect((await api.get('/auth/naver/callback?code=x&state=y', { Accept: 'text/html' })).status).toBe(404);
  });
});

describe('registration', () => {
  it('answers field messages for bad input, every field at once', async () => {
    const res = await new ApiClient(base()).post('/api/v1/register', {
      mb_id: '1x',
      password: 'short',
      password_confirmation: 'other',
      mb_hp: '02-123',
      mb_email: 'no',
    });
    expect(res.status).toBe(422);
    const { errors } = await res.json();
    expect(Object.keys(errors).sort()).toEqual([
      'agree_privacy',
      'agree_terms',
      'mb_email',
      'mb_hp',
      'mb_id',
      'mb_name',
      'password',
    ]);
  });

  it('refuses a common password and a mismatched confirmation', async () => {
    const api = new ApiClient(base());
    const common = await api.post(
      '/api/v1/register',
      registration(fresh(), { password: 'password123', password_confirmation: 'password123' }),
    );
    expect((await common.json()).errors.password).toBeDefined();
    const mismatch = await api.post(
      '/api/v1/register',
      registration(fresh(), { password_confirmation: 'Candle-light-43' }),
    );
    expect((await mismatch.json()).errors.password_confirmation).toBeDefined();
  });

  it('refuses a duplicate id or email with a clear message', async () => {
    const api = new ApiClient(base());
    const id = fresh();
    expect((await api.post('/api/v1/register', registration(id))).status).toBe(201);
    const again = await api.post('/api/v1/register', registration(id.toUpperCase()));
    expect(again.status).toBe(422);
    const { errors } = await again.json();
    expect(errors.mb_id).toEqual(['이미 사용 중인 아이디입니다.']);
    expect(errors.mb_email).toEqual(['이미 가입된 이메일입니다.']);
  });

  it('ignores is_admin, points and ids sent with the sign-up (mass assignment)', async () => {
    const api = new ApiClient(base());
    const id = fresh();
    await api.post(
      '/api/v1/register',
      registration(id, { is_admin: true, points_balance: 999999, id: 1, grade: 'vip' }),
    );
    await api.post('/api/v1/login', { mb_id: id, password: 'Candle-light-42' });
    const body = await api.json<{ user: { is_admin: boolean } }>(api.post('/api/v1/login-check'));
    expect(body.user.is_admin).toBe(false);
  });
});

describe('login, sessions and logout', () => {
  it('answers the same message for an unknown id and a wrong password', async () => {
    const api = new ApiClient(base());
    const { id } = await member();
    const unknown = await api.post('/api/v1/login', { mb_id: fresh('nobody'), password: 'whatever-123' });
    const wrong = await api.post('/api/v1/login', { mb_id: id, password: 'not-the-password' });
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(422);
    expect((await unknown.json()).message).toBe((await wrong.json()).message);
  });

  it('sets an httpOnly, SameSite=Lax session cookie and never stores the token itself', async () => {
    const api = new ApiClient(base());
    const id = fresh();
    await api.post('/api/v1/register', registration(id));
    const res = await api.post('/api/v1/login', { mb_id: id, password: 'Candle-light-42' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('shop_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i);
  });

  it('keeps a remembered login for 30 days', async () => {
    const api = new ApiClient(base());
    const id = fresh();
    await api.post('/api/v1/register', registration(id));
    const res = await api.post('/api/v1/login', { mb_id: id, password: 'Candle-light-42', remember: true });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('shop_session='))).toMatch(/Max-Age=2592000/);
  });

  it('makes a session cookie planted before login worthless after it (no fixation)', async () => {
    const api = new ApiClient(base());
    const id = fresh();
    await api.post('/api/v1/register', registration(id));
    await api.post('/api/v1/login', { mb_id: id, password: 'Candle-light-42' });
    const first = api.cookies.get('shop_session');
    await api.post('/api/v1/login', { mb_id: id, password: 'Candle-light-42' });
    expect(api.cookies.get('shop_session')).not.toBe(first);
    const attacker = new ApiClient(base());
    attacker.cookies.set('shop_session', first ?? '');
    expect((await attacker.json<{ user: object }>(attacker.post('/api/v1/login-check'))).user).toEqual({});
  });

  it('ends the session on the server at logout', async () => {
    const { api } = await member();
    const token = api.cookies.get('shop_session') ?? '';
    expect((await api.post('/api/v1/logout')).status).toBe(200);
    const replay = new ApiClient(base());
    replay.cookies.set('shop_session', token);
    expect((await replay.json<{ user: object }>(replay.post('/api/v1/login-check'))).user).toEqual({});
  });

  it('answers 429 with Retry-After after 5 failed logins for one id within 15 minutes', async () => {
    const api = new ApiClient(base());
    const id = fresh('target');
    await api.post('/api/v1/register', registration(id));
    for (let i = 0; i < 5; i++)
      expect((await api.post('/api/v1/login', { mb_id: id, password: `wrong-${i}-pass` })).status).toBe(422);
    const blocked = await api.post('/api/v1/login', { mb_id: id, password: 'Candle-light-42' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses every state-changing call without the CSRF header, whatever the content type', async () => {
    const { api } = await member();
    const posts = [
      '/api/v1/login',
      '/api/v1/logout',
      '/api/v1/register',
      '/api/v1/unregister',
      '/api/v1/language',
      '/api/v1/forget_password',
      '/api/v1/forget_id',
      '/api/v1/reset_password',
      '/api/v1/confirm-my-password',
      '/api/v1/login-check',
      '/api/statistic-center/set-session',
      '/api/v1/click-log',
      '/api/translation-ai/terms',
    ];
    for (const path of posts) {
      expect((await api.post(path, {}, { 'X-XSRF-TOKEN': '' })).status, path).toBe(403);
      expect(
        (await api.request('POST', path, 'a=1', { 'X-XSRF-TOKEN': '', 'Content-Type': 'text/plain' })).status,
        path,
      ).toBe(403);
      expect((await api.request('POST', path, undefined, { 'X-XSRF-TOKEN': '' })).status, path).toBe(403);
    }
    expect((await api.request('PUT', '/api/v1/my-account/anyone', {}, { 'X-XSRF-TOKEN': '' })).status).toBe(403);
  });
});

describe('page access', () => {
  it('sends a visitor from an account page to login with the full path', async () => {
    const res = await new ApiClient(base()).get('/my-page/order?page=2');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/login?redirect=%2Fmy-page%2Forder%3Fpage%3D2');
  });

  it('sends a logged-in member from the login page to the dashboard', async () => {
    const { api } = await member();
    const res = await api.get('/login');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/my-page');
    expect((await api.get('/my-page')).status).toBe(200);
  });

  it('sends a visitor from /admin to login and answers a member 403', async () => {
    expect((await new ApiClient(base()).get('/admin')).status).toBe(302);
    const { api } = await member();
    expect((await api.get('/admin/orders')).status).toBe(403);
  });

  it('keeps the language choice on the member', async () => {
    const { api } = await member();
    await api.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    expect(await api.json(api.post('/api/v1/login-check'))).toMatchObject({ lang: 'en', currency: 'usd' });
  });

  it('a currency always goes with its language: Korean with KRW, English with USD, another pair is refused with 422', async () => {
    const api = new ApiClient(base());
    for (const [lang, currency] of [
      ['kr', 'usd'],
      ['en', 'krw'],
    ]) {
      const res = await api.post('/api/v1/language', { lang, currency });
      expect(res.status, `${lang}+${currency}`).toBe(422);
      expect((await res.json()).errors.currency).toEqual([
        '한국어는 원화(krw), 영어는 달러(usd)로만 선택할 수 있습니다.',
      ]);
    }
    expect(await api.json(api.post('/api/v1/login-check'))).toMatchObject({ lang: 'kr', currency: 'krw' });
    expect(await api.json(api.post('/api/v1/language', { lang: 'en' }))).toMatchObject({ lang: 'en', currency: 'usd' });
    expect(await api.json(api.post('/api/v1/language', { lang: 'kr', currency: 'krw' }))).toMatchObject({
      lang: 'kr',
      currency: 'krw',
    });
  });

  it('a currency cookie written by hand for the other language changes nothing: the page renders in the language’s own currency', async () => {
    const api = new ApiClient(base());
    await api.post('/api/v1/language', { lang: 'en', currency: 'usd' });
    api.cookies.set('shop_currency', 'krw');
    const html = await (await api.get('/shop/category/3', { Accept: 'text/html' })).text();
    expect(html).toMatch(/\$\d/);
    expect(html).not.toMatch(/₩\s?\d/);
  });

  it('keeps a visitor’s analytics client id in a cookie of its own and refuses one of another shape (spec 7)', async () => {
    const api = new ApiClient(base());
    const res = await api.post('/api/statistic-center/set-session', { ga_client_id: '1234567890.1712345678' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: true });
    expect(api.cookies.get('shop_ga')).toBe('1234567890.1712345678');
    const bad = await api.post('/api/statistic-center/set-session', { ga_client_id: '<b>x</b>' });
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.ga_client_id).toEqual(['ga_client_id 형식이 올바르지 않습니다.']);
  });
});
