import { randomBytes } from 'node:crypto';
import type { AppContext } from './app-context';
import { countActiveAdmins } from './users/user-lookup';
import { createUser } from './users/users.service';

/**
 * On the very first start there is no administrator to sign in as (a demo seed may have added
 * sellers). Create an admin from ADMIN_EMAIL /
 * ADMIN_PASSWORD, or with a random password that is printed once and never stored in clear.
 */
export async function ensureInitialAdmin(
  ctx: AppContext,
  print: (line: string) => void,
): Promise<void> {
  if ((await countActiveAdmins(ctx.db)) > 0) return;
  const email = ctx.config.initialAdmin.email ?? 'admin@casepilot.local';
  const generated = !ctx.config.initialAdmin.password;
  const password = ctx.config.initialAdmin.password ?? randomBytes(12).toString('base64url');
  const admin = await createUser(ctx, {
    email,
    username: 'admin',
    name: 'Administrator',
    role: 'admin',
    password,
  });

  print('');
  print('  First start: an administrator account was created.');
  print(`    Email:    ${admin.email}`);
  print(`    Username: ${admin.username}`);
  print(
    generated
      ? `    Password: ${password}   (shown only this once; change it after signing in)`
      : '    Password: the ADMIN_PASSWORD you set',
  );
  print('');
}
