import type { ComponentPropsWithRef } from 'react';
import { fieldClasses } from './field-classes';

export function Textarea({ className, ...props }: ComponentPropsWithRef<'textarea'>) {
  return <textarea className={fieldClasses(className)} {...props} />;
}
