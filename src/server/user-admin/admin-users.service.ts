import type { AdminUserCreate, AdminUserUpdate } from '../../domain/admin-user';
import { PASSWORD_IS_EMAIL_MESSAGE, passwordMatchesEmail } from '../../domain/admin-user';
import type { User } from '../../domain/user';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from '../credentials/password';
import { assertPasswordNotCommon } from '../auth/password-policy';
import { revokeSessionsOfUser } from '../auth/session-revocation';
import { mapPage } from '../db/paginate';
import { AppError, conflict, notFound } from '../http/app-error';
import { deleteTokensOfUser } from '../tokens/tokens.service';
import { countActiveAdmins, findUserByEmailOrUsername, findUserById } from '../users/user-lookup';
import { deleteUserKeepingCases, listUserPage, updateUser } from '../users/user-records';
import { toUser } from '../users/users.mapper';
import { createUser, lockUserAccounts } from '../users/users.service';

export type Admin = Pick<User, 'id' | 'name'>;

export const LAST_ADMIN_MESSAGE =
  'The last active administrator cannot be demoted, disabled or deleted';
export const SELF_CHANGE_MESSAGE = 'You cannot demote, disable or delete your own account';
const USER_NOT_FOUND = 'User not found';

export async function listUsers(
  ctx: AppContext,
  query: { search?: string | undefined; page: number; pageSize: number },
) {
  return mapPage(await listUserPage(ctx.db, query.search, query), (r) => ({
    ...toUser(r),
    casesCount: Number(r.casesCount ?? 0),
  }));
}

export async function adminCreateUser(
  ctx: AppContext,
  admin: Admin,
  input: AdminUserCreate,
): Promise<User> {
  assertPasswordNotCommon(input.password);
  const user = await createUser(ctx, { ...input });
  await recordAudit(ctx.db, {
    at: ctx.now().toISOString(),
    actor: admin,
    action: 'user.created',
    target: { type: 'user', id: user.id },
    summary: `${admin.name} created ${user.role} ${user.email}`,
  });
  return user;
}

/**
 * `admin` null: the operator at the shell (`npm run user -- reset-password`), who has no account.
 * The command line resets through here so that it revokes exactly what a reset in the app does.
 */
export async function adminUpdateUser(
  ctx: AppContext,
  admin: Admin | null,
  id: string,
  input: AdminUserUpdate,
): Promise<User> {
  return ctx.db.transaction().execute(async (trx) => {
    // Two admins demoting each other at once must not both count the other as still active.
    await lockUserAccounts(trx);
    const row = await findUserById(trx, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    const demotes = input.role === 'user' && row.role === 'admin';
    const disables = input.status === 'disabled' && row.status === 'active';
    if ((demotes || disables) && id === admin?.id) throw conflict(SELF_CHANGE_MESSAGE);
    if ((demotes || disables) && row.role === 'admin' && (await countActiveAdmins(trx)) <= 1)
      throw conflict(LAST_ADMIN_MESSAGE);

    const email = input.email?.trim().toLowerCase();
    if (email && email !== row.email) {
      const taken = await findUserByEmailOrUsername(trx, email);
      if (taken && taken.id !== id) throw conflict('A user with this email already exists');
    }
    if (input.password) assertPasswordNotCommon(input.password);
    if (input.password && passwordMatchesEmail(input.password, email ?? row.email)) {
      throw new AppError('VALIDATION_FAILED', PASSWORD_IS_EMAIL_MESSAGE, {
        fields: { password: PASSWORD_IS_EMAIL_MESSAGE },
      });
    }
    const now = ctx.now().toISOString();
    await updateUser(trx, id, {
      ...(input.name ? { name: input.name.trim() } : {}),
      ...(email ? { email } : {}),
      ...(input.role ? { role: input.role } : {}),
      ...(input.status ? { status: input.status } : {}),
      ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}),
      updatedAt: now,
    });
    // A disabled account or a reset password must leave no session, no half-done two-factor
    // sign-in and no API token usable: recovering an account has to shut out whoever else held
    // its credentials.
    if (disables || input.password) {
      await revokeSessionsOfUser(trx, id);
      await deleteTokensOfUser(trx, id);
    }

    const changed = Object.keys(input).filter((k) => k !== 'password');
    await recordAudit(trx, {
      at: now,
      actor: admin,
      action: disables
        ? 'user.disabled'
        : input.password && changed.length === 0
          ? 'user.password_reset'
          : 'user.updated',
      target: { type: 'user', id },
      summary: `${admin?.name ?? 'The command line'} updated ${row.email}: ${[...changed, ...(input.password ? ['password reset'] : [])].join(', ')}`,
    });
    const updated = await findUserById(trx, id);
    if (!updated) throw notFound(USER_NOT_FOUND);
    return toUser(updated);
  });
}

/** Deletes a user; their cases are kept and handed to the deleting admin, so no seller history is lost. */
export async function adminDeleteUser(
  ctx: AppContext,
  admin: Admin,
  id: string,
): Promise<{ reassignedCases: number }> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockUserAccounts(trx);
    const row = await findUserById(trx, id);
    if (!row) throw notFound(USER_NOT_FOUND);
    if (id === admin.id) throw conflict(SELF_CHANGE_MESSAGE);
    if (row.role === 'admin' && row.status === 'active' && (await countActiveAdmins(trx)) <= 1)
      throw conflict(LAST_ADMIN_MESSAGE);
    const reassignedCases = await deleteUserKeepingCases(trx, id, admin.id);
    await recordAudit(trx, {
      at: ctx.now().toISOString(),
      actor: admin,
      action: 'user.deleted',
      target: { type: 'user', id },
      summary: `${admin.name} deleted ${row.email}; ${reassignedCases} case(s) reassigned to ${admin.name}`,
    });
    return { reassignedCases };
  });
}
