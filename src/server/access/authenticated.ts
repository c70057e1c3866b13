import type { ApiTokenScope } from '../../domain/api-token';
import type { User } from '../../domain/user';
import type { Db } from '../db/database';

/** Who is calling: resolved once per request on arrival (auth/authenticate-request.ts), read by the route policies. */
export type Authenticated = {
  user: User;
  sessionId: string | null;
  tokenScope: ApiTokenScope | null;
  twoFactorEnabled?: boolean;
  /**
   * For a session: whether it still exists, read in the caller's transaction. A write that grants
   * a credential asks, since a reset or sign-out may have ended the session after the request
   * was authenticated.
   */
  isSessionLive?: (db: Db, sessionId: string) => Promise<boolean>;
  /** Set for an admin without two-factor sign-in: whether the system setting requires it. */
  isAdminTwoFactorMissing?: () => Promise<boolean>;
};
