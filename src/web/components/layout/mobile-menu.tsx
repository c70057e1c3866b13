import { clsx } from 'clsx';
import { LogOut, Plus, Shield, UserRound } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import type { User } from '../../../domain/user';
import { Button } from '../button';
import { ButtonLink } from '../button-link';
import type { NavItem } from './nav-items';

interface MobileMenuProps {
  user: User | null | undefined;
  items: NavItem[];
  onClose: () => void;
  onSignOut: () => void;
  isSigningOut: boolean;
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'block rounded-md px-3 py-2 text-base font-medium',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    isActive ? 'bg-blue-50 text-blue-800' : 'text-gray-800 hover:bg-gray-100',
  );

/** The header's links, stacked, for narrow screens. Closes on Escape and on any choice. */
export function MobileMenu({ user, items, onClose, onSignOut, isSigningOut }: MobileMenuProps) {
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <nav
      id="mobile-menu"
      aria-label="Mobile"
      className="border-t border-gray-200 bg-white px-4 pt-2 pb-4 md:hidden"
      onKeyDown={closeOnEscape}
    >
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={linkClasses} onClick={onClose}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>

      <div className="mt-3 flex flex-col gap-2 border-t border-gray-200 pt-3">
        {user === null && (
          <ButtonLink to="/login" onClick={onClose}>
            Sign In
          </ButtonLink>
        )}
        {user && (
          <>
            <ButtonLink to="/cases/new" onClick={onClose}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              New Case
            </ButtonLink>
            {user.role === 'admin' && (
              <ButtonLink to="/admin" variant="outline" onClick={onClose}>
                <Shield aria-hidden="true" className="h-4 w-4" />
                Admin Panel
              </ButtonLink>
            )}
            <div className="flex items-center justify-between px-1 pt-1">
              <NavLink
                to="/account"
                onClick={onClose}
                className="flex items-center gap-1.5 rounded-md text-sm font-medium text-gray-700 focus-visible:outline-2 focus-visible:outline-blue-700"
              >
                <UserRound aria-hidden="true" className="h-4 w-4" />
                {user.name} · Account
              </NavLink>
              <Button
                variant="ghost"
                size="sm"
                aria-label="Log out"
                onClick={() => {
                  onClose();
                  onSignOut();
                }}
                disabled={isSigningOut}
              >
                <LogOut aria-hidden="true" className="h-4 w-4" />
                Log out
              </Button>
            </div>
          </>
        )}
      </div>
    </nav>
  );
}
