/**
 * The text-message provider: SOLAPI's message API (v4), which sends both 알림톡 (through the shop's
 * Kakao channel and its approved templates) and SMS/LMS from the shop's registered number.
 *
 * One call, `POST /messages/v4/send`, signed with the account's key: `Authorization: HMAC-SHA256
 * apiKey=…, date=…, salt=…, signature=hex(HMAC-SHA256(secret, date + salt))`. SOLAPI's own SMS
 * fallback for 알림톡 is switched off (`disableSms`): the shop falls back itself, so that each channel
 * has its own outbox row, attempts and result.
 *
 * No SDK: the provider's Node SDK pulls in a dependency tree for what is one signed JSON POST here.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { config } from '../config.ts';
import { smsKind } from './templates.ts';

/** What a send came to: accepted with the provider's id, or refused (worth another try, or not). */
export type SendResult = { ok: true; id: string } | { ok: false; retry: boolean; error: string };

export interface MessageProvider {
  /** The approved 알림톡 template of an event, when the shop has one (without it only SMS can go). */
  alimtalkTemplate(event: string): string | undefined;
  sendAlimtalk(m: {
    to: string;
    text: string;
    templateId: string;
    variables: Record<string, string>;
  }): Promise<SendResult>;
  sendSms(m: { to: string; text: string }): Promise<SendResult>;
}

export type SolapiSettings = {
  apiKey: string;
  apiSecret: string;
  sender: string;
  pfId: string | undefined;
  templateIds: Record<string, string>;
  apiBase: string;
  timeoutMs?: number;
};

const TIMEOUT_MS = 10_000;

/** SOLAPI's answer to an accepted message. */
type Accepted = { messageId?: string; statusCode?: string; statusMessage?: string };

export function solapiProvider(s: SolapiSettings): MessageProvider {
  const headers = () => {
    const date = new Date().toISOString();
    const salt = randomBytes(16).toString('hex');
    const signature = createHmac('sha256', s.apiSecret)
      .update(date + salt)
      .digest('hex');
    return {
      authorization: `HMAC-SHA256 apiKey=${s.apiKey}, date=${date}, salt=${salt}, signature=${signature}`,
      'content-type': 'application/json; charset=utf-8',
    };
  };

  async function send(message: Record<string, unknown>): Promise<SendResult> {
    let res: Response;
    try {
      res = await fetch(`${s.apiBase}/messages/v4/send`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify({ message: { from: s.sender, ...message } }),
        signal: AbortSignal.timeout(s.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (err) {
      return { ok: false, retry: true, error: `network: ${(err as Error).message}` };
    }
    const body = (await res.json().catch(() => ({}))) as Accepted & { errorCode?: string; errorMessage?: string };
    if (!res.ok) {
      // Busy or broken on their side: later. Anything else (a bad number, a template that does not
      // match, a key refused) will not change by trying again.
      const retry = res.status >= 500 || res.status === 429;
      return { ok: false, retry, error: `${res.status} ${body.errorCode ?? ''} ${body.errorMessage ?? ''}`.trim() };
    }
    // 2000: accepted for delivery. Other codes name why a message was refused at once.
    if (body.statusCode && body.statusCode !== '2000') {
      return { ok: false, retry: false, error: `${body.statusCode} ${body.statusMessage ?? ''}`.trim() };
    }
    return { ok: true, id: body.messageId ?? '' };
  }

  return {
    alimtalkTemplate: (event) => (s.pfId ? s.templateIds[event] : undefined),
    sendAlimtalk: (m) =>
      send({
        to: m.to,
        type: 'ATA',
        text: m.text,
        kakaoOptions: {
          pfId: s.pfId,
          templateId: m.templateId,
          variables: Object.fromEntries(Object.entries(m.variables).map(([k, v]) => [`#{${k}}`, v])),
          disableSms: true,
        },
      }),
    sendSms: (m) => send({ to: m.to, type: smsKind(m.text), text: m.text }),
  };
}

/** The provider the configuration names, or undefined when text messages are not configured. */
export function configuredProvider(): MessageProvider | undefined {
  const c = config.solapi;
  if (!c.apiKey || !c.apiSecret || !c.sender) return undefined;
  return solapiProvider({
    apiKey: c.apiKey,
    apiSecret: c.apiSecret,
    sender: c.sender,
    pfId: c.pfId,
    templateIds: c.templateIds,
    apiBase: c.apiBase,
  });
}
