import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A local stand-in for Kakao and Naver sign-in, speaking their documented calls: the authorize
 * redirect (`/oauth/authorize`, `/oauth2.0/authorize`), the code's exchange (`/oauth/token`,
 * `/oauth2.0/token`, the secret in the form body, a code good once, PKCE's S256 checked) and the
 * profile (`/v2/user/me`, `/v1/nid/me`). Whoever "signs in" next is set with `signInAs` (or, for a
 * browser test, `POST /__next`); `deny()` makes the next person decline consent.
 */
export type StandInPerson = {
  id: string;
  email?: string | null;
  email_verified?: boolean;
  name?: string | null;
  mobile?: string | null;
};
type Code = { person: StandInPerson; redirect_uri: string; challenge: string | null; client_id: string; used: boolean };

export const STANDIN_CLIENT = { id: 'shop-client', secret: 'shop-secret' };

/** The shop's environment to ask a stand-in at `url` for both providers. */
export function standInProviders(url: string): Record<string, string> {
  return {
    KAKAO_CLIENT_ID: STANDIN_CLIENT.id,
    KAKAO_CLIENT_SECRET: STANDIN_CLIENT.secret,
    KAKAO_AUTH_BASE: url,
    KAKAO_API_BASE: url,
    NAVER_CLIENT_ID: STANDIN_CLIENT.id,
    NAVER_CLIENT_SECRET: STANDIN_CLIENT.secret,
    NAVER_AUTH_BASE: url,
    NAVER_API_BASE: url,
  };
}

export async function startOAuthStandIn(port = 0) {
  let next: StandInPerson | 'deny' = {
    id: '1001',
    email: 'kakao.person@example.com',
    name: '김카카오',
    mobile: '+82 10-2222-3333',
  };
  const codes = new Map<string, Code>();
  const tokens = new Map<string, StandInPerson>();
  const calls: { path: string; body?: Record<string, string> }[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const readForm = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return Object.fromEntries(new URLSearchParams(raw));
  };

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const path = url.pathname;
    if (req.method === 'POST' && path === '/__next') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      next = raw === 'deny' ? 'deny' : (JSON.parse(raw) as StandInPerson);
      return json(res, 200, { ok: true });
    }
    if (req.method === 'GET' && (path === '/oauth/authorize' || path === '/oauth2.0/authorize')) {
      calls.push({ path, body: Object.fromEntries(url.searchParams) });
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state') ?? '';
      if (next === 'deny') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_description', 'User denied access');
      } else {
        const code = randomBytes(12).toString('hex');
        codes.set(code, {
          person: next,
          redirect_uri: back.toString(),
          challenge: url.searchParams.get('code_challenge'),
          client_id: url.searchParams.get('client_id') ?? '',
          used: false,
        });
        back.searchParams.set('code', code);
      }
      back.searchParams.set('state', state);
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (req.method === 'POST' && (path === '/oauth/token' || path === '/oauth2.0/token')) {
      const body = await readForm(req);
      calls.push({ path, body });
      const naver = path.startsWith('/oauth2.0');
      // Kakao answers 400 with KOE codes; Naver 200 with `error` in the body.
      const refuse = (error: string) => json(res, naver ? 200 : 400, { error, error_description: error });
      const code = codes.get(body.code ?? '');
      if (body.client_id !== STANDIN_CLIENT.id || body.client_secret !== STANDIN_CLIENT.secret)
        return refuse('invalid_client');
      if (!code || code.used) return refuse('invalid_grant');
      code.used = true;
      if (code.redirect_uri.split('?')[0] !== body.redirect_uri) return refuse('invalid_grant');
      if (code.challenge) {
        const made = createHash('sha256')
          .update(body.code_verifier ?? '')
          .digest('base64url');
        if (made !== code.challenge) return refuse('invalid_grant');
      }
      const token = randomBytes(16).toString('hex');
      tokens.set(token, code.person);
      return json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 21599, refresh_token: 'r' });
    }
    const person = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    if (req.method === 'GET' && path === '/v2/user/me') {
      calls.push({ path });
      if (!person) return json(res, 401, { msg: 'this access token does not exist', code: -401 });
      return json(res, 200, {
        id: Number(person.id),
        connected_at: new Date().toISOString(),
        kakao_account: {
          ...(person.email
            ? { email: person.email, is_email_valid: true, is_email_verified: person.email_verified ?? true }
            : {}),
          ...(person.name ? { name: person.name } : {}),
          ...(person.mobile ? { phone_number: person.mobile } : {}),
          profile: { nickname: person.name ?? '카카오 사용자' },
        },
      });
    }
    if (req.method === 'GET' && path === '/v1/nid/me') {
      calls.push({ path });
      if (!person) return json(res, 401, { resultcode: '024', message: 'Authentication failed' });
      return json(res, 200, {
        resultcode: '00',
        message: 'success',
        response: {
          id: person.id,
          ...(person.email ? { email: person.email } : {}),
          ...(person.name ? { name: person.name } : {}),
          ...(person.mobile ? { mobile: person.mobile } : {}),
        },
      });
    }
    json(res, 404, { error: 'not_found' });
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as { port: number };
  const url = `http://127.0.0.1:${bound}`;
  return {
    url,
    calls,
    /** Who signs in at the next authorize call. */
    signInAs(person: StandInPerson) {
      next = person;
    },
    /** The next person declines consent. */
    deny() {
      next = 'deny';
    },
    /** The shop's environment to use this stand-in for both providers. */
    env: standInProviders(url),
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
