import type { Selectable } from 'kysely';
import type { AppContext } from '../app-context';
import { recordAudit } from '../audit/audit.service';
import { mapPage } from '../db/paginate';
import type { Transaction } from '../db/database';
import type { AccessRequestTable } from '../db/schema';
import { conflict, notFound } from '../http/app-error';
import { createInvitation, sealInvitationToken } from '../invitations/invitations.service';
import { createUser } from '../users/users.service';
import { findUserByEmailOrUsername } from '../users/user-lookup';
import type { Admin } from '../user-admin/admin-users.service';
import * as repo from './access-requests.repository';

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
  return mapPage(await repo.listAccessRequestPage(ctx.db, query.status, query), toAdminView);
}

/** Marks a pending request reviewed; another review that got there first answers 409. */
async function review(
  trx: Transaction,
  id: string,
  changes: Parameters<typeof repo.reviewAccessRequest>[2],
) {
  const row = await repo.reviewAccessRequest(trx, id, changes);
  if (!row) throw conflict('This request was already reviewed');
  return row;
}

async function requirePending(ctx: AppContext, id: string) {
  const row = await repo.findAccessRequest(ctx.db, id);
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
    const row = await review(trx, id, {
      status: 'approved',
      reviewedAt: now.toISOString(),
      reviewedBy: admin.id,
    });
    const invitation = await createInvitation(trx, {
      userId: user.id,
      accessRequestId: id,
      now,
      seal: sealInvitationToken(ctx, user.id),
    });
    await recordAudit(trx, {
      at: now.toISOString(),
      actor: admin,
      action: 'access_request.approved',
      target: { type: 'access_request', id },
      summary: `${admin.name} approved access for ${request.email} and invited them`,
    });
    return {
      accessRequest: toAdminView(row),
      userId: user.id,
      inviteUrl: `${baseUrl.replace(/(?<!\/)\/+$/, '')}/invite/${invitation.token}`,
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
    const row = await review(trx, id, {
      status: 'rejected',
      reviewedAt: now,
      reviewedBy: admin.id,
      reviewNote: reason,
    });
    await recordAudit(trx, {
      at: now,
      actor: admin,
      action: 'access_request.rejected',
      target: { type: 'access_request', id },
      summary: `${admin.name} rejected access for ${request.email}: ${reason}`,
    });
    return toAdminView(row);
  });
}
