import QRCode from 'qrcode';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { config } from '../config.ts';
import { getDb } from '../db/client.ts';
import { ConflictError, ValidationError } from '../http/errors.ts';
import { countAttempt } from '../http/rate-limit.ts';
import type { MemberRow } from '../members/session.repository.ts';
import { checkAdminPassword } from './reauth.service.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { CODE_ATTEMPTS, takeCode, WRONG_CODE } from './second-factor.service.ts';
import { sealSecret } from './secret-box.ts';
import { newTotpSecret, totpUri } from './totp.ts';
import {
  deleteTwoFactor,
  markEnabled,
  replaceRecoveryCodes,
  saveSetup,
  twoFactorOf,
  unusedRecoveryCodes,
} from './two-factor.repository.ts';

export type TwoFactorStatus = { enabled: boolean; enabled_at: Date | null; recovery_codes_left: number };
export type TwoFactorSetup = { secret: string; otpauth_uri: string; qr_code: string };

const NOT_ON = '2단계 인증이 켜져 있지 않습니다.';

/** Whether an administrator signs in with a code after the password. */
export async function twoFactorOn(memberId: number): Promise<boolean> {
  return Boolean((await twoFactorOf(await getDb(), memberId))?.enabled_at);
}

export async function twoFactorStatus(memberId: number): Promise<TwoFactorStatus> {
  const db = await getDb();
  const row = await twoFactorOf(db, memberId);
  const on = Boolean(row?.enabled_at);
  return {
    enabled: on,
    enabled_at: row?.enabled_at ?? null,
    recovery_codes_left: on ? await unusedRecoveryCodes(db, memberId) : 0,
  };
}

/**
 * Begins turning two-factor on: a new secret (kept, not yet on), its `otpauth://` address and a QR
 * code of it as an SVG data URL. Beginning again replaces a secret never confirmed.
 */
export async function beginSetup(admin: MemberRow, now = new Date()): Promise<TwoFactorSetup> {
  const db = await getDb();
  if ((await twoFactorOf(db, admin.id))?.enabled_at) throw new ConflictError('2단계 인증이 이미 켜져 있습니다.');
  const secret = newTotpSecret();
  await saveSetup(db, admin.id, sealSecret(secret, config.twoFactorKey), now);
  const uri = totpUri(secret, admin.login_id);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Confirms the setup with a code of the new secret: two-factor is on, and ten recovery codes are given once. */
export async function enableTwoFactor(actor: AuditActor, admin: MemberRow, code: string, now = new Date()) {
  const db = await getDb();
  const attempt = await countAttempt([CODE_ATTEMPTS, String(admin.id)]);
  return db.transaction(async (tx) => {
    const row = await twoFactorOf(tx, admin.id);
    if (!row) throw new ConflictError('먼저 2단계 인증 설정을 시작해 주세요.');
    if (row.enabled_at) throw new ConflictError('2단계 인증이 이미 켜져 있습니다.');
    if (!(await takeCode(tx, row, code, now, { recovery: false }))) {
      throw new ValidationError({ code: [WRONG_CODE] });
    }
    await markEnabled(tx, admin.id, now);
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, admin.id, codes.map(hashRecoveryCode), now);
    await recordAudit(tx, {
      actor,
      action: 'two_factor.on',
      entityType: 'member',
      entityId: admin.id,
      changes: { two_factor: { before: false, after: true } },
    });
    await attempt.succeeded();
    return { recovery_codes: codes };
  });
}

/** Turns two-factor off with the password and a code (the authenticator's or a recovery code). */
export async function disableTwoFactor(
  actor: AuditActor,
  admin: MemberRow,
  input: { password: string; code: string },
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  const row = await twoFactorOf(db, admin.id);
  if (!row?.enabled_at) throw new ConflictError(NOT_ON);
  if (!(await checkAdminPassword(admin, input.password))) {
    throw new ValidationError({ password: ['비밀번호가 올바르지 않습니다.'] });
  }
  const attempt = await countAttempt([CODE_ATTEMPTS, String(admin.id)]);
  await db.transaction(async (tx) => {
    if (!(await takeCode(tx, row, input.code, now, { recovery: true }))) {
      throw new ValidationError({ code: [WRONG_CODE] });
    }
    await deleteTwoFactor(tx, admin.id);
    await recordAudit(tx, {
      actor,
      action: 'two_factor.off',
      entityType: 'member',
      entityId: admin.id,
      changes: { two_factor: { before: true, after: false } },
    });
  });
  await attempt.succeeded();
}

/** Ten new recovery codes, shown once; the old ones stop working. */
export async function regenerateRecoveryCodes(actor: AuditActor, admin: MemberRow, now = new Date()) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await twoFactorOf(tx, admin.id);
    if (!row?.enabled_at) throw new ConflictError(NOT_ON);
    const before = await unusedRecoveryCodes(tx, admin.id);
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, admin.id, codes.map(hashRecoveryCode), now);
    await recordAudit(tx, {
      actor,
      action: 'two_factor.recovery_codes',
      entityType: 'member',
      entityId: admin.id,
      changes: { recovery_codes_left: { before, after: codes.length } },
    });
    return { recovery_codes: codes };
  });
}

/**
 * Turns an administrator's two-factor off from the command line (`npm run admin:two-factor-off`), for
 * one who lost the authenticator and the recovery codes; audited as their own change from the
 * operator's console. True when it was on.
 */
export async function turnOffByOperator(admin: MemberRow): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const row = await twoFactorOf(tx, admin.id);
    if (!row?.enabled_at) {
      if (row) await deleteTwoFactor(tx, admin.id);
      return false;
    }
    await deleteTwoFactor(tx, admin.id);
    await recordAudit(tx, {
      actor: { id: admin.id, login_id: admin.login_id, requestId: 'admin:two-factor-off' },
      action: 'two_factor.off',
      entityType: 'member',
      entityId: admin.id,
      changes: { two_factor: { before: true, after: false } },
    });
    return true;
  });
}
