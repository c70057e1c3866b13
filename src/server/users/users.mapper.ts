import type { Selectable } from 'kysely';
import type { User } from '../../domain/user';
import type { UserTable } from '../db/schema';

export function toUser(
  row: Pick<
    Selectable<UserTable>,
    'id' | 'email' | 'username' | 'name' | 'role' | 'status' | 'createdAt'
  >,
): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt,
  };
}
