import {
  defaultPreference,
  notificationKinds,
  type NotificationKind,
  type NotificationPreferences,
} from '../../domain/notification';
import type { Db } from '../db/database';
import * as repo from './notifications.repository';

export async function readPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await repo.listPreferenceRows(db, userId);
  const stored = new Map(rows.map((row) => [row.kind, row]));
  return {
    preferences: notificationKinds.map((kind) => {
      const row = stored.get(kind);
      return row
        ? { kind, inApp: Boolean(row.inApp), email: Boolean(row.email) }
        : { kind, ...defaultPreference[kind] };
    }),
  };
}

export async function preferenceOf(
  db: Db,
  userId: string,
  kind: NotificationKind,
): Promise<{ inApp: boolean; email: boolean }> {
  const row = await repo.findPreferenceRow(db, userId, kind);
  return row ? { inApp: Boolean(row.inApp), email: Boolean(row.email) } : defaultPreference[kind];
}

export async function writePreferences(
  db: Db,
  userId: string,
  input: NotificationPreferences,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const p of input.preferences) {
      await repo.upsertPreference(trx, {
        userId,
        kind: p.kind,
        inApp: p.inApp ? 1 : 0,
        email: p.email ? 1 : 0,
      });
    }
  });
}
