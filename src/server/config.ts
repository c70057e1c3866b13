import path from 'node:path';
import { z } from 'zod';
import { decodeMasterKey } from './crypto/master-key';
import type { S3Settings } from './files/s3-storage';

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
  EXTRACTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  EXTRACTION_MEMORY_MB: z.coerce.number().int().min(128).max(65536).default(1024),
  ANALYSIS_TIME_LIMIT_SECONDS: z.coerce.number().min(0.001).max(600).default(10),
  UPLOAD_IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
  // Submission package bounds: what one generation may copy, decode and spend, and how often.
  PACKAGE_MAX_PAGES_PER_DOCUMENT: z.coerce.number().int().min(1).default(100),
  PACKAGE_MAX_PAGES: z.coerce.number().int().min(1).default(300),
  PACKAGE_MAX_IMAGE_PIXELS: z.coerce.number().int().min(1).default(25_000_000),
  PACKAGE_TIME_LIMIT_SECONDS: z.coerce.number().min(1).default(60),
  PACKAGE_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** 32 bytes as hex or base64; encrypts stored provider keys. Unset: {DATA_DIR}/secret.key. */
  CASEPILOT_SECRET_KEY: z
    .string()
    .refine((value) => decodeMasterKey(value) !== null, {
      message: 'CASEPILOT_SECRET_KEY must be 32 bytes, as 64 hex digits or base64',
    })
    .optional(),
  /** Mail intake and reminders (wave 2); everything off unless set. */
  INTAKE_DOMAIN: z.string().min(1).optional(),
  INTAKE_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INTAKE_SMTP_HOST: z.string().default('0.0.0.0'),
  INTAKE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(15 * 1024 * 1024),
  IMAP_URL: z
    .string()
    .refine((value) => /^imaps?:\/\//.test(value), {
      message: 'IMAP_URL must be an imap:// or imaps:// URL',
    })
    .optional(),
  IMAP_POLL_SECONDS: z.coerce.number().int().min(1).default(60),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value), {
      message: 'SMTP_URL must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().default('CasePilot <no-reply@casepilot.local>'),
  // 0: this process does not scan (a process kept for requests while others scan).
  REMINDER_SCAN_SECONDS: z.coerce.number().int().min(0).default(300),
  /** A job whose process died is taken over by another worker after this long without a heartbeat. */
  JOB_LOCK_SECONDS: z.coerce.number().int().min(3).default(20),
  /** S3-compatible object storage for uploads and packages; unset: files under DATA_DIR. */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(false),
});

/** Settings that only make sense together, checked after each one parsed on its own. */
function checkTogether(e: z.infer<typeof configSchema>): string[] {
  const problems: string[] = [];
  const s3Named = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (!e.S3_BUCKET && s3Named.some((name) => e[name] !== undefined))
    problems.push('  S3_BUCKET: S3_BUCKET must be set when any other S3_ setting is');
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined))
    problems.push(
      '  S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  // Each process would otherwise make its own key file: sessions' device cookies and stored
  // secrets sealed by one process would not open on another.
  if (e.S3_BUCKET && !e.CASEPILOT_SECRET_KEY)
    problems.push(
      '  CASEPILOT_SECRET_KEY: CASEPILOT_SECRET_KEY must be set with S3_BUCKET (every process shares it)',
    );
  return problems;
}

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
  /** Per document read: the engine process is killed past either (see files/extraction). */
  extraction: { timeoutMs: number; memoryMb: number };
  /** One e-mail's or document text's built-in analysis: its thread is ended past this. */
  analysisTimeLimitMs: number;
  /** An upload that sends no byte for this long is cut off (408). */
  uploadIdleTimeoutMs: number;
  package: {
    maxPagesPerDocument: number;
    maxPages: number;
    maxImagePixels: number;
    timeLimitMs: number;
    ratePerHour: number;
  };
  mail: {
    intakeDomain: string | undefined;
    intakeSmtpPort: number | undefined;
    intakeSmtpHost: string;
    intakeMaxBytes: number;
    imapUrl: string | undefined;
    imapPollMs: number;
    smtpUrl: string | undefined;
    from: string;
    reminderScanMs: number;
  };
  jobLockMs: number;
  /** Object storage for files; undefined keeps them under dataDir. */
  s3: S3Settings | undefined;
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
  const together = checkTogether(e);
  if (together.length > 0) throw new Error(`Invalid configuration:\n${together.join('\n')}`);
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
    extraction: {
      timeoutMs: e.EXTRACTION_TIMEOUT_SECONDS * 1000,
      memoryMb: e.EXTRACTION_MEMORY_MB,
    },
    analysisTimeLimitMs: Math.max(1, Math.round(e.ANALYSIS_TIME_LIMIT_SECONDS * 1000)),
    uploadIdleTimeoutMs: Math.round(e.UPLOAD_IDLE_TIMEOUT_SECONDS * 1000),
    package: {
      maxPagesPerDocument: e.PACKAGE_MAX_PAGES_PER_DOCUMENT,
      maxPages: e.PACKAGE_MAX_PAGES,
      maxImagePixels: e.PACKAGE_MAX_IMAGE_PIXELS,
      timeLimitMs: e.PACKAGE_TIME_LIMIT_SECONDS * 1000,
      ratePerHour: e.PACKAGE_RATE_LIMIT_PER_HOUR,
    },
    mail: {
      intakeDomain: e.INTAKE_DOMAIN,
      intakeSmtpPort: e.INTAKE_SMTP_PORT,
      intakeSmtpHost: e.INTAKE_SMTP_HOST,
      intakeMaxBytes: e.INTAKE_MAX_BYTES,
      imapUrl: e.IMAP_URL,
      imapPollMs: e.IMAP_POLL_SECONDS * 1000,
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      reminderScanMs: e.REMINDER_SCAN_SECONDS * 1000,
    },
    jobLockMs: e.JOB_LOCK_SECONDS * 1000,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
  };
}
