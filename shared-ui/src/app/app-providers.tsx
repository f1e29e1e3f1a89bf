import { setupListeners } from '@reduxjs/toolkit/query';
import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../components/toast-provider.tsx';
import type { Messages } from '../federation/remote-module.ts';
import { ShopIntlProvider } from '../intl/shop-intl-provider.tsx';
import type { ShopBoot } from '../shop/shop-context.ts';
import { ShopProvider } from '../shop/shop-provider.tsx';
import type { ShopStore } from '../store/create-shop-store.ts';
import '../styles/theme.css';

export interface AppProvidersProps {
  store: ShopStore;
  /** From GET /api/bff/boot (or a remote's standalone defaults). */
  boot: ShopBoot;
  /** The catalogue for boot.locale; shared-ui's own messages are added by ShopIntlProvider. */
  messages?: Messages;
  children?: ReactNode;
}

/**
 * Everything a screen of the shop expects above it. Used by the shell and by every remote's
 * standalone dev mode, so a remote behaves the same alone and composed. The router is not part of
 * it: the shell owns the router (and tests use a MemoryRouter).
 */
export function AppProviders({ store, boot, messages, children }: AppProvidersProps) {
  // refetchOnReconnect needs the online/offline listeners; they belong to the store's lifetime.
  useEffect(() => setupListeners(store.dispatch), [store]);
  return (
    <Provider store={store}>
      <ShopProvider value={boot}>
        <ShopIntlProvider locale={boot.locale} messages={messages}>
          <ToastProvider>{children}</ToastProvider>
        </ShopIntlProvider>
      </ShopProvider>
    </Provider>
  );
}
