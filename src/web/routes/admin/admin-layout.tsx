import { clsx } from 'clsx';
import { Link, NavLink, Outlet } from 'react-router';
import { useTwoFactorStatus } from '../../api/two-factor';
import { PageContainer } from '../../components/page-container';
import { adminNavItems } from './admin-nav-items';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
    isActive ? 'bg-blue-50 text-blue-800' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  );

/** While 2FA is required of admins and this one has none, every admin API call answers 403. */
function TwoFactorRequiredNotice() {
  const { data } = useTwoFactorStatus();
  if (!data?.requiredForAdmins || data.enabled) return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      Two-factor sign-in is required for administrators.{' '}
      <Link to="/admin/security" className="font-medium underline">
        Turn it on under Security
      </Link>{' '}
      to use the admin area.
    </p>
  );
}

export function AdminLayout() {
  return (
    <PageContainer className="flex flex-col gap-8 md:flex-row">
      <nav aria-label="Administration" className="md:w-56 md:shrink-0">
        <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase">
          Admin Panel
        </p>
        <ul className="flex gap-1 overflow-x-auto md:flex-col">
          {adminNavItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={linkClasses}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <TwoFactorRequiredNotice />
        <Outlet />
      </div>
    </PageContainer>
  );
}
