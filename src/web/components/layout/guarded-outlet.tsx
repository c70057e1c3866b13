import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { loginPathFor } from '../../lib/auth-redirects';

/**
 * The loaders guard each navigation; this also reacts when the session ends while a
 * protected screen is open (expired, or a 401 from any call), sending the user to /login.
 */
export function GuardedOutlet({ adminOnly = false }: { adminOnly?: boolean }) {
  const { data: user } = useCurrentUser();
  const location = useLocation();
  // undefined = still resolving (the loader normally settled it already)
  const isAllowed = user === undefined || (user !== null && (!adminOnly || user.role === 'admin'));
  if (!isAllowed) {
    const origin = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(origin)} replace />;
  }
  return <Outlet />;
}
