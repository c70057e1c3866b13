import { clsx } from 'clsx';

/** Shared look of text inputs and text areas; red border when invalid. */
export function fieldClasses(className?: string): string {
  return clsx(
    'block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-sm text-gray-900',
    'placeholder:text-gray-600 shadow-xs',
    'focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-700',
    'aria-invalid:border-red-700 disabled:cursor-not-allowed disabled:bg-gray-100',
    className,
  );
}
