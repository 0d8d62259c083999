/**
 * Kakao and Naver as the shop talks to them: the authorization address (state, and PKCE's S256
 * challenge), the code's exchange for an access token, and the person's profile. Each provider is
 * offered once its client id is configured; the endpoints' origins are configuration too, so that a
 * stand-in speaking their documented calls can take their place in tests.
 */
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { config } from '../config.ts';

export const PROVIDERS = ['kakao', 'naver'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const PROVIDER_LABELS: Record<Provider, { ko: string; en: string }> = {
  kakao: { ko: '카카오', en: 'Kakao' },
  naver: { ko: '네이버', en: 'Naver' },
};

/** What the shop keeps of the person the provider signed in: its id for them, and what they agreed to share. */
export type SocialProfile = { subject: string; email: string | null; name: string | null; mobile: string | null };

/** The provider answered with an error (a code used twice, say), or not in its documented form. */
export class ProviderError extends Error {}

const TIMEOUT_MS = 10_000;

export function isProvider(value: unknown): value is Provider {
  return typeof value === 'string' && (PROVIDERS as readonly string[]).includes(value);
}

/** The providers this shop offers (their client ids are set), in the order the buttons show them. */
export function configuredProviders(): Provider[] {
  return PROVIDERS.filter((p) => Boolean(config.social[p].clientId));
}

function endpoints(p: Provider) {
  const c = config.social[p];
  return p === 'kakao'
    ? {
        authorize: `${c.authBase}/oauth/authorize`,
        token: `${c.authBase}/oauth/token`,
        profile: `${c.apiBase}/v2/user/me`,
        scopes: ['account_email', 'name', 'phone_number'],
      }
    : {
        authorize: `${c.authBase}/oauth2.0/authorize`,
        token: `${c.authBase}/oauth2.0/token`,
        profile: `${c.apiBase}/v1/nid/me`,
        // Naver's scopes are chosen in its developer console, not in the request.
        scopes: [],
      };
}

/** Where the browser goes to sign in: state and the S256 challenge of `codeVerifier` ride along. */
export function authorizationUrl(p: Provider, state: string, codeVerifier: string, redirectUri: string): URL {
  const client = new OAuth2Client(config.social[p].clientId ?? '', null, redirectUri);
  const e = endpoints(p);
  return client.createAuthorizationURLWithPKCE(e.authorize, state, CodeChallengeMethod.S256, codeVerifier, e.scopes);
}

/**
 * Exchanges the code for an access token. Kakao and Naver take the client secret in the form body
 * (client_secret_post); arctic's generic client sends it only by HTTP Basic, and its Kakao and Naver
 * classes fix the providers' addresses, so this one request is made here.
 */
export async function exchangeCode(
  p: Provider,
  code: string,
  codeVerifier: string,
  redirectUri: string,
  state: string,
) {
  const c = config.social[p];
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: c.clientId ?? '',
    redirect_uri: redirectUri,
    code,
    code_verifier: codeVerifier,
    state,
  });
  if (c.clientSecret) body.set('client_secret', c.clientSecret);
  const res = await fetch(endpoints(p).token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const json = (await res.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown };
  // Naver answers 200 with `error` in the body; Kakao 400 or 401.
  if (!res.ok || typeof json.access_token !== 'string' || json.error) {
    throw new ProviderError(`token: ${res.status} ${String(json.error ?? 'no access_token')}`);
  }
  return json.access_token;
}

/** '+82 10-1234-5678' (Kakao) or '010-1234-5678' (Naver) as the shop writes it: 010-1234-5678. */
export function koreanMobile(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/^\+82\s*/, '0').replace(/\D/g, '');
  const m = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** The person's profile with the access token, in the shop's own names. */
export async function fetchProfile(p: Provider, accessToken: string): Promise<SocialProfile> {
  const res = await fetch(endpoints(p).profile, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new ProviderError(`profile: ${res.status}`);
  const json = (await res.json()) as Record<string, unknown>;
  if (p === 'kakao') {
    const account = (json.kakao_account ?? {}) as Record<string, unknown>;
    const profile = (account.profile ?? {}) as Record<string, unknown>;
    if (json.id === undefined || json.id === null) throw new ProviderError('profile: no id');
    // An e-mail Kakao has not verified is not the person's to claim.
    const email = account.is_email_verified === false ? null : text(account.email);
    return {
      subject: String(json.id),
      email: email?.toLowerCase() ?? null,
      name: text(account.name) ?? text(profile.nickname),
      mobile: koreanMobile(account.phone_number),
    };
  }
  const r = (json.response ?? {}) as Record<string, unknown>;
  if (json.resultcode !== '00' || !text(r.id)) throw new ProviderError(`profile: ${String(json.resultcode)}`);
  return {
    subject: String(r.id),
    email: text(r.email)?.toLowerCase() ?? null,
    name: text(r.name) ?? text(r.nickname),
    mobile: koreanMobile(r.mobile),
  };
}
