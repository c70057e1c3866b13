import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function PageContainer({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={clsx('mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)}>
      {children}
    </div>
  );
}
