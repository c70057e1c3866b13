import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from './api/query-client';
import { createAppRouter } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('CasePilot: #root element missing from index.html');

// The toast host is not needed for the first paint: it loads as its own chunk right after, long
// before any toast can be raised (every toast follows a user action on a loaded screen).
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {/* Bottom right: toasts never cover the header's buttons. */}
      <Suspense fallback={null}>
        <Toaster richColors closeButton position="bottom-right" />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
