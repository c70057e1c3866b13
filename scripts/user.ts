// Create a user or admin, or reset a password, from the shell:
//   npm run user -- create --email dana@example.com --name "Dana" [--username dana] [--role admin] [--password ...]
//   npm run user -- reset-password --email dana@example.com [--password ...]
// Without --password a random one is generated and printed once.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '../src/domain/user';
import type { AppContext } from '../src/server/app-context';
import { createAppContext } from '../src/server/context-dependencies';
import { isCommonPassword, COMMON_PASSWORD_MESSAGE } from '../src/server/auth/password-policy';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/database';
import { migrateToLatest } from '../src/server/db/migrate';
import { AppError } from '../src/server/http/app-error';
import { adminUpdateUser } from '../src/server/user-admin/admin-users.service';
import { findUserByEmailOrUsername } from '../src/server/users/users.repository';
import { createUser } from '../src/server/users/users.service';
import { appVersion } from '../src/server/version';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string', default: 'user' },
    password: { type: 'string' },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const command = positionals[0];
if (command !== 'create' && command !== 'reset-password')
  fail('Usage: npm run user -- create|reset-password --email EMAIL [...]');
if (!values.email) fail('--email is required');
if (values.role !== 'user' && values.role !== 'admin') fail('--role must be user or admin');
if (values.password && values.password.length < PASSWORD_MIN_LENGTH) {
  fail(`--password must be at least ${PASSWORD_MIN_LENGTH} characters`);
}
if (values.password && isCommonPassword(values.password))
  fail(`--password: ${COMMON_PASSWORD_MESSAGE}`);
const password = values.password ?? randomBytes(12).toString('base64url');

const config = loadConfig();
const { db, dialect } = openDatabase(config.database);
const ctx: AppContext = createAppContext({ db, dialect }, config, { version: appVersion });
try {
  await migrateToLatest(db);
  const existing = await findUserByEmailOrUsername(db, values.email);
  if (command === 'create') {
    if (existing) fail(`A user with the email ${values.email} already exists; use reset-password.`);
    const user = await createUser(ctx, {
      email: values.email,
      name: values.name ?? values.email.split('@')[0] ?? values.email,
      role: values.role,
      password,
      ...(values.username ? { username: values.username } : {}),
    });
    console.log(`Created ${user.role} ${user.email} (username ${user.username}).`);
  } else {
    if (!existing) fail(`No user with the email ${values.email}.`);
    // Through the same service as an admin's reset in the app, so the shell revokes the same
    // things (sessions, pending two-factor sign-ins, API tokens) in one transaction with the new
    // password, and the audit log records it. A locked-out account is enabled again: a reset is a
    // fresh start.
    await adminUpdateUser(ctx, null, existing.id, {
      password,
      ...(existing.status === 'active' ? {} : { status: 'active' as const }),
    }).catch((error: unknown) => {
      if (error instanceof AppError) fail(error.message);
      throw error;
    });
    console.log(
      `Password reset for ${existing.email}; their sessions and pending sign-ins were signed out and API tokens revoked.`,
    );
  }
  if (!values.password) console.log(`Password: ${password}   (shown only this once)`);
} finally {
  await db.destroy();
}
