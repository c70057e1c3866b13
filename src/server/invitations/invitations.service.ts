import { randomUUID } from 'node:crypto';
import { INVITATION_VALID_DAYS } from '../../domain/access-request';
import { PASSWORD_IS_EMAIL_MESSAGE, passwordMatchesEmail } from '../../domain/admin-user';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from '../auth/password';
import { generateSessionToken, hashToken } from '../auth/session-token';
import type { Db } from '../db/database';
import { AppError, notFound } from '../http/app-error';

export const INVITATION_INVALID_MESSAGE =
  'This invitation link is invalid, has expired or was already used';

/** Creates a single-use invitation; only its hash is stored, the token goes into the link once. */
export async function createInvitation(
  db: Db,
  input: { userId: string; accessRequestId: string | null; now: Date },
): Promise<{ token: string; expiresAt: string }> {
  const token = generateSessionToken();
  const expiresAt = new Date(
    input.now.getTime() + INVITATION_VALID_DAYS * 86_400_000,
  ).toISOString();
  await db
    .insertInto('invitations')
    .values({
      id: randomUUID(),
      userId: input.userId,
      accessRequestId: input.accessRequestId,
      tokenHash: hashToken(token),
      createdAt: input.now.toISOString(),
      expiresAt,
      usedAt: null,
    })
    .execute();
  return { token, expiresAt };
}

async function findUsableInvitation(db: Db, token: string, nowIso: string) {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('users', 'users.id', 'invitations.userId')
    .select([
      'invitations.id',
      'invitations.expiresAt',
      'invitations.usedAt',
      'users.id as userId',
      'users.email',
      'users.name',
      'users.status',
    ])
    .where('invitations.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
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
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findUsableInvitation(trx, token, now);
    if (passwordMatchesEmail(password, row.email)) {
      throw new AppError('VALIDATION_FAILED', PASSWORD_IS_EMAIL_MESSAGE, {
        fields: { password: PASSWORD_IS_EMAIL_MESSAGE },
      });
    }
    // Compare-and-set on used_at: of two simultaneous uses, only one updates a row.
    const spent = await trx
      .updateTable('invitations')
      .set({ usedAt: now })
      .where('id', '=', row.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw notFound(INVITATION_INVALID_MESSAGE);
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: now })
      .where('id', '=', row.userId)
      .execute();
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
