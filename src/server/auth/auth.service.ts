import { randomUUID } from 'node:crypto';
import { INVALID_CREDENTIALS_MESSAGE, type LoginRequest, type User } from '../../domain/user';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import { AppError } from '../http/app-error';
import { toUser } from '../users/users.mapper';
import { findUserByEmailOrUsername } from '../users/users.repository';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password';
import { generateSessionToken, hashToken } from './session-token';
import {
  deleteExpiredSessions,
  deleteSession,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './sessions.repository';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last-seen on every request would make each read a write; once a minute is plenty
// for a 7-day idle window.
const TOUCH_INTERVAL_MS = 60 * 1000;

/** sessionId is null when the request came with a personal API token instead of a session. */
export type Authenticated = { user: User; sessionId: string | null };

export async function login(
  ctx: AppContext,
  input: LoginRequest,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ user: User; token: string; expiresAt: Date }> {
  const accountKey = input.emailOrUsername.trim().toLowerCase();
  await assertLoginAllowed(ctx, accountKey, client.ip);

  const row = await findUserByEmailOrUsername(ctx.db, accountKey);
  const passwordOk = row?.passwordHash
    ? await verifyPassword(row.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);

  if (!row || !passwordOk || row.status !== 'active') {
    await recordLoginFailure(ctx, accountKey, client.ip);
    await recordAudit(ctx.db, {
      at: ctx.now().toISOString(),
      actor: row ? { id: row.id, name: row.name } : null,
      action: 'auth.login_failed',
      ...(row ? { target: { type: 'user', id: row.id } } : {}),
      // The typed identifier is kept (it may be a typo of a real one), never the password.
      summary: `Failed sign-in for "${accountKey.slice(0, 254)}"${row && row.status !== 'active' ? ' (account disabled)' : ''}`,
      ip: client.ip,
    });
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearLoginFailures(ctx, accountKey);
  await recordAudit(ctx.db, {
    at: ctx.now().toISOString(),
    actor: { id: row.id, name: row.name },
    action: 'auth.login',
    target: { type: 'user', id: row.id },
    summary: `${row.name} signed in`,
    ip: client.ip,
  });

  const now = ctx.now();
  const token = generateSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await deleteExpiredSessions(ctx.db, now.toISOString());
  await insertSession(ctx.db, {
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
  return { user: toUser(row), token, expiresAt };
}

/** The signed-in user behind a session token, or null when it is unknown, expired or disabled. */
export async function authenticateSession(
  ctx: AppContext,
  token: string,
): Promise<Authenticated | null> {
  const row = await findSessionWithUser(ctx.db, hashToken(token));
  if (!row) return null;
  const now = ctx.now();
  const nowIso = now.toISOString();
  if (row.expiresAt <= nowIso || row.idleExpiresAt <= nowIso || row.status !== 'active') {
    await deleteSession(ctx.db, row.sessionId);
    return null;
  }
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) {
    const idle = Math.min(now.getTime() + SESSION_IDLE_MS, new Date(row.expiresAt).getTime());
    await touchSession(ctx.db, row.sessionId, nowIso, new Date(idle).toISOString());
  }
  return { user: toUser(row), sessionId: row.sessionId };
}

export async function logout(ctx: AppContext, sessionId: string): Promise<void> {
  await deleteSession(ctx.db, sessionId);
}
