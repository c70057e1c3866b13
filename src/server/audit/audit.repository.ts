import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database';
import { paginate, type PageQuery } from '../db/paginate';
import type { AuditLogTable } from '../db/schema';

export async function insertAuditEntry(db: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await db.insertInto('auditLog').values(row).execute();
}

export type AuditFilter = {
  action?: string | undefined;
  actorId?: string | undefined;
  search?: string | undefined;
};

/** Newest first. */
export function listAuditPage(db: Db, filter: AuditFilter, page: PageQuery) {
  let q = db.selectFrom('auditLog');
  if (filter.action) q = q.where('action', '=', filter.action);
  if (filter.actorId) q = q.where('actorId', '=', filter.actorId);
  if (filter.search) {
    const term = `%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<boolean>`(lower(summary) like ${term} escape '\\' or lower(actor_name) like ${term} escape '\\')`,
    );
  }
  return paginate(q, page, (rows) => rows.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'));
}
