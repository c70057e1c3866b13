import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/auth';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/card';
import { PageTitle } from '../../components/page-title';
import { canVisit, REDIRECT_PARAM, safeRedirectTarget } from '../../lib/auth-redirects';
import { LoginForm } from './login-form';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const origin = safeRedirectTarget(searchParams.get(REDIRECT_PARAM));
  const { data: user } = useCurrentUser();
  // the loader lets a signed-in user stay here only when their role cannot open the origin
  const needsAdmin = Boolean(user && origin && !canVisit(user, origin));

  return (
    <div className="flex justify-center bg-gray-50 px-4 py-16 sm:py-24">
      <PageTitle title="Sign In" />
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-bold text-gray-900">Sign In</h1>
          <CardDescription>Sign in to your CasePilot account</CardDescription>
        </CardHeader>
        <CardContent>
          {needsAdmin && user && (
            <p
              className="mb-5 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="admin-required-notice"
            >
              You are signed in as {user.name}, who is not an administrator. Sign in with an
              administrator account to open that page.
            </p>
          )}
          <LoginForm origin={origin} />
        </CardContent>
      </Card>
    </div>
  );
}
