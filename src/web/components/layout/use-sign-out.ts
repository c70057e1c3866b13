import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { resetSessionCache, useLogout } from '../../api/auth';

/**
 * Logout: leave the protected screen, revoke the session server-side, then drop everything cached
 * for it. Leaving first (and cancelling what is in flight) means no protected screen can fetch
 * with the revoked session: its 401 would send us to /login instead of /. The header's own
 * queries (bell, inbox count) stay mounted; `isSigningOut` turns them off from the first click,
 * since a bell whose chunk arrives mid-logout would otherwise ask with the revoked session.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [isLeaving, setIsLeaving] = useState(false);

  const signOut = async () => {
    setIsLeaving(true);
    await queryClient.cancelQueries();
    // flushSync: the protected screen must be gone from the DOM, not only from the router's
    // state, before the user is cleared; else its guard sees no user and redirects to /login
    await navigate('/', { flushSync: true });
    logout.mutate(undefined, {
      onSuccess: () => resetSessionCache(queryClient, null),
      // sonner is not part of the first load (see main.tsx); by now its chunk is loaded.
      onError: () =>
        void import('sonner').then(({ toast }) =>
          toast.error('Could not sign out. Please try again.'),
        ),
      // On success the user is gone and the header's queries with it.
      onSettled: () => setIsLeaving(false),
    });
  };

  return { signOut, isSigningOut: isLeaving || logout.isPending };
}
