import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { Input } from '../input';

/** A search box with its magnifier; the label stays with the caller (visible or sr-only). */
export function SearchInput({ className, ...props }: ComponentPropsWithRef<'input'>) {
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-600"
      />
      <Input type="search" className={clsx('pl-9', className)} {...props} />
    </div>
  );
}
