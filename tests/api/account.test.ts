import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../support/api-client';
import { rawGet } from '../support/raw-request';
import { ADMIN, loginAs, newMember } from '../support/shop-api';

const base = () => inject('baseUrl');
let n = 0;
const fresh = () => `acct${Date.now().toString(36)}${n++}`;
const PASSWORD = 'Candle-light-42';

function member() {
  return newMember(base(), { id: fresh(), password: PASSWORD, name: '이향초', mobile: '010-3456-7890' });
}

async function outbox(to: string): Promise<{ subject: string; body: string }[]> {
  const admin = await loginAs(base(), ADMIN.id, ADMIN.password);
  return (
    await admin.json<{ data: { subject: string; body: string }[] }>(
      admin.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`),
    )
  ).data;
}

describe('account settings', () => {
  it('updates your own profile', async () => {
    const { api, id } = await member();
    const res = await api.request('PUT', `/api/v1/my-account/${id}`, {
      mb_name: '이향초',
      mb_hp: '01099998888',
      mb_email: `${id}@example.com`,
      mb_zip: '04778',
      mb_addr1: '서울 성동구',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ mb_hp: '010-9999-8888' });
  });

  it('keeps when a member agreed to marketing messages while they agree, and drops it when they withdraw', async () => {
    const { api, id } = await member();
    const admin = await loginAs(base(), ADMIN.id, ADMIN.password);
    const list = await admin.json<{ data: { id: number; mb_id: string }[] }>(admin.get(`/api/admin/members?q=${id}`));
    const memberId = list.data.find((m) => m.mb_id === id)?.id;
    const consentAt = async () =>
      (await admin.json<{ data: { marketing_consent_at: string | null } }>(admin.get(`/api/admin/members/${memberId}`)))
        .data.marketing_consent_at;
    const profile = (agree: boolean) =>
      api.request('PUT', `/api/v1/my-account/${id}`, {
        mb_name: '이향초',
        mb_hp: '010-3456-7890',
        mb_email: `${id}@example.com`,
        agree_marketing: agree,
      });
    expect(await consentAt()).toBeNull();
    expect((await profile(true)).status).toBe(200);
    const agreedAt = await consentAt();
    expect(Date.now() - new Date(agreedAt ?? 0).getTime()).toBeLessThan(60_000);
    expect(await (await api.get('/my-page/account', { Accept: 'text/html' })).text()).toContain('에 동의하셨습니다.');
    // Saving the profile again does not move the time of agreeing.
    expect((await profile(true)).status).toBe(200);
    expect(await consentAt()).toBe(agreedAt);
    expect((await profile(false)).status).toBe(200);
    expect(await consentAt()).toBeNull();
    expect(await (await api.get('/my-page/account', { Accept: 'text/html' })).text()).not.toContain(
      '에 동의하셨습니다.',
    );
  });

  it("refuses to edit another member's account (404) and needs a login (401)", async () => {
    const { api } = await member();
    const other = await member();
    const body = { mb_name: '해커', mb_hp: '010-1111-2222', mb_email: 'x@example.com' };
    expect((await api.request('PUT', `/api/v1/my-account/${other.id}`, body)).status).toBe(404);
    expect((await new ApiClient(base()).request('PUT', `/api/v1/my-account/${other.id}`, body)).status).toBe(401);
  });

  it('changes the e-mail only with the current password', async () => {
    const { api, id } = await member();
    const body = { mb_name: '이향초', mb_hp: '010-3456-7890', mb_email: `new-${id}@example.com` };
    const without = await api.request('PUT', `/api/v1/my-account/${id}`, body);
    expect(without.status).toBe(422);
    expect((await without.json()).errors.current_password).toEqual([
      '이메일을 바꾸려면 현재 비밀번호를 입력해 주세요.',
    ]);
    const wrong = await api.request('PUT', `/api/v1/my-account/${id}`, { ...body, current_password: 'not-mine-1' });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.current_password).toEqual(['비밀번호가 올바르지 않습니다.']);
    const right = await api.request('PUT', `/api/v1/my-account/${id}`, { ...body, current_password: PASSWORD });
    expect(right.status).toBe(200);
    expect((await right.json()).user).toMatchObject({ mb_email: `new-${id}@example.com` });
  });

  it('stops current-password guesses after five wrong ones in 15 minutes', async () => {
    const { api } = await member();
    const guess = (n: number) =>
      api.post('/api/v1/confirm-my-password', {
        current_password: `wrong-guess-${n}`,
        password: 'Wax-melts-at-60',
        password_confirmation: 'Wax-melts-at-60',
      });
    const statuses = [];
    for (let n = 0; n < 5; n++) statuses.push((await guess(n)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const sixth = await guess(6);
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await api.post('/api/v1/unregister', { password: PASSWORD })).status).toBe(429);
  });

  it('changes the password, says so, and ends every session of the member', async () => {
    const { api, id } = await member();
    const second = new ApiClient(base());
    await second.post('/api/v1/login', { mb_id: id, password: PASSWORD });
    const res = await api.post('/api/v1/confirm-my-password', {
      current_password: PASSWORD,
      password: 'Wax-melts-at-60',
      password_confirmation: 'Wax-melts-at-60',
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('비밀번호가 변경되었습니다.');
    expect((await second.json<{ user: object }>(second.post('/api/v1/login-check'))).user).toEqual({});
    expect((await new ApiClient(base()).post('/api/v1/login', { mb_id: id, password: 'Wax-melts-at-60' })).status).toBe(
      200,
    );
  });

  it('refuses a password change with the wrong current password', async () => {
    const { api } = await member();
    const res = await api.post('/api/v1/confirm-my-password', {
      current_password: 'nope-nope-1',
      password: 'Wax-melts-at-60',
      password_confirmation: 'Wax-melts-at-60',
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.current_password).toBeDefined();
  });

  it('lets a member leave with their password: personal data gone, the id can no longer log in', async () => {
    const { api, id } = await member();
    expect((await api.post('/api/v1/unregister', { password: 'wrong-one-1' })).status).toBe(422);
    expect((await api.post('/api/v1/unregister', { password: PASSWORD })).status).toBe(200);
    expect((await new ApiClient(base()).post('/api/v1/login', { mb_id: id, password: PASSWORD })).status).toBe(422);
  });
});

describe('recovery', () => {
  it('mails a found id and answers the same way when nothing matches', async () => {
    const { id, email } = await member();
    const api = new ApiClient(base());
    const hit = await api.json<{ message: string }>(
      api.post('/api/v1/forget_id', { mb_name: '이향초', mb_email: email }),
    );
    const miss = await api.json<{ message: string }>(
      api.post('/api/v1/forget_id', { mb_name: '없는사람', mb_email: 'none@example.com' }),
    );
    expect(hit.message).toBe(miss.message);
    const [mail] = await outbox(email);
    expect(mail?.body).toContain(id.slice(0, 3));
  });

  it('resets the password through the mailed single-use link; a second use is refused', async () => {
    const { id, email } = await member();
    const api = new ApiClient(base());
    expect((await api.post('/api/v1/forget_password', { mb_id: id, mb_email: email })).status).toBe(200);
    const [mail] = await outbox(email);
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? '')?.[1];
    expect(token).toBeDefined();
    const body = { token, password: 'Fresh-reed-77', password_confirmation: 'Fresh-reed-77' };
    expect((await api.post('/api/v1/reset_password', body)).status).toBe(200);
    expect((await api.post('/api/v1/reset_password', body)).status).toBe(422);
    expect((await new ApiClient(base()).post('/api/v1/login', { mb_id: id, password: 'Fresh-reed-77' })).status).toBe(
      200,
    );
  });

  it('never builds a reset link on a host the request names', async () => {
    const { id, email } = await member();
    const api = new ApiClient(base());
    await api.get('/readyz');
    const forged = 'evil.test';
    const res = await rawGet(
      `${base()}/api/v1/forget_password`,
      {
        Host: forged,
        Cookie: api.cookieHeader(),
        'X-XSRF-TOKEN': decodeURIComponent(api.cookies.get('XSRF-TOKEN') ?? ''),
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      'POST',
      JSON.stringify({ mb_id: id, mb_email: email }),
    );
    // The same answer as always, so the sender learns nothing; the mail is simply not sent.
    expect(res.status).toBe(200);
    const mails = await outbox(email);
    expect(mails.map((m) => m.body).join('\n')).not.toContain(forged);
    expect(mails).toHaveLength(0);
    // Asked from the shop's own address, the link is on that address.
    expect((await api.post('/api/v1/forget_password', { mb_id: id, mb_email: email })).status).toBe(200);
    const [mail] = await outbox(email);
    expect(mail?.body).toContain(`${new URL(base()).origin}/shop/reset?token=`);
  });

  it('refuses an unknown or malformed reset token', async () => {
    const api = new ApiClient(base());
    const res = await api.post('/api/v1/reset_password', {
      token: 'x'.repeat(43),
      password: 'Fresh-reed-77',
      password_confirmation: 'Fresh-reed-77',
    });
    expect(res.status).toBe(422);
    expect(
      (
        await api.post('/api/v1/reset_password', {
          token: '../etc',
          password: 'Fresh-reed-77',
          password_confirmation: 'Fresh-reed-77',
        })
      ).status,
    ).toBe(422);
  });

  it('keeps the outbox for administrators only', async () => {
    expect((await new ApiClient(base()).get('/api/admin/outbox')).status).toBe(401);
    const { api } = await member();
    expect((await api.get('/api/admin/outbox')).status).toBe(403);
  });
});
