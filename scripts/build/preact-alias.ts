import type { Alias } from 'vite';

/**
 * React's API served by preact/compat (Preact 11: ref as a prop, useId, useSyncExternalStore,
 * use, flushSync). React DOM alone weighs more gzip than the whole initial-JS budget of a page
 * (1.2× a bare React app), so the SPA, its unit tests and the bundle share this one mapping.
 * Exact matches only: "react-router" or "react-hook-form" must not be caught by "react".
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
