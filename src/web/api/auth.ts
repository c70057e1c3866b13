import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { LoginResponse } from '../../domain/two-factor';
import type { LoginRequest, User, UserResponse } from '../../domain/user';
import { ApiError, request } from './http';

// type-only use of the domain: the header and guards run on the landing page, which must
// not pull zod into its initial JavaScript

const AUTH_KEY = 'auth';
export const currentUserQueryKey = [AUTH_KEY, 'me'] as const;

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return request<LoginResponse>('/api/auth/login', { method: 'POST', body: credentials });
}

/** The second step: the authenticator app's code, or a recovery code. */
export async function loginWithCode(input: { challenge: string; code: string }): Promise<User> {
  const { user } = await request<UserResponse>('/api/auth/login/totp', {
    method: 'POST',
    body: input,
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
    // an answer without a user (`{user: null}` with 200) is read as signed out too, should the
    // API ever answer so
    const { user } = await request<Partial<UserResponse>>('/api/auth/me', { signal });
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
    onSuccess: (outcome) => {
      if ('user' in outcome) resetSessionCache(queryClient, outcome.user);
    },
  });
}

export function useLoginWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithCode,
    onSuccess: (user) => resetSessionCache(queryClient, user),
  });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
