import { randomUUID } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '../../domain/access-request';
import { PASSWORD_IS_EMAIL_MESSAGE, passwordMatchesEmail } from '../../domain/admin-user';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import { decryptSecret, encryptSecret } from '../crypto/secret-box';
import { hashPassword } from '../credentials/password';
import { assertPasswordNotCommon } from '../auth/password-policy';
import { generateSessionToken, hashToken } from '../credentials/session-token';
import type { Db } from '../db/database';
import { AppError, notFound } from '../http/app-error';
import * as repo from './invitations.repository';

export const INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, has expired or was already used';

/** Creates a single-use invitation; only its hash is stored, the token goes into the link once. */
export async function createInvitation(
  db: Db,
  input: {
    userId: string;
    accessRequestId: string | null;
    now: Date;
    /** Encrypts the token for 'copy the link again'; without it only the hash is kept. */
    seal?: (token: string) => string;
  },
): Promise<{ token: string; expiresAt: string }> {
  const token = generateSessionToken();
  const expiresAt = new Date(
    input.now.getTime() + INVITATION_VALID_DAYS * 86_400_000,
  ).toISOString();
  await repo.insertInvitation(db, {
    id: randomUUID(),
    userId: input.userId,
    accessRequestId: input.accessRequestId,
    tokenHash: hashToken(token),
    createdAt: input.now.toISOString(),
    expiresAt,
    usedAt: null,
    tokenSealed: input.seal ? input.seal(token) : null,
  });
  return { token, expiresAt };
}

async function findUsableInvitation(db: Db, token: string, nowIso: string) {
  const row = await repo.findInvitationByTokenHash(db, hashToken(token));
  if (!row || row.usedAt || row.expiresAt <= nowIso || row.status !== 'active')
    throw notFound(INVITATION_INVALID_MESSAGE);
  return row;
}

export async function describeInvitation(ctx: AppContext, token: string) {
  const row = await findUsableInvitation(ctx.db, token, ctx.now().toISOString());
  return { email: row.email, name: row.name, expiresAt: row.expiresAt };
}

/** Sets the invited user's password and spends the invitation, atomically. */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<{ email: string }> {
  const now = ctx.now().toISOString();
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findUsableInvitation(trx, token, now);
    if (passwordMatchesEmail(password, row.email)) {
      throw new AppError('VALIDATION_FAILED', PASSWORD_IS_EMAIL_MESSAGE, {
        fields: { password: PASSWORD_IS_EMAIL_MESSAGE },
      });
    }
    if (!(await repo.spendInvitation(trx, row.id, now))) throw notFound(INVITATION_INVALID_MESSAGE);
    await repo.setInvitedUserPassword(trx, row.userId, passwordHash, now);
    await recordAudit(trx, {
      at: now,
      actor: { id: row.userId, name: row.name },
      action: 'invitation.accepted',
      target: { type: 'user', id: row.userId },
      summary: `${row.email} accepted the invitation and set a password`,
    });
    return { email: row.email };
  });
}

const sealSlot = (userId: string) => `invitation:${userId}`;

export function sealInvitationToken(ctx: AppContext, userId: string): (token: string) => string {
  return (token) => encryptSecret(ctx.masterKey, token, sealSlot(userId));
}

export const INVITATION_NOT_COPYABLE_MESSAGE =
  'There is no unused invitation for this request any more (it was used or has expired)';

/** The unused invitation link of an approved access request, again, until it is used. */
export async function invitationLinkAgain(
  ctx: AppContext,
  accessRequestId: string,
  baseUrl: string,
): Promise<{ inviteUrl: string; expiresAt: string }> {
  const row = await repo.findCopyableInvitation(ctx.db, accessRequestId, ctx.now().toISOString());
  if (!row?.tokenSealed) throw notFound(INVITATION_NOT_COPYABLE_MESSAGE);
  const token = decryptSecret(ctx.masterKey, row.tokenSealed, sealSlot(row.userId));
  return {
    inviteUrl: `${baseUrl.replace(/(?<!\/)\/+$/, '')}/invite/${token}`,
    expiresAt: row.expiresAt,
  };
}
