import type { User } from '../../domain/user';

export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirectTo';

/** The /login URL that brings the user back to `origin` after signing in. */
export function loginPathFor(origin: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: origin }).toString()}`;
}

/** Only same-app paths are honoured, so a crafted link cannot send a user off-site. */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return null;
  }
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`)) return null;
  return value;
}

export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');
}

export function homePathFor(user: User): string {
  return user.role === 'admin' ? '/admin' : '/dashboard';
}

export function canVisit(user: User, path: string): boolean {
  return !isAdminPath(path) || user.role === 'admin';
}

/** Where a freshly signed-in user goes: back to the origin, else their home. */
export function postLoginPath(user: User, origin: string | null): string {
  return origin && canVisit(user, origin) ? origin : homePathFor(user);
}
