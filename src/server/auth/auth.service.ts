import { randomUUID } from 'node:crypto';
import { INVALID_CREDENTIALS_MESSAGE, type LoginRequest, type User } from '../../domain/user';
import type { Authenticated } from '../access/authenticated';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import { AppError } from '../http/app-error';
import { toUser } from '../users/users.mapper';
import { findUserByEmailOrUsername, findUserById, lockSignInFacts } from '../users/user-lookup';
import { issueDeviceCookie, trustedDeviceId } from './device-cookie';
import {
  accountSubjectOf,
  releaseLoginAttempt,
  reserveLoginAttempt,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from '../credentials/password';
import { bumpCounter } from '../credentials/rate-counter';
import { generateSessionToken, hashToken } from '../credentials/session-token';
import * as challenges from './login-challenges.repository';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionByTokenHash,
  findSessionWithUser,
  insertSession,
  sessionExists,
  touchSession,
} from './sessions.repository';
import { cachedSession } from '../credentials/session-cache';
import { INVALID_CODE_MESSAGE, useSecondFactor } from './totp.service';
import { rateLimited } from '../http/app-error';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** Time to type the code from the authenticator app after the password was right. */
export const LOGIN_CHALLENGE_MS = 5 * 60 * 1000;
export const MAX_CODE_ATTEMPTS_PER_CHALLENGE = 5;
export const CHALLENGE_INVALID_MESSAGE = 'The sign-in step expired; please sign in again';
// Writing last-seen on every request would make each read a write; once a minute is plenty
// for a 7-day idle window.
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * sessionId is null when the request came with a personal API token instead of a session;
 * tokenScope is null for a session.
 */
export type { Authenticated } from '../access/authenticated';

export type Client = {
  ip: string;
  userAgent: string | undefined;
  /** The session cookie sent along, revoked when a new session replaces it. */
  currentSessionToken: string | undefined;
  deviceCookie: string | undefined;
};

export type SignedIn = {
  kind: 'session';
  user: User;
  token: string;
  expiresAt: Date;
  deviceCookie: string;
};
export type LoginResult = SignedIn | { kind: 'challenge'; challenge: string };

export async function login(
  ctx: AppContext,
  input: LoginRequest,
  client: Client,
): Promise<LoginResult> {
  const identifier = input.emailOrUsername.trim().toLowerCase();
  const row = await findUserByEmailOrUsername(ctx.db, identifier);
  const reservation = await reserveLoginAttempt(ctx, {
    accountSubject: accountSubjectOf(row?.id ?? null, identifier),
    ip: client.ip,
    trustedDeviceId: trustedDeviceId(ctx, client.deviceCookie, row?.id ?? null),
  });
  const passwordOk = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !passwordOk || row.status !== 'active') {
    await recordAudit(ctx.db, {
      at: ctx.now().toISOString(),
      actor: row ? { id: row.id, name: row.name } : null,
      action: 'auth.login_failed',
      ...(row ? { target: { type: 'user', id: row.id } } : {}),
      // The typed identifier is kept (it may be a typo of a real one), never the password.
      summary: `Failed sign-in for "${identifier.slice(0, 254)}"${row && row.status !== 'active' ? ' (account disabled)' : ''}`,
      ip: client.ip,
    });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  await releaseLoginAttempt(ctx, reservation);
  if (row.totpSecretSealed) {
    return { kind: 'challenge', challenge: await createChallenge(ctx, row) };
  }
  return startSession(ctx, row, client);
}

async function createChallenge(
  ctx: AppContext,
  row: { id: string; passwordHash: string | null },
): Promise<string> {
  const now = ctx.now();
  const challenge = generateSessionToken();
  await challenges.deleteExpiredChallenges(ctx.db, now.toISOString());
  await ctx.db.transaction().execute(async (trx) => {
    // As for a session (startSession): a password reset or change that committed during the slow
    // password check has already revoked the user's challenges, so one written now would outlive
    // it and sign in with the old password plus a code. Re-read the account, locked, first.
    const current = await lockSignInFacts(trx, row.id);
    if (current?.status !== 'active' || current.passwordHash !== row.passwordHash) {
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    await challenges.insertChallenge(trx, {
      id: randomUUID(),
      userId: row.id,
      tokenHash: hashToken(challenge),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + LOGIN_CHALLENGE_MS).toISOString(),
    });
  });
  return challenge;
}

// Codes have a million values: besides the per-challenge cap, a user gets a bounded number of
// code guesses per window whatever the number of challenges (each needs the password anyway).
const CODE_WINDOW = { window: 'login-code-15m', seconds: 15 * 60, max: 10 };

/** The second step: the code from the authenticator app, or a recovery code. */
export async function loginWithCode(
  ctx: AppContext,
  input: { challenge: string; code: string },
  client: Client,
): Promise<SignedIn> {
  const now = ctx.now();
  const challenge = await challenges.findChallengeByTokenHash(ctx.db, hashToken(input.challenge));
  if (!challenge || challenge.expiresAt <= now.toISOString())
    throw new AppError('UNAUTHENTICATED', CHALLENGE_INVALID_MESSAGE);
  // Reserve the attempt before checking, as for passwords: concurrent guesses each use one up.
  if (
    !(await challenges.claimChallengeAttempt(ctx.db, challenge.id, MAX_CODE_ATTEMPTS_PER_CHALLENGE))
  ) {
    await challenges.deleteChallenge(ctx.db, challenge.id);
    throw new AppError('UNAUTHENTICATED', CHALLENGE_INVALID_MESSAGE);
  }
  const bump = await bumpCounter(ctx.db, `login-code:${challenge.userId}`, CODE_WINDOW, now);
  if (bump.count > bump.max)
    throw rateLimited(TOO_MANY_ATTEMPTS_MESSAGE, (bump.endsAt - now.getTime()) / 1000);
  if (!(await useSecondFactor(ctx, challenge.userId, input.code))) {
    throw new AppError('VALIDATION_FAILED', INVALID_CODE_MESSAGE, {
      fields: { code: INVALID_CODE_MESSAGE },
    });
  }
  const isSpent = await challenges.deleteChallenge(ctx.db, challenge.id);
  const row = await findUserById(ctx.db, challenge.userId);
  if (!isSpent || !row || row.status !== 'active')
    throw new AppError('UNAUTHENTICATED', CHALLENGE_INVALID_MESSAGE);
  return startSession(ctx, row, client);
}

async function startSession(
  ctx: AppContext,
  row: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  client: Client,
): Promise<SignedIn> {
  const now = ctx.now();
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await deleteExpiredSessions(ctx.db, now.toISOString());
  await ctx.db.transaction().execute(async (trx) => {
    // The password was verified against the hash read before the slow check. A password change,
    // reset or disable that committed meanwhile has already revoked the user's sessions, so one
    // added now would outlive it, signed in with the old password: read the account again, locked
    // (a change in progress is waited for), and grant nothing if it moved.
    const current = await lockSignInFacts(trx, row.id);
    if (current?.status !== 'active' || current.passwordHash !== row.passwordHash) {
      throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }
    await recordAudit(trx, {
      at: now.toISOString(),
      actor: { id: row.id, name: row.name },
      action: 'auth.login',
      target: { type: 'user', id: row.id },
      summary: `${row.name} signed in`,
      ip: client.ip,
    });
    // A new sign-in replaces the session the browser had: the old cookie must not stay valid.
    if (client.currentSessionToken) {
      await deleteSessionByTokenHash(trx, hashToken(client.currentSessionToken));
    }
    await insertSession(trx, {
      id: randomUUID(),
      userId: row.id,
      tokenHash: hashToken(token),
      createdAt: now.toISOString(),
      lastSeenAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      idleExpiresAt: new Date(now.getTime() + SESSION_IDLE_MS).toISOString(),
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip,
    });
  });
  // Keep a device cookie already issued to this user (its throttle bucket stays the same).
  const deviceCookie =
    client.deviceCookie && trustedDeviceId(ctx, client.deviceCookie, row.id)
      ? client.deviceCookie
      : issueDeviceCookie(ctx, row.id);
  return { kind: 'session', user: toUser(row), token, expiresAt, deviceCookie };
}

/** The signed-in user behind a session token, or null when it is unknown, expired or disabled. */
export async function authenticateSession(
  ctx: AppContext,
  token: string,
): Promise<Authenticated | null> {
  const tokenHash = hashToken(token);
  const row = await cachedSession(ctx.db, tokenHash, () => findSessionWithUser(ctx.db, tokenHash));
  if (!row) return null;
  const now = ctx.now();
  const nowIso = now.toISOString();
  if (row.expiresAt <= nowIso || row.idleExpiresAt <= nowIso || row.status !== 'active') {
    await deleteSession(ctx.db, row.sessionId);
    return null;
  }
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    const idle = Math.min(now.getTime() + SESSION_IDLE_MS, new Date(row.expiresAt).getTime());
    const idleExpiresAt = new Date(idle).toISOString();
    await touchSession(ctx.db, row.sessionId, nowIso, idleExpiresAt);
    // The cached row (shared by the requests of the next second) learns the refresh too.
    row.lastSeenAt = nowIso;
    row.idleExpiresAt = idleExpiresAt;
  }
  return {
    user: toUser(row),
    sessionId: row.sessionId,
    tokenScope: null,
    twoFactorEnabled: Boolean(row.totpEnabledAt),
    // One function for every request (no closure each time: this runs on every signed-in call).
    isSessionLive: sessionExists,
  };
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
}
