import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { CaseDocument } from '../../../domain/document';
import type { Dialect } from '../../db/database';
import { LocalDiskStorage } from '../../files/storage';
import { runPendingJobsOnce, type JobWorkerOptions } from '../../jobs/job-worker';
import { createTestApp, createTestUser, signIn, type TestApp } from '../../test-support/test-app';
import { documentJobHandlers } from '../document-analysis';
import { multipartBody } from './document-fixtures';

export type DocumentsTestApp = TestApp & {
  storageDir: string;
  storedFiles: () => string[];
  upload: (
    cookie: string,
    caseId: string,
    file: { data: Buffer; filename: string; contentType?: string; type?: string | null },
  ) => Promise<LightMyRequestResponse>;
  runJobs: (options?: JobWorkerOptions) => Promise<number>;
  getDocument: (cookie: string, caseId: string, id: string) => Promise<CaseDocument>;
  signInAs: (role?: 'user' | 'admin') => Promise<string>;
};

/** The real app with uploads stored in a temporary directory of its own. */
export async function createDocumentsTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
): Promise<DocumentsTestApp> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-docs-'));
  const base = await createTestApp(dialect, {
    env,
    files: { documents: new LocalDiskStorage(storageDir) },
  });
  return {
    ...base,
    storageDir,
    storedFiles: () => (fs.existsSync(storageDir) ? fs.readdirSync(storageDir) : []),
    upload: (cookie, caseId, file) => {
      const body = multipartBody([
        ...(file.type === null ? [] : [{ name: 'type', value: file.type ?? 'Invoice' }]),
        {
          name: 'file',
          filename: file.filename,
          contentType: file.contentType ?? 'application/pdf',
          data: file.data,
        },
      ]);
      return base.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents`,
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
    },
    runJobs: (options = {}) =>
      runPendingJobsOnce(base.ctx, documentJobHandlers, { retryBaseMs: 0, ...options }),
    getDocument: async (cookie, caseId, id) => {
      const response = await base.app.inject({
        method: 'GET',
        url: `/api/cases/${caseId}/documents/${id}`,
        headers: { cookie },
      });
      return response.json() as CaseDocument;
    },
    signInAs: async (role = 'user') => {
      const user = await createTestUser(base.ctx, { role });
      return signIn(base.app, user.email);
    },
    close: async () => {
      await base.close();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
