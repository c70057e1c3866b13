import type { User } from '../../../domain/user';

export interface NavItem {
  to: string;
  label: string;
  /** match the path exactly (Home) rather than as a prefix */
  end?: boolean;
}

export const publicNavItems: NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/docs', label: 'Documentation' },
];

const signedInNavItems: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/cases', label: 'Cases', end: true },
  { to: '/inbox', label: 'Inbox' },
];

export function navItemsFor(user: User | null | undefined): NavItem[] {
  return user ? [...publicNavItems, ...signedInNavItems] : publicNavItems;
}
