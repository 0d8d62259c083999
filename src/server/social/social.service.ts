/**
 * Sign-in with Kakao and Naver (OAuth 2.0 authorization code with state and PKCE). The browser is
 * sent to the provider with a state and a code challenge whose verifier stays in an httpOnly cookie of
 * ten minutes; the callback checks the state against it, exchanges the code once, reads the profile
 * and then:
 * - a provider account linked to a member signs that member in (a new session, as a password does);
 * - from a member's account page (`link`), links it to that member;
 * - one whose e-mail belongs to a member waits for that member's password before it is linked
 *   (never linked on the e-mail alone: an e-mail at a provider proves nothing about the shop's account);
 * - otherwise a new member is made once they give what the provider did not and the agreements.
 * The two waiting steps hold a hand-off row of 15 minutes (`social_pending`), its token in a cookie.
 */
import { randomBytes } from 'node:crypto';
import { generateCodeVerifier, generateState } from 'arctic';
import type { APIContext, AstroCookies } from 'astro';
import { getDb } from '../db/client.ts';
import { safeRedirect } from '../http/access.ts';
import { clientIp } from '../http/client-ip.ts';
import { ConflictError, NotFoundError, ValidationError } from '../http/errors.ts';
import { isHttps } from '../http/secure.ts';
import { logger } from '../log.ts';
import { authenticate, registerMember } from '../members/auth.service.ts';
import { hashPassword } from '../members/password.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { hashToken } from '../members/session.service.ts';
import { signIn } from '../members/sign-in.ts';
import {
  authorizationUrl,
  exchangeCode,
  fetchProfile,
  isProvider,
  type Provider,
  type SocialProfile,
} from './providers.ts';
import {
  addIdentity,
  identitiesOfMember,
  identityOf,
  memberByEmail,
  memberById,
  type PendingRow,
  pendingByHash,
  removeIdentity,
  savePending,
  setPasswordWhereNone,
  takePending,
} from './social.repository.ts';
import type { SocialRegisterInput } from './social.schema.ts';

const OAUTH_COOKIE = 'shop_oauth';
export const PENDING_COOKIE = 'shop_social';
const OAUTH_MAX_AGE_S = 10 * 60;
const PENDING_MS = 15 * 60_000;

/** Where a failed sign-in lands, by what went wrong (the login page says it in words). */
export type SocialProblem = 'denied' | 'state' | 'failed' | 'blocked' | 'taken';

type Started = { p: Provider; state: string; verifier: string; redirect: string; link: boolean };

export function callbackUri(ctx: Pick<APIContext, 'url'>, p: Provider): string {
  return new URL(`/auth/${p}/callback`, ctx.url).toString();
}

/** Sends the browser to the provider; `link` (a signed-in member's account page) links instead of signing in. */
export function beginSignIn(ctx: APIContext, p: Provider, redirect: string | null, link: boolean): URL {
  const started: Started = {
    p,
    state: generateState(),
    verifier: generateCodeVerifier(),
    redirect: safeRedirect(redirect, link ? '/my-page/account' : '/my-page'),
    link,
  };
  ctx.cookies.set(OAUTH_COOKIE, JSON.stringify(started), {
    path: '/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx.url),
    maxAge: OAUTH_MAX_AGE_S,
  });
  return authorizationUrl(p, started.state, started.verifier, callbackUri(ctx, p));
}

function startedOf(cookies: AstroCookies): Started | undefined {
  try {
    const v = JSON.parse(cookies.get(OAUTH_COOKIE)?.value ?? '') as Started;
    return isProvider(v.p) && typeof v.state === 'string' && typeof v.verifier === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

const problem = (what: SocialProblem, link = false) =>
  link ? `/my-page/account?social=${what}` : `/login?social=${what}`;

/** The provider's answer at the callback; answers where the browser goes next. */
export async function finishSignIn(ctx: APIContext, p: Provider): Promise<string> {
  const started = startedOf(ctx.cookies);
  ctx.cookies.delete(OAUTH_COOKIE, { path: '/auth' });
  const q = ctx.url.searchParams;
  const link = started?.link === true;
  // The person said no at the provider (Kakao and Naver answer `error=access_denied`).
  if (q.get('error')) return problem('denied', link);
  const state = q.get('state');
  if (!started || started.p !== p || !state || state !== started.state || !q.get('code')) return problem('state', link);
  let profile: SocialProfile;
  try {
    const token = await exchangeCode(p, q.get('code') ?? '', started.verifier, callbackUri(ctx, p), state);
    profile = await fetchProfile(p, token);
  } catch (err) {
    // A code used twice, a wrong secret, the provider down: the visitor tries again.
    logger.warn({ err, provider: p }, 'social sign-in failed at the provider');
    return problem('failed', link);
  }
  return link ? linkToCurrent(ctx, p, profile, started.redirect) : signInOrContinue(ctx, p, profile, started.redirect);
}

async function linkToCurrent(ctx: APIContext, p: Provider, profile: SocialProfile, redirect: string): Promise<string> {
  const me = ctx.locals.session?.member;
  if (!me) return problem('state');
  const db = await getDb();
  const owner = await identityOf(db, p, profile.subject);
  if (owner && owner.member_id !== me.id) return problem('taken', true);
  if (!owner && !(await addIdentity(db, me.id, p, profile))) return problem('taken', true);
  return `${redirect}${redirect.includes('?') ? '&' : '?'}social=linked`;
}

async function signInOrContinue(ctx: APIContext, p: Provider, profile: SocialProfile, redirect: string) {
  const db = await getDb();
  const linked = await identityOf(db, p, profile.subject);
  if (linked) {
    const member = await memberById(db, linked.member_id);
    if (!member || member.left_at) return problem('failed');
    if (member.blocked_at) return problem('blocked');
    await signIn(ctx, member, false);
    return redirect;
  }
  const token = randomBytes(32).toString('base64url');
  const holder = profile.email ? await memberByEmail(db, profile.email) : undefined;
  const now = new Date();
  await savePending(
    db,
    {
      token_hash: hashToken(token),
      provider: p,
      subject: profile.subject,
      profile: { email: profile.email, name: profile.name, mobile: profile.mobile },
      member_id: holder?.id ?? null,
      redirect,
      expires_at: new Date(now.getTime() + PENDING_MS),
    },
    now,
  );
  ctx.cookies.set(PENDING_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(ctx.url),
    maxAge: PENDING_MS / 1000,
  });
  return holder ? '/login/social-link' : '/register/social';
}

/** The hand-off this browser holds, or undefined when it has none or it has run out. */
export async function pendingOf(cookies: AstroCookies): Promise<PendingRow | undefined> {
  const token = cookies.get(PENDING_COOKIE)?.value;
  if (!token) return undefined;
  return pendingByHash(await getDb(), hashToken(token), new Date());
}

const EXPIRED = '간편 로그인 시간이 지났습니다. 처음부터 다시 시도해 주세요.';

async function takeHandOff(ctx: APIContext, want: 'register' | 'link'): Promise<PendingRow> {
  const pending = await pendingOf(ctx.cookies);
  if (!pending || (want === 'link') !== (pending.member_id !== null)) throw new NotFoundError(EXPIRED);
  return pending;
}

/** A login id for a member made through a provider: the provider's name and a digest of its id. */
function socialLoginId(p: Provider, subject: string): string {
  return `${p}_${hashToken(`${p}:${subject}`).slice(0, 10)}`;
}

/** The new member's last step: made, linked and signed in; answers where to go. */
export async function completeRegistration(ctx: APIContext, input: SocialRegisterInput): Promise<string> {
  const pending = await takeHandOff(ctx, 'register');
  const p = pending.provider as Provider;
  const member = await registerMember(
    {
      login_id: socialLoginId(p, pending.subject),
      password: '',
      name: input.mb_name,
      mobile: input.mb_hp,
      email: input.mb_email,
      agree_marketing: input.agree_marketing,
    },
    {
      passwordHash: '',
      inTx: async (tx, made) => {
        if (!(await takePending(tx, pending.token_hash))) throw new NotFoundError(EXPIRED);
        if (!(await addIdentity(tx, made.id, p, { subject: pending.subject, email: input.mb_email })))
          throw new ConflictError('이미 다른 계정에 연결된 간편 로그인입니다.');
      },
    },
  ).catch((err: unknown) => {
    // An e-mail of another account, typed here: that account links it after its password.
    if (err instanceof ValidationError && err.errors.email) {
      throw new ValidationError({
        mb_email: ['이미 가입된 이메일입니다. 그 계정으로 로그인한 뒤 회원 정보에서 간편 로그인을 연결해 주세요.'],
      });
    }
    throw err;
  });
  ctx.cookies.delete(PENDING_COOKIE, { path: '/' });
  await signIn(ctx, member, false);
  return pending.redirect;
}

/** Linking to the account that shares the e-mail, once its password is given; answers where to go. */
export async function completeLink(ctx: APIContext, password: string): Promise<string> {
  const pending = await takeHandOff(ctx, 'link');
  const db = await getDb();
  const holder = await memberById(db, pending.member_id as number);
  if (!holder) throw new NotFoundError(EXPIRED);
  // The password is checked under the login's own limits; a wrong one is the login's 422.
  const member = await authenticate(holder.login_id, password, clientIp(ctx)).catch((err: unknown) => {
    if (err instanceof ValidationError) throw new ValidationError({ password: err.errors.login_id ?? [] });
    throw err;
  });
  await db.transaction(async (tx) => {
    if (!(await takePending(tx, pending.token_hash))) throw new NotFoundError(EXPIRED);
    const p = pending.provider as Provider;
    if (!(await addIdentity(tx, member.id, p, { subject: pending.subject, email: pending.profile.email })))
      throw new ConflictError('이미 다른 계정에 연결된 간편 로그인입니다.');
  });
  ctx.cookies.delete(PENDING_COOKIE, { path: '/' });
  await signIn(ctx, member, false);
  return pending.redirect;
}

/** The signed-in member as the account page has them. */
export type SessionMember = MemberRow;

export type LinkedAccount = { provider: Provider; email: string | null; linked_at: Date };

export async function linkedAccounts(memberId: number): Promise<LinkedAccount[]> {
  const rows = await identitiesOfMember(await getDb(), memberId);
  return rows.map((r) => ({ provider: r.provider as Provider, email: r.email, linked_at: r.created_at }));
}

/** Whether the member can sign in with a password (one made through a provider has none until set). */
export const hasPassword = (member: Pick<MemberRow, 'password_hash'>) => member.password_hash !== '';

/** Unlinks a provider; refused (409) when it is the member's only way to sign in. */
export async function unlink(member: MemberRow, p: Provider): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const me = await memberById(tx, member.id, true);
    const linked = await identitiesOfMember(tx, member.id);
    if (!linked.some((l) => l.provider === p)) throw new NotFoundError('연결되지 않은 간편 로그인입니다.');
    if (me && !hasPassword(me) && linked.length === 1)
      throw new ConflictError('다른 로그인 방법이 없어 연결을 해제할 수 없습니다. 비밀번호를 먼저 설정해 주세요.');
    await removeIdentity(tx, member.id, p);
  });
}

/** Sets a password for a member who has none (409 for one who has: they change it with the current one). */
export async function setFirstPassword(member: MemberRow, password: string): Promise<void> {
  const hash = await hashPassword(password);
  const db = await getDb();
  if (!(await setPasswordWhereNone(db, member.id, hash, new Date())))
    throw new ConflictError('이미 비밀번호가 있습니다. 비밀번호 변경을 이용해 주세요.');
}
