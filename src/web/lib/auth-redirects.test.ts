import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/user';
import { loginPathFor, postLoginPath, safeRedirectTarget } from './auth-redirects';

const user = (role: User['role']): User => ({
  id: '1',
  email: 'a@example.com',
  username: 'a',
  name: 'A',
  role,
  status: 'active',
  createdAt: '2024-01-01T00:00:00.000Z',
});

describe('auth redirects', () => {
  it('encodes the origin, search included, into the login URL', () => {
    expect(loginPathFor('/cases?status=New')).toBe('/login?redirectTo=%2Fcases%3Fstatus%3DNew');
  });

  it('accepts only same-app paths as redirect targets', () => {
    expect(safeRedirectTarget('/cases/42')).toBe('/cases/42');
    expect(safeRedirectTarget('https://evil.example')).toBeNull();
    expect(safeRedirectTarget('//evil.example')).toBeNull();
    expect(safeRedirectTarget('/\\evil.example')).toBeNull();
    expect(safeRedirectTarget('/login?redirectTo=/x')).toBeNull();
    expect(safeRedirectTarget(null)).toBeNull();
  });

  it('sends users to their origin, or admins to /admin and sellers to /dashboard', () => {
    expect(postLoginPath(user('user'), '/cases?status=New')).toBe('/cases?status=New');
    expect(postLoginPath(user('admin'), null)).toBe('/admin');
    expect(postLoginPath(user('user'), null)).toBe('/dashboard');
    expect(postLoginPath(user('user'), '/admin/users')).toBe('/dashboard');
    expect(postLoginPath(user('admin'), '/admin/users')).toBe('/admin/users');
  });
});
