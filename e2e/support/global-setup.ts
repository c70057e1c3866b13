import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, stopProcessGroup, waitForHealth } from '../../scripts/lib/server-process';
import { admin, seededSellers } from './accounts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const tsxBin = path.join(root, 'node_modules/.bin/tsx');
const buildCache = path.join(root, 'node_modules/.cache/casepilot-e2e');

/** A digest of everything the web build depends on, so a build is reused exactly while valid. */
function webSourcesDigest(): string {
  const hash = createHash('sha256');
  const inputs = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'];
  for (const input of inputs) {
    const full = path.join(root, input);
    const files = fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort()
      : [full];
    for (const file of files)
      hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the web app for these sources once, into a cache folder of its own rather than dist/web:
 * rebuilding dist/web would pull the files from under any server already serving it (npm start,
 * another test run). Builds land in a temp folder first and are renamed into place.
 */
async function ensureWebBuild(): Promise<string> {
  const digest = webSourcesDigest();
  const target = path.join(buildCache, `web-${digest}`);
  if (fs.existsSync(path.join(target, 'index.html'))) return target;
  fs.mkdirSync(buildCache, { recursive: true });
  const staging = fs.mkdtempSync(path.join(buildCache, 'staging-'));
  console.log(`[e2e] building the web app (npx vite build) into ${path.relative(root, target)}...`);
  try {
    await run(
      'npx',
      ['vite', 'build', '--logLevel', 'warn', '--outDir', staging, '--emptyOutDir'],
      { cwd: root },
    );
    fs.renameSync(staging, target);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    if (fs.existsSync(path.join(target, 'index.html'))) return target; // a parallel run won
    throw error;
  }
  // Keep the three newest builds.
  const builds = fs
    .readdirSync(buildCache)
    .filter((name) => name.startsWith('web-'))
    .map((name) => ({ name, at: fs.statSync(path.join(buildCache, name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of builds.slice(3))
    fs.rmSync(path.join(buildCache, old.name), { recursive: true, force: true });
  return target;
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const webDist = await ensureWebBuild();

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_PATH: path.join(tempDir, 'casepilot.db'),
    DATA_DIR: path.join(tempDir, 'data'),
    WEB_DIST_DIR: webDist,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  };
  delete serverEnv.DATABASE_URL;
  delete serverEnv.PUBLIC_BASE_URL;
  delete serverEnv.REDIS_URL;

  const logPath = path.join(tempDir, 'server.log');
  const log = fs.openSync(logPath, 'a');
  const server = spawn(tsxBin, ['src/server/main.ts'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', log, log],
    detached: true,
  });

  const teardown = async () => {
    await stopProcessGroup(server);
    fs.closeSync(log);
    // Anything the server logged at error level or worse is worth seeing after a run.
    const problems = fs
      .readFileSync(logPath, 'utf8')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (problems.length > 0) console.warn(`[e2e] server logged errors:\n${problems.join('\n')}`);
    fs.rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, server, 30_000);
    // After the server's first start (which creates the admin), so the admin is really created.
    for (const account of seededSellers) {
      await run(
        tsxBin,
        [
          'scripts/user.ts',
          'create',
          '--email',
          account.email,
          '--name',
          account.name,
          '--username',
          account.username,
          '--password',
          account.password,
        ],
        { cwd: root, env: serverEnv },
      );
    }
  } catch (error) {
    console.error(`[e2e] server start failed; its log:\n${fs.readFileSync(logPath, 'utf8')}`);
    await teardown();
    throw error;
  }

  process.env.E2E_BASE_URL = baseUrl;
  return teardown;
}
