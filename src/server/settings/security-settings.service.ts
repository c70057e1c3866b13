import type { AppContext } from '../app-context';
import type { Db } from '../db/database';
import { conflict } from '../http/app-error';
import { findUserById } from '../users/user-lookup';
import * as repo from './settings.repository';

const REQUIRE_ADMIN_2FA_SETTING = 'requireAdminTwoFactor';
export const ENABLE_OWN_2FA_FIRST =
  'Turn on two-factor sign-in for your own account before requiring it for all administrators';

export type SecuritySettings = { requireAdminTwoFactor: boolean };

export async function readRequireAdminTwoFactor(db: Db): Promise<boolean> {
  return (await repo.readAppSetting(db, REQUIRE_ADMIN_2FA_SETTING)) === true;
}

export async function getSecuritySettings(ctx: AppContext): Promise<SecuritySettings> {
  return { requireAdminTwoFactor: await readRequireAdminTwoFactor(ctx.db) };
}

export async function updateSecuritySettings(
  ctx: AppContext,
  adminId: string,
  input: SecuritySettings,
): Promise<SecuritySettings> {
  // Requiring what one has not set up would shut the requiring admin out of the admin area.
  if (input.requireAdminTwoFactor && !(await findUserById(ctx.db, adminId))?.totpSecretSealed)
    throw conflict(ENABLE_OWN_2FA_FIRST);
  await repo.writeAppSetting(
    ctx.db,
    REQUIRE_ADMIN_2FA_SETTING,
    input.requireAdminTwoFactor,
    ctx.now().toISOString(),
    adminId,
  );
  return getSecuritySettings(ctx);
}
