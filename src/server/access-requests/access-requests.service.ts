import { randomUUID } from 'node:crypto';
import type { AccessRequest, AccessRequestCreate } from '../../domain/access-request';
import type { AppContext } from '../app-context';
import { serializeOn } from '../db/transaction-lock';
import { conflict } from '../http/app-error';
import { findPendingAccessRequestByEmail, insertAccessRequest } from './access-requests.repository';

export const DUPLICATE_PENDING_MESSAGE =
  'A request for this email is already pending. We will get back to you soon.';

export async function createAccessRequest(
  ctx: AppContext,
  input: AccessRequestCreate,
): Promise<AccessRequest> {
  const email = input.email.toLowerCase();
  return ctx.db.transaction().execute(async (trx) => {
    // One pending request per address: a second one would only duplicate the admin's work.
    await serializeOn(trx, `access-request:${email}`);
    if (await findPendingAccessRequestByEmail(trx, email))
      throw conflict(DUPLICATE_PENDING_MESSAGE);
    const row = {
      id: randomUUID(),
      email,
      companyName: input.companyName,
      useCase: input.useCase,
      status: 'pending' as const,
      createdAt: ctx.now().toISOString(),
    };
    await insertAccessRequest(trx, row);
    return row;
  });
}
