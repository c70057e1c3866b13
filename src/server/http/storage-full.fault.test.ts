import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
} from '../documents/test-support/documents-test-app';
import { textPdf } from '../documents/test-support/document-fixtures';
import { caseInput, createCaseViaApi } from '../test-support/case-factory';
import { dialectsUnderTest } from '../test-support/test-database';

/** Every file written from now on fails with ENOSPC once it passes `limit` bytes, as on a full disk. */
function fillDiskAfter(limit: number) {
  const realCreateWriteStream = fs.createWriteStream;
  return vi.spyOn(fs, 'createWriteStream').mockImplementation(((
    ...args: Parameters<typeof fs.createWriteStream>
  ) => {
    const out = realCreateWriteStream(...args);
    const realWrite = out._write.bind(out);
    let written = 0;
    // One chunk at a time, so each passes the check below.
    (out as { _writev?: unknown })._writev = undefined;
    out._write = (chunk: Buffer, encoding, callback) => {
      written += chunk.length;
      if (written > limit) {
        const error = Object.assign(new Error('ENOSPC: no space left on device, write'), {
          code: 'ENOSPC',
          errno: -28,
          syscall: 'write',
        });
        callback(error);
        return;
      }
      realWrite(chunk, encoding, callback);
    };
    return out;
  }) as typeof fs.createWriteStream);
}

describe.each(dialectsUnderTest())('F19: a full disk answers 500 (%s)', (dialect) => {
  let t: DocumentsTestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createDocumentsTestApp(dialect);
    cookie = await t.signInAs('user');
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers an upload that fills the disk 507 INSUFFICIENT_STORAGE and leaves nothing behind — held', async () => {
    const caseId = (await createCaseViaApi(t.app, cookie)).id;
    const pdf = Buffer.concat([await textPdf([['Invoice 7']]), Buffer.alloc(200_000, 0x20)]);
    fillDiskAfter(16 * 1024);
    const response = await t.upload(cookie, caseId, { data: pdf, filename: 'invoice.pdf' });
    vi.restoreAllMocks();

    expect(response.statusCode).toBe(507);
    expect(response.json()).toMatchObject({ error: { code: 'INSUFFICIENT_STORAGE' } });
    const rows = await t.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('caseId', '=', caseId)
      .execute();
    expect(rows).toEqual([]);
    expect(t.storedFiles()).toEqual([]);

    // Once there is room again, the same upload goes through.
    const again = await t.upload(cookie, caseId, { data: pdf, filename: 'invoice.pdf' });
    expect(again.statusCode).toBe(202);
  });

  it.runIf(dialect === 'sqlite')(
    'answers 507 when the database file cannot grow — held',
    async () => {
      const [{ pageCount } = { pageCount: 0 }] = (
        await sql<{ pageCount: number }>`pragma page_count`.execute(t.ctx.db)
      ).rows.map((row) => ({ pageCount: Number(Object.values(row)[0]) }));
      // The database may not grow past its current size: the next pages it needs are refused.
      await sql.raw(`pragma max_page_count = ${pageCount}`).execute(t.ctx.db);
      const statuses: number[] = [];
      try {
        for (let i = 0; i < 200 && (statuses.at(-1) ?? 201) === 201; i += 1) {
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/cases',
            headers: { cookie },
            payload: caseInput({ description: 'x'.repeat(4_000) }),
          });
          statuses.push(response.statusCode);
          if (response.statusCode !== 201) {
            expect(response.json()).toMatchObject({ error: { code: 'INSUFFICIENT_STORAGE' } });
          }
        }
      } finally {
        await sql.raw('pragma max_page_count = 1073741823').execute(t.ctx.db);
      }
      expect(statuses.at(-1)).toBe(507);
      expect(statuses.filter((status) => status !== 201 && status !== 507)).toEqual([]);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/cases',
            headers: { cookie },
            payload: caseInput(),
          })
        ).statusCode,
      ).toBe(201);
    },
  );
});
