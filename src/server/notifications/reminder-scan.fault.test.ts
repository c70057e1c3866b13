import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../domain/user';
import { searchTextOf } from '../cases/cases.mapper';
import { dialectsUnderTest } from '../test-support/test-database';
import { createTestApp, createTestUser, type TestApp } from '../test-support/test-app';
import { scanReminders, startReminderScheduler } from './reminders';

const NOW = new Date('2026-11-18T12:00:00.000Z');
// Many of the scan's batches (REMINDER_BATCH).
const DUE_CASES = 2_300;
const OVERDUE_REMINDED = 700;

/** Cases straight into the table (through its triggers), as a bulk import or a long history. */
async function seedDueCases(t: TestApp, owner: User, count: number, dueDate: string) {
  const rows = Array.from({ length: count }, (_, i) => {
    const title = `Kettle ${dueDate} ${i}`;
    const asin = `B0${String(i).padStart(8, '0')}`;
    return {
      id: randomUUID(),
      ownerId: owner.id,
      sellerId: 'A1SELLER',
      asin,
      caseType: 'Suppression' as const,
      title,
      description: 'Listing suppressed',
      status: 'New' as const,
      probabilityScore: 0.5,
      dueDate,
      searchText: searchTextOf({ title, asin, description: 'Listing suppressed' }),
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await t.ctx.db
      .insertInto('cases')
      .values(rows.slice(i, i + 500))
      .execute();
}

const notificationCount = async (t: TestApp, owner: User) =>
  Number(
    (
      await t.ctx.db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('userId', '=', owner.id)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(dialectsUnderTest())(
  'F34: the reminder scan over thousands of due cases stops the server answering (and starting) (%s)',
  { timeout: 120_000 },
  (dialect) => {
    let t: TestApp;
    let owner: User;
    let baseUrl: string;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      t.setNow(NOW);
      owner = await createTestUser(t.ctx);
      await seedDueCases(t, owner, DUE_CASES, '2026-11-19');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    }, 120_000);
    afterAll(() => t.close());

    it('answers requests over the network while a scan works through its batches — held', async () => {
      let scanEnded = false;
      const scan = scanReminders(t.ctx).then((sent) => {
        scanEnded = true;
        return sent;
      });
      // Before the fix, SQLite's synchronous answers chained every await of the scan without a
      // turn of the event loop, so no socket was read until the whole scan had run.
      const health = await fetch(`${baseUrl}/api/health`);
      expect(health.status).toBe(200);
      expect(scanEnded).toBe(false);
      expect(await scan).toBe(DUE_CASES);
      expect(await notificationCount(t, owner)).toBe(DUE_CASES);
    });

    it('sends each reminder once, and leaves cases already reminded of being overdue out of later scans — held', async () => {
      expect(await scanReminders(t.ctx)).toBe(0);
      await seedDueCases(t, owner, OVERDUE_REMINDED, '2026-11-01');
      expect(await scanReminders(t.ctx)).toBe(OVERDUE_REMINDED);
      // The overdue ones are not read again: a scan's reads stay with the cases that may still
      // need a reminder, not every case that was ever late.
      const read: string[] = [];
      const recording = t.ctx.db.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          for (const row of args.result.rows as { dueDate?: string }[])
            if (row.dueDate) read.push(row.dueDate);
          return args.result;
        },
      });
      expect(await scanReminders({ ...t.ctx, db: recording })).toBe(0);
      expect(read.filter((due) => due === '2026-11-01')).toEqual([]);
      expect(read.filter((due) => due === '2026-11-19')).toHaveLength(DUE_CASES);
      expect(await notificationCount(t, owner)).toBe(DUE_CASES + OVERDUE_REMINDED);
    });

    it('leaves the scan to other processes when REMINDER_SCAN_SECONDS is 0', async () => {
      await seedDueCases(t, owner, 3, '2026-11-20');
      const config = { ...t.ctx.config, mail: { ...t.ctx.config.mail, reminderScanMs: 0 } };
      const scheduler = startReminderScheduler({ ...t.ctx, config });
      await new Promise((resolve) => setTimeout(resolve, 300));
      scheduler.stop();
      expect(await notificationCount(t, owner)).toBe(DUE_CASES + OVERDUE_REMINDED);
      expect(await scanReminders(t.ctx)).toBe(3);
    });
  },
);
