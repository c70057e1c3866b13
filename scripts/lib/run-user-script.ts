import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { TestApp } from '../../src/server/test-support/test-app';

const run = promisify(execFile);

export type ScriptResult = { code: number; stdout: string; stderr: string };

/** Runs `npm run user -- <args>` (scripts/user.ts) against the test app's database and data. */
export function runUserScript(t: TestApp, ...args: string[]): Promise<ScriptResult> {
  return run(process.execPath, ['--import', 'tsx', 'scripts/user.ts', ...args], {
    env: {
      ...process.env,
      ...t.database.env,
      DATA_DIR: t.ctx.config.dataDir,
      LOG_LEVEL: 'silent',
    },
  }).then(
    (r) => ({ code: 0, ...r }),
    (e: ScriptResult) => e,
  );
}
