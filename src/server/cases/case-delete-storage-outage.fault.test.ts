import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../files/test-support/s3-server';
import { createCaseViaApi } from '../test-support/case-factory';
import { createTestApp, createTestUser, signIn, type TestApp } from '../test-support/test-app';

/**
 * F74: deleting a case while the object store (S3_BUCKET) is away. The rows go in one
 * transaction, then the case's files; removing the package files failed against the absent
 * store, so a delete that had already happened answered 503 'try again', and the retry 404.
 */
describe('F74: a case deleted while the object store is away answers 503 although it is gone', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    t = await createTestApp('sqlite', { env: s3.env });
    cookie = await signIn(t.app, (await createTestUser(t.ctx)).email);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('answers 204 for the delete that happened, once, and the case stays gone once the store is back — held', async () => {
    const kase = await createCaseViaApi(t.app, cookie);
    await s3.stop();
    try {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/cases/${kase.id}`,
        headers: { cookie },
      });
      expect(deleted.statusCode, deleted.body).toBe(204);
      const read = await t.app.inject({ url: `/api/cases/${kase.id}`, headers: { cookie } });
      expect(read.statusCode).toBe(404);
    } finally {
      await s3.restart();
    }
    const audit = await t.ctx.db
      .selectFrom('auditLog')
      .select('id')
      .where('action', '=', 'case.deleted')
      .where('targetId', '=', kase.id)
      .execute();
    expect(audit).toHaveLength(1);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/cases/${kase.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });
});
