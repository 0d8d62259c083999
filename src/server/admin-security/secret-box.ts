import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConflictError } from '../http/errors.ts';

/**
 * How a two-factor secret is kept in the database. With TWO_FACTOR_KEY (32 random bytes, base64)
 * it is sealed with AES-256-GCM (`v1:` iv, tag and text in base64url), so a copy of the database alone
 * cannot make codes; without the key it is kept as it is (`plain:`), which the README's
 * configuration table warns about. A sealed secret read without its key answers 409, naming the key.
 */
const SEALED = 'v1';
const PLAIN = 'plain';

export function sealSecret(secret: string, key: string | undefined): string {
  if (!key) return `${PLAIN}:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  const text = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEALED, iv, cipher.getAuthTag(), text]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function openSecret(stored: string, key: string | undefined): string {
  const [kind, ...rest] = stored.split(':');
  if (kind === PLAIN) return rest.join(':');
  if (kind !== SEALED || rest.length !== 3 || !key) throw unreadable();
  const [iv, tag, text] = rest.map((p) => Buffer.from(p, 'base64url')) as [Buffer, Buffer, Buffer];
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  } catch {
    throw unreadable();
  }
}

const unreadable = () =>
  new ConflictError('2단계 인증 비밀키를 읽을 수 없습니다. 서버의 TWO_FACTOR_KEY 설정을 확인해 주세요.');
