import fs from 'node:fs';
import { AppError } from '../http/app-error';
import { projectPath } from '../project-root';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common; choose another';

let list: Set<string> | undefined;

/** Read once, lazily: the shipped list (see data/README.md), never fetched at run time. */
function commonPasswords(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(projectPath('src/server/auth/data/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return list;
}

/**
 * True for a listed password, also when only a run of digits or symbols was added to a listed one
 * ("password1234", "Dragon!!2024"), which is the first variation any cracking tool tries.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.trim().toLowerCase();
  if (commonPasswords().has(lower)) return true;
  const base = lower.replace(/[\d\W_]+$/u, '');
  return base.length >= 3 && base !== lower && commonPasswords().has(base);
}

/** Throws the API's 400 with a field message when the password is too common. */
export function assertPasswordNotCommon(password: string, field = 'password'): void {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, {
      fields: { [field]: COMMON_PASSWORD_MESSAGE },
    });
  }
}
