import type { User } from '../../domain/user';

/** Who is acting on cases: a seller sees their own, an admin sees all. */
export type CaseActor = Pick<User, 'id' | 'role' | 'name'>;
