import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import { fieldClasses } from './field-classes';

export function Input({ className, type = 'text', ...props }: ComponentPropsWithRef<'input'>) {
  return <input type={type} className={fieldClasses(clsx('h-10', className))} {...props} />;
}
