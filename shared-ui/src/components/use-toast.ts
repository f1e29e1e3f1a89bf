import { use } from 'react';
import { type ToastApi, ToastContext } from './toast-context.ts';

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api)
    throw new Error('useToast() needs a <ToastProvider> (AppProviders or renderWithProviders) above it');
  return api;
}
