import type { Generated } from 'kysely';

/**
 * Table row types as Kysely sees them (camelCase through CamelCasePlugin).
 * Times are ISO-8601 UTC strings in both dialects (see docs/decisions/0001).
 */
export type UserTable = {
  id: string;
  email: string;
  username: string;
  name: string;
  role: 'user' | 'admin';
  status: 'active' | 'disabled';
  passwordHash: string | null;
  createdAt: string;
  updatedAt: string;
};

export type SessionTable = {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  idleExpiresAt: string;
  userAgent: string | null;
  ip: string | null;
};

export type LoginFailureTable = {
  id: Generated<number>;
  accountKey: string;
  ip: string;
  failedAt: string;
};

export type AccessRequestTable = {
  id: string;
  email: string;
  companyName: string;
  useCase: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reviewNote: string | null;
};

export type Database = {
  users: UserTable;
  sessions: SessionTable;
  loginFailures: LoginFailureTable;
  accessRequests: AccessRequestTable;
};
