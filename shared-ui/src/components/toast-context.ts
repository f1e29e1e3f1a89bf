import { createContext } from 'react';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  message: string;
  tone?: ToastTone;
  /** 0 keeps the toast until the user closes it. Default 5 s, errors 8 s (they take longer to read). */
  durationMs?: number;
}

export interface ToastApi {
  show(options: ToastOptions): string;
  dismiss(id: string): void;
}

// One instance for the whole page (shared-ui is a federation singleton): every remote's toasts land
// in the shell's single live region.
export const ToastContext = createContext<ToastApi | null>(null);
