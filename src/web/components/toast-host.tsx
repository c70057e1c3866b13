import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterWanted, toasterWanted } from '../lib/toast';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

/** sonner's Toaster, mounted with the first toast (see lib/toast) rather than with the page. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToasterWanted, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Bottom right: toasts never cover the header's buttons. */}
      <Toaster richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
