import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcessGroup, waitForHealth } from '../lib/server-process';

export const BENCH_ADMIN = {
  email: 'bench-admin@example.com',
  password: 'bench-password-0123456789',
};

export type RunningServer = {
  baseUrl: string;
  /** Process id of the spawned command (the leader of its process group). */
  pid: number;
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startupMs: number;
  stop: () => Promise<void>;
};

export type StartOptions = {
  root: string;
  webDist: string;
  /** The command that starts the server, e.g. ['npx', 'tsx', 'src/server/main.ts']. */
  command: [string, ...string[]];
  env?: Record<string, string>;
};

/** Spawns a real server on a fresh temporary SQLite database and waits for /api/health. */
export async function startServer({
  root,
  webDist,
  command,
  env = {},
}: StartOptions): Promise<RunningServer> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-bench-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: path.join(tempDir, 'casepilot.db'),
    DATA_DIR: path.join(tempDir, 'data'),
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...env,
  };
  // A run on PostgreSQL passes DATABASE_URL in env; anything else uses the fresh SQLite file.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;

  const [file, ...args] = command;
  const startedAt = performance.now();
  const child = spawn(file, args, {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });

  const stop = async () => {
    await stopProcessGroup(child);
    fs.rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    // Polled every 10 ms: the start-up time is one of the figures measured.
    await waitForHealth(baseUrl, child, 60_000, 10);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return { baseUrl, pid: child.pid!, startupMs: performance.now() - startedAt, stop };
}

/** Signs in and returns the Cookie header value for later requests. */
export async function signIn(
  baseUrl: string,
  emailOrUsername: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailOrUsername, password }),
  });
  if (response.status !== 200)
    throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('casepilot_session='));
  if (!cookie) throw new Error('login set no session cookie');
  return cookie.split(';')[0] ?? cookie;
}
