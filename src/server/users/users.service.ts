import { randomUUID } from 'node:crypto';
import type { User, UserRole } from '../../domain/user';
import type { AppContext } from '../app-context';
import { hashPassword } from '../credentials/password';
import type { Transaction } from '../db/database';
import { serializeOn } from '../db/transaction-lock';
import { conflict } from '../http/app-error';
import { toUser } from './users.mapper';
import {
  findUserByEmailOrUsername,
  findUserById,
  insertUser,
  updateUser,
} from './users.repository';

export type NewUser = {
  email: string;
  username?: string;
  name: string;
  role: UserRole;
  /** null: no usable password until an invitation sets one. */
  password: string | null;
};

/**
 * Taken, for the rest of the transaction, by every write that checks an e-mail or username is
 * free (or counts the active administrators) before writing: two at once would both pass.
 */
export async function lockUserAccounts(trx: Transaction): Promise<void> {
  await serializeOn(trx, 'users:accounts');
}

/** A username defaults to the e-mail's local part, made unique with a number if taken. */
async function availableUsername(db: Transaction, wanted: string): Promise<string> {
  const base = wanted.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'user';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await findUserByEmailOrUsername(db, candidate))) return candidate;
  }
}

/** Creates an account; inside `ctx.db` when that is a transaction, else in one of its own. */
export async function createUser(ctx: AppContext, input: NewUser): Promise<User> {
  const email = input.email.trim().toLowerCase();
  // Hashed before the transaction: no write lock is held through the deliberately slow hash.
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  const create = async (trx: Transaction): Promise<User> => {
    await lockUserAccounts(trx);
    if (await findUserByEmailOrUsername(trx, email)) {
      throw conflict('A user with this email already exists');
    }
    let username: string;
    if (input.username) {
      username = input.username.trim().toLowerCase();
      if (await findUserByEmailOrUsername(trx, username))
        throw conflict('This username is already taken');
    } else {
      username = await availableUsername(trx, email.split('@')[0] ?? 'user');
    }
    const now = ctx.now().toISOString();
    const id = randomUUID();
    await insertUser(trx, {
      id,
      email,
      username,
      name: input.name.trim(),
      role: input.role,
      status: 'active',
      passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    const row = await findUserById(trx, id);
    if (!row) throw new Error('user vanished after insert');
    return toUser(row);
  };
  return ctx.db.isTransaction
    ? create(ctx.db as Transaction)
    : ctx.db.transaction().execute(create);
}

/**
 * Sets a new password; `alsoInTransaction` runs in the same transaction (the account route signs
 * the user out elsewhere there). The slow hash is computed before the transaction opens.
 */
export async function setPassword(
  ctx: AppContext,
  userId: string,
  password: string,
  options: { alsoInTransaction?: (trx: Transaction) => Promise<void> } = {},
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, { passwordHash, updatedAt: ctx.now().toISOString() });
    await options.alsoInTransaction?.(trx);
  });
}
