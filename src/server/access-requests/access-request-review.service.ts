import type { Selectable } from 'kysely';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import type { AccessRequestTable } from '../db/schema';
import { conflict, notFound } from '../http/app-error';
import { createInvitation } from '../invitations/invitations.service';
import { createUser } from '../users/users.service';
import { findUserByEmailOrUsername } from '../users/users.repository';
import type { Admin } from '../users/admin-users.service';

const NOT_FOUND = 'Access request not found';

function toAdminView(row: Selectable<AccessRequestTable>) {
  return {
    id: row.id,
    email: row.email,
    companyName: row.companyName,
    useCase: row.useCase,
    status: row.status,
    createdAt: row.createdAt,
    reviewedAt: row.reviewedAt,
    reviewNote: row.reviewNote,
  };
}

export async function listAccessRequests(
  ctx: AppContext,
  query: { status?: AccessRequestTable['status'] | undefined; page: number; pageSize: number },
) {
  let q = ctx.db.selectFrom('accessRequests');
  if (query.status) q = q.where('status', '=', query.status);
  const [rows, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(toAdminView),
    total: Number(count.n),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requirePending(ctx: AppContext, id: string) {
  const row = await ctx.db
    .selectFrom('accessRequests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  if (row.status !== 'pending') throw conflict(`This request was already ${row.status}`);
  return row;
}

/**
 * Approving creates the seller's account (with no usable password yet) and a single-use
 * invitation link through which they choose their own password.
 */
export async function approveAccessRequest(
  ctx: AppContext,
  admin: Admin,
  id: string,
  baseUrl: string,
) {
  const request = await requirePending(ctx, id);
  if (await findUserByEmailOrUsername(ctx.db, request.email))
    throw conflict('A user with this email already exists');
  const now = ctx.now();
  return ctx.db.transaction().execute(async (trx) => {
    const user = await createUser(
      { ...ctx, db: trx },
      { email: request.email, name: request.companyName, role: 'user', password: null },
    );
    await trx
      .updateTable('accessRequests')
      .set({ status: 'approved', reviewedAt: now.toISOString(), reviewedBy: admin.id })
      .where('id', '=', id)
      .execute();
    const invitation = await createInvitation(trx, { userId: user.id, accessRequestId: id, now });
    await recordAudit(trx, {
      at: now.toISOString(),
      actor: admin,
      action: 'access_request.approved',
      target: { type: 'access_request', id },
      summary: `${admin.name} approved access for ${request.email} and invited them`,
    });
    const row = await trx
      .selectFrom('accessRequests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return {
      accessRequest: toAdminView(row),
      userId: user.id,
      inviteUrl: `${baseUrl.replace(/\/+$/, '')}/invite/${invitation.token}`,
      expiresAt: invitation.expiresAt,
    };
  });
}

export async function rejectAccessRequest(
  ctx: AppContext,
  admin: Admin,
  id: string,
  reason: string,
) {
  const request = await requirePending(ctx, id);
  const now = ctx.now().toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('accessRequests')
      .set({ status: 'rejected', reviewedAt: now, reviewedBy: admin.id, reviewNote: reason })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, {
      at: now,
      actor: admin,
      action: 'access_request.rejected',
      target: { type: 'access_request', id },
      summary: `${admin.name} rejected access for ${request.email}: ${reason}`,
    });
    return toAdminView(
      await trx
        .selectFrom('accessRequests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    );
  });
}
