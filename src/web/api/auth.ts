import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { LoginRequest, User } from '../../domain/user';
import { ApiError, request } from './http';

// type-only use of the domain: the header and guards run on the landing page, which must
// not pull zod into its initial JavaScript
interface UserResponse {
  user: User;
}

const AUTH_KEY = 'auth';
export const currentUserQueryKey = [AUTH_KEY, 'me'] as const;

export async function login(credentials: LoginRequest): Promise<User> {
  const { user } = await request<UserResponse>('/api/auth/login', {
    method: 'POST',
    body: credentials,
  });
  return user;
}

export async function logout(): Promise<void> {
  try {
    await request('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    // an already-expired session is as good as a revoked one
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** The signed-in user, or null when the server answers 401 (signed out). */
export async function fetchCurrentUser({
  signal,
}: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    // `{user: null}` with 200 is read as signed out too, should the API ever answer so
    const { user } = await request<{ user: User | null }>('/api/auth/me', { signal });
    return user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Forget everything cached for the previous session, then record who is signed in now. */
export function resetSessionCache(queryClient: QueryClient, user: User | null): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_KEY });
  queryClient.setQueryData(currentUserQueryKey, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => resetSessionCache(queryClient, user),
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
