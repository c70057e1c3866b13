import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { SiteShell } from '../../components/layout/site-shell';
import { PageTitle } from '../../components/page-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error screen (spec §8: 'Unexpected Application Error!'), 404s included. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteShell>
      <PageTitle title={isNotFound ? 'Page not found' : 'Error'} />
      <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
        <h1 className="text-3xl font-bold text-gray-900">Unexpected Application Error!</h1>
        <p className="mt-4 text-lg text-gray-700" data-testid="route-error-detail">
          {describe(error)}
        </p>
        {isNotFound && (
          <p className="mt-2 text-gray-600">The page you are looking for does not exist.</p>
        )}
        <ButtonLink to="/" className="mt-8">
          Back to Home
        </ButtonLink>
      </div>
    </SiteShell>
  );
}
