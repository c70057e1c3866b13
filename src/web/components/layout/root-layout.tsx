import { Outlet, ScrollRestoration } from 'react-router';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import { SiteShell } from './site-shell';

export function RootLayout() {
  useScrollToHash();
  return (
    <>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <ScrollRestoration />
    </>
  );
}
