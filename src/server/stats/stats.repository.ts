import type { Db } from '../db/database';
import type { CaseActor } from '../case-access/case-actor';

/**
 * From the counters the case triggers keep (migration 2026-11-23-50): a few dozen rows per
 * owner however many cases they hold. A seller's own, or everyone's for an admin.
 */
export function caseCountsByStatusAndType(db: Db, actor: CaseActor) {
  return db
    .selectFrom('caseStats')
    .select([
      'status',
      'caseType',
      'outcome',
      (eb) => eb.fn.sum<number | string>('n').as('n'),
      (eb) => eb.fn.sum<number | string>('resolvedN').as('resolvedN'),
      (eb) => eb.fn.sum<number | string>('resolutionDays').as('resolutionDays'),
    ])
    .$if(actor.role !== 'admin', (q) => q.where('ownerId', '=', actor.id))
    .groupBy(['status', 'caseType', 'outcome'])
    .execute();
}
