import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { User, UserRole } from '../../domain/user';
import { buildApp } from '../app';
import type { AppContext } from '../app-context';
import { contextDependencies } from '../context-dependencies';
import type { Dialect } from '../db/database';
import { createAppFiles, type AppFiles } from '../files/app-files';
import { createUser } from '../users/users.service';
import { createTestDatabase, testConfig, type TestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  database: TestDatabase;
  /** Moves the app's clock; every service reads ctx.now at call time. */
  /** Fixes the clock at `date`; undefined lets it run again. */
  setNow: (date: Date | undefined) => void;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  /** Stores to use instead of the default ones under the test's own DATA_DIR. */
  files?: Partial<AppFiles>;
  /** More environment, such as S3_ settings (files then default to object storage). */
  env?: Record<string, string>;
};

export async function createTestApp(
  dialect: Dialect,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  // Files (documents, packages) go to a folder of this test's own, never the repo's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'casepilot-data-'));
  let now: Date | undefined;
  const config = testConfig({ DATA_DIR: dataDir, ...options.env });
  const ctx: AppContext = {
    db: database.db,
    dialect,
    config,
    ...contextDependencies(config),
    files: { ...createAppFiles(config), ...options.files },
    now: () => now ?? new Date(),
    version: 'test',
  };
  const app = await buildApp(ctx, { serveWeb: false, logger: false });
  await app.ready();
  return {
    app,
    ctx,
    database,
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const TEST_PASSWORD = 'correct horse battery staple';

let userCounter = 0;
export async function createTestUser(
  ctx: AppContext,
  overrides: {
    role?: UserRole;
    email?: string;
    username?: string;
    name?: string;
    password?: string;
  } = {},
): Promise<User> {
  userCounter += 1;
  return createUser(ctx, {
    email: overrides.email ?? `seller${userCounter}-${Date.now()}@example.com`,
    name: overrides.name ?? `Seller ${userCounter}`,
    role: overrides.role ?? 'user',
    password: overrides.password ?? TEST_PASSWORD,
    ...(overrides.username ? { username: overrides.username } : {}),
  });
}

export function sessionCookieFrom(response: LightMyRequestResponse): string {
  // Served as https (e.g. an https PUBLIC_BASE_URL), the cookie carries the __Host- prefix.
  const cookie = response.cookies.find(
    (c) => c.name === 'casepilot_session' || c.name === '__Host-casepilot_session',
  );
  if (!cookie)
    throw new Error(`no session cookie in response (${response.statusCode}: ${response.body})`);
  return `${cookie.name}=${cookie.value}`;
}

/** Signs in through the real endpoint and returns the Cookie header to send afterwards. */
export async function signIn(
  app: FastifyInstance,
  emailOrUsername: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrUsername, password },
  });
  return sessionCookieFrom(response);
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests to the app as the holder of `cookie`, with an optional JSON body. */
export function signedInRequests(app: FastifyInstance, cookie: string) {
  return (method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** A new seller (or admin) signed in through the real endpoint, with a request helper. */
export async function signedInUser(
  t: Pick<TestApp, 'app' | 'ctx'>,
  overrides: Parameters<typeof createTestUser>[1] = {},
) {
  const user = await createTestUser(t.ctx, overrides);
  const cookie = await signIn(t.app, user.email, overrides.password ?? TEST_PASSWORD);
  return { user, cookie, request: signedInRequests(t.app, cookie) };
}
