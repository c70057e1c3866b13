import path from 'node:path';
import { z } from 'zod';
import { decodeMasterKey } from './crypto/master-key';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .refine((value) => value.startsWith('postgres://') || value.startsWith('postgresql://'), {
      message: 'DATABASE_URL must be a postgres:// URL; leave it unset for SQLite',
    })
    .optional(),
  SQLITE_PATH: z.string().default('./data/casepilot.db'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_BASE_URL: z.url().optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  REDIS_URL: z.string().optional(),
  WEB_DIST_DIR: z.string().default('./dist/web'),
  /** 32 bytes as hex or base64; encrypts stored provider keys. Unset: {DATA_DIR}/secret.key. */
  CASEPILOT_SECRET_KEY: z
    .string()
    .refine((value) => decodeMasterKey(value) !== null, {
      message: 'CASEPILOT_SECRET_KEY must be 32 bytes, as 64 hex digits or base64',
    })
    .optional(),
});

export type Config = {
  port: number;
  host: string;
  database: { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string };
  dataDir: string;
  publicBaseUrl: string | undefined;
  trustProxy: boolean;
  cookieSecure: 'auto' | 'true' | 'false';
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  initialAdmin: { email: string | undefined; password: string | undefined };
  redisUrl: string | undefined;
  webDistDir: string;
  secretKey: string | undefined;
};

/** Parses the environment once, failing with every problem listed rather than the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    database: e.DATABASE_URL
      ? { dialect: 'postgres', url: e.DATABASE_URL }
      : { dialect: 'sqlite', path: path.resolve(e.SQLITE_PATH) },
    dataDir: path.resolve(e.DATA_DIR),
    publicBaseUrl: e.PUBLIC_BASE_URL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    initialAdmin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    redisUrl: e.REDIS_URL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    secretKey: e.CASEPILOT_SECRET_KEY,
  };
}
