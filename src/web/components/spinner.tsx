import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin text-blue-700" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Shown while the router resolves the session on first load. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading CasePilot" className="scale-150" />
    </div>
  );
}
