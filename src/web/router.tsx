import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { GuardedOutlet } from './components/layout/guarded-outlet';
import { RootLayout } from './components/layout/root-layout';
import { FullPageSpinner } from './components/spinner';
import { caseDetailLoader } from './lib/prefetch-case';
import {
  loginLoader,
  requireAdminLoader,
  requireUserLoader,
  sessionLoader,
} from './lib/route-guards';
import { RouteErrorScreen } from './routes/error/route-error-screen';
import { LandingPage } from './routes/landing/landing-page';

/**
 * Spec §2 route table. The landing page ships in the entry chunk; every other screen is
 * code-split. Guards run as loaders (no flash of protected content) and GuardedOutlet
 * follows the session if it ends while a protected screen is open.
 */
export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteErrorScreen />,
      hydrateFallbackElement: <FullPageSpinner />,
      loader: sessionLoader(queryClient),
      children: [
        { index: true, element: <LandingPage /> },
        {
          path: 'login',
          loader: loginLoader(queryClient),
          lazy: () => import('./routes/login/login-page').then((m) => ({ Component: m.LoginPage })),
        },
        {
          path: 'docs',
          lazy: () => import('./routes/docs/docs-page').then((m) => ({ Component: m.DocsPage })),
        },
        {
          path: 'invite/:token',
          lazy: () =>
            import('./routes/invite/invite-page').then((m) => ({ Component: m.InvitePage })),
        },
        {
          loader: requireUserLoader(queryClient),
          element: <GuardedOutlet />,
          children: [
            {
              path: 'dashboard',
              lazy: () =>
                import('./routes/dashboard/dashboard-page').then((m) => ({
                  Component: m.DashboardPage,
                })),
            },
            {
              path: 'cases',
              lazy: () =>
                import('./routes/cases/cases-page').then((m) => ({ Component: m.CasesPage })),
            },
            {
              path: 'cases/new',
              lazy: () =>
                import('./routes/cases/new-case-page').then((m) => ({ Component: m.NewCasePage })),
            },
            {
              path: 'account',
              lazy: () =>
                import('./routes/account/account-page').then((m) => ({ Component: m.AccountPage })),
            },
            {
              path: 'inbox',
              lazy: () =>
                import('./routes/inbox/inbox-page').then((m) => ({ Component: m.InboxPage })),
            },
            {
              path: 'cases/:id',
              loader: caseDetailLoader(queryClient),
              lazy: () =>
                import('./routes/cases/case-detail-page').then((m) => ({
                  Component: m.CaseDetailPage,
                })),
            },
          ],
        },
        {
          path: 'admin',
          loader: requireAdminLoader(queryClient),
          element: <GuardedOutlet adminOnly />,
          children: [
            {
              lazy: () =>
                import('./routes/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
              children: [
                {
                  index: true,
                  lazy: () =>
                    import('./routes/admin/admin-dashboard-page').then((m) => ({
                      Component: m.AdminDashboardPage,
                    })),
                },
                {
                  path: 'settings',
                  lazy: () =>
                    import('./routes/admin/admin-settings-page').then((m) => ({
                      Component: m.AdminSettingsPage,
                    })),
                },
                {
                  path: 'security',
                  lazy: () =>
                    import('./routes/admin/admin-security-page').then((m) => ({
                      Component: m.AdminSecurityPage,
                    })),
                },
                {
                  path: 'llm-settings',
                  lazy: () =>
                    import('./routes/admin/admin-llm-settings-page').then((m) => ({
                      Component: m.AdminLlmSettingsPage,
                    })),
                },
                {
                  path: 'users',
                  lazy: () =>
                    import('./routes/admin/admin-users-page').then((m) => ({
                      Component: m.AdminUsersPage,
                    })),
                },
                {
                  path: 'access-requests',
                  lazy: () =>
                    import('./routes/admin/admin-access-requests-page').then((m) => ({
                      Component: m.AdminAccessRequestsPage,
                    })),
                },
                {
                  path: 'audit-log',
                  lazy: () =>
                    import('./routes/admin/admin-audit-log-page').then((m) => ({
                      Component: m.AdminAuditLogPage,
                    })),
                },
              ],
            },
          ],
        },
      ],
    },
  ]);
}
