import { randomUUID } from 'node:crypto';
import type { User, UserRole } from '../../domain/user';
import type { AppContext } from '../app-context';
import { hashPassword } from '../credentials/password';
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

/** A username defaults to the e-mail's local part, made unique with a number if taken. */
async function availableUsername(ctx: AppContext, wanted: string): Promise<string> {
  const base = wanted.toLowerCase().replace(/[^a-z0-9._-]/g, '') || 'user';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await findUserByEmailOrUsername(ctx.db, candidate))) return candidate;
  }
}

export async function createUser(ctx: AppContext, input: NewUser): Promise<User> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmailOrUsername(ctx.db, email)) {
    throw conflict('A user with this email already exists');
  }
  let username: string;
  if (input.username) {
    username = input.username.trim().toLowerCase();
    if (await findUserByEmailOrUsername(ctx.db, username))
      throw conflict('This username is already taken');
  } else {
    username = await availableUsername(ctx, email.split('@')[0] ?? 'user');
  }
  const now = ctx.now().toISOString();
  const id = randomUUID();
  await insertUser(ctx.db, {
    id,
    email,
    username,
    name: input.name.trim(),
    role: input.role,
    status: 'active',
    passwordHash: input.password === null ? null : await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  });
  const row = await findUserById(ctx.db, id);
  if (!row) throw new Error('user vanished after insert');
  return toUser(row);
}

export async function setPassword(
  ctx: AppContext,
  userId: string,
  password: string,
): Promise<void> {
  await updateUser(ctx.db, userId, {
    passwordHash: await hashPassword(password),
    updatedAt: ctx.now().toISOString(),
  });
}
