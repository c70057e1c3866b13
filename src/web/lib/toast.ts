import type { ReactNode } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<() => void>();

/**
 * sonner (about 8 KB) loads with the first toast, not with the page: no screen raises a toast
 * before a user action, and the initial JS of every page is budgeted. sonner replays the toasts
 * raised before its Toaster subscribed, so the first one is not lost while the chunk loads.
 */
function loadSonner(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/** True once a toast has been raised: ToastHost then mounts sonner's Toaster. */
export const toasterWanted = () => sonner !== null;

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type Message = string | ReactNode;

/** The part of sonner's `toast` the screens use, deferred until sonner is loaded. */
export const toast = {
  success: (message: Message, data?: ExternalToast) =>
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.success(message, data)),
  error: (message: Message, data?: ExternalToast) =>
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast.error(message, data)),
};
