import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { AuditAction, AuditEntry } from '../../domain/audit';
import type { Db } from '../db/database';

export type AuditInput = {
  at: string;
  actor: { id: string; name: string } | null;
  action: AuditAction;
  target?: { type: string; id: string };
  /** Human-readable; never a secret, a password or a token. */
  summary: string;
  ip?: string | null;
};

/** Appends to the audit log inside the caller's transaction, so the record and the change agree. */
export async function recordAudit(db: Db, entry: AuditInput): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      id: randomUUID(),
      at: entry.at,
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? null,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      summary: entry.summary,
      ip: entry.ip ?? null,
    })
    .execute();
}

export async function listAudit(
  db: Db,
  query: {
    action?: string | undefined;
    actorId?: string | undefined;
    search?: string | undefined;
    page: number;
    pageSize: number;
  },
): Promise<{ items: AuditEntry[]; total: number }> {
  let q = db.selectFrom('auditLog');
  if (query.action) q = q.where('action', '=', query.action);
  if (query.actorId) q = q.where('actorId', '=', query.actorId);
  if (query.search) {
    const term = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(
      sql<boolean>`(lower(summary) like ${term} escape '\\' or lower(actor_name) like ${term} escape '\\')`,
    );
  }
  const [items, count] = await Promise.all([
    q
      .selectAll()
      .orderBy('at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(count.n) };
}
