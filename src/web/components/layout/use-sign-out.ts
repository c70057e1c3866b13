import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { resetSessionCache, useLogout } from '../../api/auth';

/** Logout: revoke the session server-side, go to /, then drop everything cached for it. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();

  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: async () => {
        // leave the protected screen first, so its guard does not bounce us to /login
        await navigate('/');
        resetSessionCache(queryClient, null);
      },
      onError: () => toast.error('Could not sign out. Please try again.'),
    });

  return { signOut, isSigningOut: logout.isPending };
}
