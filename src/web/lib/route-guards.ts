import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { User } from '../../domain/user';
import { currentUserQueryOptions } from '../api/auth';
import {
  canVisit,
  loginPathFor,
  postLoginPath,
  REDIRECT_PARAM,
  safeRedirectTarget,
} from './auth-redirects';

function originOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

function currentUser(queryClient: QueryClient): Promise<User | null> {
  return queryClient.ensureQueryData(currentUserQueryOptions());
}

/** Root: know who is signed in before the header renders; a failing /me is not fatal here. */
export function sessionLoader(queryClient: QueryClient) {
  return async (): Promise<null> => {
    await currentUser(queryClient).catch(() => null);
    return null;
  };
}

/** Protected group: signed-out visitors go to /login, remembering where they were going. */
export function requireUserLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const user = await currentUser(queryClient);
    if (!user) throw redirect(loginPathFor(originOf(request)));
    return null;
  };
}

/** Admin group: anyone who is not a signed-in admin goes to /login. */
export function requireAdminLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const user = await currentUser(queryClient);
    if (!user || user.role !== 'admin') throw redirect(loginPathFor(originOf(request)));
    return null;
  };
}

/**
 * /login: a signed-in user is sent on to their origin or home. The one exception is a
 * non-admin sent here by the admin guard: they stay, so they can sign in as an admin.
 */
export function loginLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const user = await currentUser(queryClient).catch(() => null);
    if (!user) return null;
    const origin = safeRedirectTarget(new URL(request.url).searchParams.get(REDIRECT_PARAM));
    if (origin && !canVisit(user, origin)) return null;
    throw redirect(postLoginPath(user, origin));
  };
}
