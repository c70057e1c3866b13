import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry } from '../../domain/audit';
import type { Db } from '../db/database';
import { insertAuditEntry, listAuditPage, type AuditFilter } from './audit.repository';

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
  await insertAuditEntry(db, {
    id: randomUUID(),
    at: entry.at,
    actorId: entry.actor?.id ?? null,
    actorName: entry.actor?.name ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target?.id ?? null,
    summary: entry.summary,
    ip: entry.ip ?? null,
  });
}

export async function listAudit(
  db: Db,
  query: AuditFilter & { page: number; pageSize: number },
): Promise<{ items: AuditEntry[]; total: number; page: number; pageSize: number }> {
  return listAuditPage(db, query, query);
}
