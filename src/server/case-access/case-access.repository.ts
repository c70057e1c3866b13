import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { CaseActor } from './case-actor';
import type { CaseRow } from './case-row';

const documentsCount = (eb: ExpressionBuilder<Database, 'cases'>) =>
  eb
    .selectFrom('documents')
    .select((sub) => sub.fn.countAll<number | string>().as('n'))
    .whereRef('documents.caseId', '=', 'cases.id')
    .as('documentsCount');

/** Every case query goes through this scope: sellers reach only their own rows. */
export function scoped<O>(query: SelectQueryBuilder<Database, 'cases', O>, actor: CaseActor) {
  return actor.role === 'admin' ? query : query.where('cases.ownerId', '=', actor.id);
}

export async function findCase(db: Db, actor: CaseActor, id: string): Promise<CaseRow | undefined> {
  return scoped(db.selectFrom('cases').selectAll('cases').select(documentsCount), actor)
    .where('cases.id', '=', id)
    .executeTakeFirst();
}

/** Something on the case changed (a communication, a document): its last-activity time moves. */
export async function touchCase(db: Db, id: string, updatedAt: string): Promise<void> {
  await db.updateTable('cases').set({ updatedAt }).where('id', '=', id).execute();
}
