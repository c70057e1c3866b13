import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';
import type { Db } from '../db/database';
import { AppError, conflict } from '../http/app-error';
import { findUserById } from '../users/user-lookup';
import { verifyPassword } from '../credentials/password';
import * as repo from './two-factor.repository';

export const RECOVERY_CODE_COUNT = 10;
export const INVALID_CODE_MESSAGE = 'The code is not correct';
export const WRONG_PASSWORD_MESSAGE = 'The password is not correct';
const ISSUER = 'CasePilot';
const PERIOD_S = 30;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });

const seal = (ctx: AppContext, userId: string, secret: string) =>
  encryptSecret(ctx.masterKey, secret, `totp:${userId}`);
const open = (ctx: AppContext, userId: string, sealed: string) =>
  decryptSecret(ctx.masterKey, sealed, `totp:${userId}`);

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The RFC 6238 time step a code matches (one step of clock drift either way), or null. */
function matchingStep(secretBase32: string, code: string, now: Date): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32, 'check').validate({
    token,
    timestamp: now.getTime(),
    window: 1,
  });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${normaliseRecoveryCode(code)}`)
    .digest('hex');

function newRecoveryCode(): string {
  const raw = randomBytes(8).toString('hex').slice(0, 10);
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

async function assertPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const row = await findUserById(ctx.db, userId);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, password)))
    throw invalid('password', WRONG_PASSWORD_MESSAGE);
}

export async function twoFactorStatus(ctx: AppContext, userId: string) {
  const row = await findUserById(ctx.db, userId);
  const left = await repo.countUnusedRecoveryCodes(ctx.db, userId);
  return {
    enabled: Boolean(row?.totpSecretSealed),
    enabledAt: row?.totpEnabledAt ?? null,
    recoveryCodesLeft: row?.totpSecretSealed ? left : 0,
  };
}

/** Step 1: a fresh secret, kept pending until a code from the authenticator app confirms it. */
export async function startTwoFactorSetup(
  ctx: AppContext,
  user: { id: string; email: string },
  password: string,
): Promise<{ secret: string; otpauthUri: string }> {
  await assertPassword(ctx, user.id, password);
  const secret = new Secret({ size: 20 }).base32;
  await repo.setTwoFactorColumns(ctx.db, user.id, {
    totpPendingSealed: seal(ctx, user.id, secret),
  });
  return { secret, otpauthUri: totpFor(secret, user.email).toString() };
}

/** Step 2: the code proves the app holds the secret; two-factor sign-in is on from now. */
export async function confirmTwoFactorSetup(
  ctx: AppContext,
  user: { id: string; name: string },
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const row = await findUserById(ctx.db, user.id);
  if (!row?.totpPendingSealed) throw conflict('Start the set-up first');
  const secret = open(ctx, user.id, row.totpPendingSealed);
  const now = ctx.now();
  const step = matchingStep(secret, code, now);
  if (step === null) throw invalid('code', INVALID_CODE_MESSAGE);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setTwoFactorColumns(trx, user.id, {
      totpSecretSealed: row.totpPendingSealed,
      totpPendingSealed: null,
      totpEnabledAt: now.toISOString(),
      totpLastStep: step,
    });
    await repo.deleteRecoveryCodes(trx, user.id);
    await repo.insertRecoveryCodes(
      trx,
      recoveryCodes.map((c) => ({
        id: randomUUID(),
        userId: user.id,
        codeHash: hashRecoveryCode(user.id, c),
        usedAt: null,
      })),
    );
    await recordAudit(trx, {
      at: now.toISOString(),
      actor: user,
      action: 'auth.2fa_enabled',
      target: { type: 'user', id: user.id },
      summary: `${user.name} turned on two-factor sign-in`,
    });
  });
  return { recoveryCodes };
}

export async function disableTwoFactor(
  ctx: AppContext,
  user: { id: string; name: string },
  input: { password: string; code: string },
): Promise<void> {
  await assertPassword(ctx, user.id, input.password);
  if (!(await useSecondFactor(ctx, user.id, input.code)))
    throw invalid('code', INVALID_CODE_MESSAGE);
  await clearTwoFactor(ctx.db, user.id);
  await recordAudit(ctx.db, {
    at: ctx.now().toISOString(),
    actor: user,
    action: 'auth.2fa_disabled',
    target: { type: 'user', id: user.id },
    summary: `${user.name} turned off two-factor sign-in`,
  });
}

export async function clearTwoFactor(db: Db, userId: string): Promise<void> {
  await repo.setTwoFactorColumns(db, userId, {
    totpSecretSealed: null,
    totpPendingSealed: null,
    totpEnabledAt: null,
    totpLastStep: null,
  });
  await repo.deleteRecoveryCodes(db, userId);
}

/**
 * Spends a TOTP code (each time step once: the stored last step moves forward with a
 * compare-and-set, so a replayed or raced code fails) or an unused recovery code.
 */
export async function useSecondFactor(
  ctx: AppContext,
  userId: string,
  code: string,
): Promise<boolean> {
  const row = await findUserById(ctx.db, userId);
  if (!row?.totpSecretSealed) return false;
  const step = matchingStep(open(ctx, userId, row.totpSecretSealed), code, ctx.now());
  if (step !== null) {
    return repo.advanceTotpStep(ctx.db, userId, step);
  }
  if (normaliseRecoveryCode(code).length !== 10) return false;
  return repo.spendRecoveryCode(
    ctx.db,
    userId,
    hashRecoveryCode(userId, code),
    ctx.now().toISOString(),
  );
}
