import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of SOLAPI's message API (`POST /messages/v4/send`), as its documentation describes
 * it: the HMAC-SHA256 Authorization header is checked against the account's secret (401 otherwise), an
 * 알림톡 (type ATA) must name the channel and a template the account has, and each accepted message
 * answers `statusCode: '2000'` with a message id. Tests make it fail on purpose: busy (5xx) for the next
 * n calls, or an 알림톡 refused for good (a number not on KakaoTalk).
 */
export const SOLAPI_KEY = 'NCS-TEST-KEY';
export const SOLAPI_SECRET = 'standin-secret-0123456789';
export const SOLAPI_SENDER = '0212345678';
export const SOLAPI_PFID = 'KA01PF-standin';

export type SentMessage = {
  to: string;
  from: string;
  type: string;
  text: string;
  kakaoOptions?: { pfId: string; templateId: string; variables: Record<string, string>; disableSms: boolean };
};

export type SolapiStandIn = {
  url: string;
  /** Accepted messages, in order. */
  sent: SentMessage[];
  /** Every call, accepted or not, with the status it was answered. */
  calls: { type: string; to: string; status: number }[];
  /** The next n calls answer 503 (of one type: 'ATA', 'SMS'/'LMS', or any). */
  failNext(n: number, type?: string): void;
  /** Forgets what was sent and every failure set up: as started. */
  reset(): void;
  /** Each answer waits this long (so that two senders overlap). */
  slow(ms: number): void;
  /** 알림톡 to this number is refused for good (the number does not use KakaoTalk). */
  notOnKakao(to: string): void;
  /** The template ids an event's 알림톡 uses (SOLAPI_TEMPLATE_IDS). */
  templateIds: Record<string, string>;
  env: Record<string, string>;
  close(): Promise<void>;
};

const body = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

function signed(header: string | undefined): boolean {
  const m = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(header ?? '');
  if (!m || m[1] !== SOLAPI_KEY) return false;
  const expected = createHmac('sha256', SOLAPI_SECRET).update(`${m[2]}${m[3]}`).digest('hex');
  return expected === m[4] && Math.abs(Date.now() - Date.parse(m[2] as string)) < 15 * 60_000;
}

export async function solapiStandIn(events: readonly string[]): Promise<SolapiStandIn> {
  const templateIds = Object.fromEntries(events.map((e, i) => [e, `KA01TP${String(i).padStart(4, '0')}${e}`]));
  const known = new Set(Object.values(templateIds));
  const sent: SentMessage[] = [];
  const calls: SolapiStandIn['calls'] = [];
  const failing: { n: number; type: string | undefined } = { n: 0, type: undefined };
  const offKakao = new Set<string>();
  let seq = 0;
  let delay = 0;

  const server: Server = createServer(async (req, res) => {
    const answer = (status: number, json: unknown, m?: SentMessage) => {
      calls.push({ type: m?.type ?? '?', to: m?.to ?? '', status });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    };
    if (req.method !== 'POST' || req.url !== '/messages/v4/send') return answer(404, { errorCode: 'NotFound' });
    if (delay) await new Promise((r) => setTimeout(r, delay));
    if (!signed(req.headers.authorization)) {
      return answer(401, { errorCode: 'InvalidAPIKey', errorMessage: 'Unauthorized' });
    }
    let message: SentMessage;
    try {
      message = (JSON.parse(await body(req)) as { message: SentMessage }).message;
    } catch {
      return answer(400, { errorCode: 'ValidationError', errorMessage: 'JSON' });
    }
    if (!message?.to || !message.text || message.from !== SOLAPI_SENDER) {
      return answer(400, { errorCode: 'ValidationError', errorMessage: 'to, from and text are required' }, message);
    }
    if (failing.n > 0 && (!failing.type || failing.type === message.type)) {
      failing.n--;
      return answer(503, { errorCode: 'ServiceUnavailable', errorMessage: 'try again later' }, message);
    }
    if (message.type === 'ATA') {
      const k = message.kakaoOptions;
      if (!k || k.pfId !== SOLAPI_PFID || !known.has(k.templateId)) {
        return answer(400, { errorCode: 'ValidationError', errorMessage: 'unknown template' }, message);
      }
      if (offKakao.has(message.to)) {
        return answer(200, { statusCode: '3106', statusMessage: '카카오톡을 사용하지 않는 번호' }, message);
      }
    } else if (message.type === 'SMS' && Buffer.byteLength(message.text, 'utf8') > 270) {
      return answer(400, { errorCode: 'ValidationError', errorMessage: 'too long for SMS' }, message);
    }
    sent.push(message);
    seq++;
    return answer(200, { statusCode: '2000', statusMessage: '정상 접수', messageId: `M4V${seq}`, ...message }, message);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sent,
    calls,
    templateIds,
    failNext(n, type) {
      failing.n = n;
      failing.type = type;
    },
    slow(ms) {
      delay = ms;
    },
    reset() {
      sent.length = 0;
      calls.length = 0;
      failing.n = 0;
      offKakao.clear();
      delay = 0;
    },
    notOnKakao(to) {
      offKakao.add(to);
    },
    env: {
      SOLAPI_API_KEY: SOLAPI_KEY,
      SOLAPI_API_SECRET: SOLAPI_SECRET,
      SOLAPI_SENDER: SOLAPI_SENDER,
      SOLAPI_PFID: SOLAPI_PFID,
      SOLAPI_TEMPLATE_IDS: Object.entries(templateIds)
        .map(([e, id]) => `${e}=${id}`)
        .join(','),
      SOLAPI_API_BASE: url,
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
