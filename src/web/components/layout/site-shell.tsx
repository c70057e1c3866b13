import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Skip link, header, the page in <main>, footer. Used by the root layout and the error screen. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-blue-800 focus:shadow"
      >
        Skip to main content
      </a>
      <SiteHeader />
      {/* At least a window tall below the 4rem header: the footer starts below the fold, so a
          screen whose content arrives late (a list replacing its skeletons) grows downwards
          without moving the footer in view, a layout shift of 0.1–0.98 before. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100vh-4rem)] flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
