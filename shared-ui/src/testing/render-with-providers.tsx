import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { type InitialEntry, MemoryRouter } from 'react-router';
import { type ShopCode, shops } from 'shared-domain';
import { AppProviders, type AppProvidersProps } from '../app/app-providers.tsx';
import type { Messages } from '../federation/remote-module.ts';
import { createShopStore, type ShopStore } from '../store/create-shop-store.ts';
import type { RootState } from '../store/root-reducer.ts';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Which shop variant; the locale and currency follow it. Default 'cz'. */
  shop?: ShopCode;
  /** The catalogue under test (shared-ui's own messages are always there). */
  messages?: Messages;
  /** Router history, e.g. ['/kosik'] or ['/admin/cache#url']. Default ['/']. */
  initialEntries?: InitialEntry[];
  preloadedState?: Partial<RootState>;
  /** Bring your own store (e.g. to inject a slice first); otherwise a fresh one per render. */
  store?: ShopStore;
  /** For userEvent.setup, e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** Boot data the bff adds only when configured, e.g. the marketing e-mail script. */
  marketingEmailScriptUrl?: string;
}

interface TestProvidersProps extends AppProvidersProps {
  initialEntries: InitialEntry[];
}

function TestProviders({
  initialEntries,
  children,
  ...providers
}: TestProvidersProps & { children?: ReactNode }) {
  return (
    <AppProviders {...providers}>
      <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
    </AppProviders>
  );
}

/** Renders like the shop does: a real store, shop and intl providers, toasts and a router. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    shop = 'cz',
    messages,
    initialEntries = ['/'],
    preloadedState,
    store = createShopStore(preloadedState),
    userOptions,
    marketingEmailScriptUrl,
    ...renderOptions
  } = options;
  const { locale, currency } = shops[shop];

  const boot = { shop, locale, currency, marketingEmailScriptUrl };
  const user = userEvent.setup(userOptions);
  const result = render(ui, {
    wrapper: ({ children }) => (
      <TestProviders store={store} boot={boot} messages={messages} initialEntries={initialEntries}>
        {children}
      </TestProviders>
    ),
    ...renderOptions,
  });
  return { store, user, ...result };
}
