import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * The element a dialog opened from: the focused one, or, for a dropdown menu's item (which
 * disappears with its menu), the button that opened the menu (`aria-controls` names the menu).
 */
function focusOrigin(): HTMLElement | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement)) return null;
  const menu = active.closest('[role="menu"]');
  if (!menu?.id) return active;
  const trigger = document.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`);
  return trigger instanceof HTMLElement ? trigger : active;
}

/** A modal with a title, an optional description and a close button; Radix traps focus. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: DialogProps) {
  // Where focus goes back to on close. Radix's own return does not survive preact/compat: its
  // focus scope records the dialog itself as "previously focused" and, on close, focuses that
  // detached node, which drops focus to <body>. Recorded here before Radix moves focus in (a
  // layout effect runs before Radix's effects); if that element is gone by then (the dialog's
  // action removed it), the page's <main> takes focus so keyboard users keep their place.
  const returnFocus = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) returnFocus.current = focusOrigin();
  }, [open]);
  const restoreFocus = (event: Event) => {
    event.preventDefault();
    const target = returnFocus.current?.isConnected
      ? returnFocus.current
      : document.getElementById('main');
    target?.focus({ preventScroll: true });
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50" />
        <RadixDialog.Content
          className={clsx(
            'fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={restoreFocus}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-gray-900">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="rounded-md p-1 text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-700"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className="mb-4 text-sm text-gray-700">
              {description}
            </RadixDialog.Description>
          )}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
