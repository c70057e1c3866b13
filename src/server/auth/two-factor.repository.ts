import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { RecoveryCodeTable, UserTable } from '../db/schema';
import { sessionWrite } from '../credentials/session-cache';

type TwoFactorColumns = Pick<
  Updateable<UserTable>,
  'totpSecretSealed' | 'totpPendingSealed' | 'totpEnabledAt' | 'totpLastStep'
>;

export async function setTwoFactorColumns(
  db: Db,
  userId: string,
  changes: TwoFactorColumns,
): Promise<void> {
  await sessionWrite(() => db.updateTable('users').set(changes).where('id', '=', userId).execute());
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const left = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(left.n);
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
}

export async function insertRecoveryCodes(
  db: Db,
  rows: Insertable<RecoveryCodeTable>[],
): Promise<void> {
  await db.insertInto('recoveryCodes').values(rows).execute();
}

/** Compare-and-set: moves the last used step forward, false when `step` is not past it. */
export async function advanceTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const moved = await db
    .updateTable('users')
    .set({ totpLastStep: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Marks the unused recovery code with this hash used; false when there is none. */
export async function spendRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  nowIso: string,
): Promise<boolean> {
  const spent = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: nowIso })
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
