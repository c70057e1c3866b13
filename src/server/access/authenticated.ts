import type { ApiTokenScope } from '../../domain/api-token';
import type { User } from '../../domain/user';

/** Who is calling: resolved once per request on arrival (auth/authenticate-request.ts), read by the route policies. */
export type Authenticated = {
  user: User;
  sessionId: string | null;
  tokenScope: ApiTokenScope | null;
  twoFactorEnabled?: boolean;
  /** Set for an admin without two-factor sign-in: whether the system setting requires it. */
  isAdminTwoFactorMissing?: () => Promise<boolean>;
};
