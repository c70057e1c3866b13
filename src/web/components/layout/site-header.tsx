import { clsx } from 'clsx';
import { LogOut, Menu, Plus, Shield, UserRound, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { useInbox } from '../../api/inbox';
import { Button } from '../button';
import { ButtonLink } from '../button-link';
import { MobileMenu } from './mobile-menu';
import { navItemsFor } from './nav-items';
import { useSignOut } from './use-sign-out';

// The bell's menu library (Radix, Floating UI) is only for signed-in people: kept out of the
// landing and login pages' first load.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    isActive ? 'bg-blue-50 text-blue-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  );

/** The Inbox link's count: notices received by e-mail that wait to be filed. */
function InboxCount({ enabled }: { enabled: boolean }) {
  const { data } = useInbox(enabled);
  const count = data?.items.length ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="inbox-count"
      className="ml-1.5 rounded-full bg-blue-700 px-1.5 py-0.5 text-xs font-semibold text-white"
    >
      {count}
      <span className="sr-only"> waiting</span>
    </span>
  );
}

export function SiteHeader() {
  const { data: user } = useCurrentUser();
  const { signOut, isSigningOut } = useSignOut();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const items = navItemsFor(user);

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md text-xl font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-700 text-sm text-white"
          >
            CP
          </span>
          CasePilot
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={navLinkClasses}>
                  {item.label}
                  {item.to === '/inbox' && <InboxCount enabled={!isSigningOut} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto hidden items-center gap-3 md:flex">
          {user === null && (
            <ButtonLink to="/login" size="sm">
              Sign In
            </ButtonLink>
          )}
          {user && (
            <>
              <ButtonLink to="/cases/new" size="sm">
                <Plus aria-hidden="true" className="h-4 w-4" />
                New Case
              </ButtonLink>
              {user.role === 'admin' && (
                <ButtonLink to="/admin" size="sm" variant="outline">
                  <Shield aria-hidden="true" className="h-4 w-4" />
                  Admin Panel
                </ButtonLink>
              )}
              {/* Same size as the bell, so nothing moves when it arrives. */}
              <Suspense fallback={<span aria-hidden="true" className="inline-block h-9 w-9" />}>
                <NotificationBell enabled={!isSigningOut} />
              </Suspense>
              <Link
                to="/account"
                title="Account"
                className="flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-700"
                data-testid="current-user-name"
              >
                <UserRound aria-hidden="true" className="h-4 w-4" />
                {user.name}
              </Link>
              <Button
                variant="ghost"
                size="icon"
                aria-label="Log out"
                title="Log out"
                onClick={signOut}
                disabled={isSigningOut}
              >
                <LogOut aria-hidden="true" className="h-5 w-5" />
              </Button>
            </>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-label="Open menu"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
        </Button>
      </div>

      {isMenuOpen && (
        <MobileMenu
          user={user}
          items={items}
          onClose={() => setIsMenuOpen(false)}
          onSignOut={signOut}
          isSigningOut={isSigningOut}
        />
      )}
    </header>
  );
}
