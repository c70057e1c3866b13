import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

export function Label({ className, ...props }: ComponentPropsWithRef<'label'>) {
  return (
    <label className={clsx('block text-sm font-medium text-gray-900', className)} {...props} />
  );
}
