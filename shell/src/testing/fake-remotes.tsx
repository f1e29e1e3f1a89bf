import { type ReactNode, useState } from 'react';
import { Provider } from 'react-redux';
import {
  type CurrentUser,
  mountsOf,
  type RemoteName,
  type RemoteRegistryEntry,
  type ShopCode,
  shops,
} from 'shared-domain';
import type { RemoteModule } from 'shared-ui';
import { cartCountApi, createShopStore, MemoryRouter, sessionApi } from 'shared-ui';
import { ShellProviders } from '../app.tsx';
import { FederationProvider } from '../federation/federation-context.tsx';
import type { RemoteLoader } from '../federation/remote-loader.ts';
import { forgetLoadedRemotes } from '../federation/use-remote-module.ts';
import { LanguageProvider } from '../language/language-context.tsx';

/** The remotes the shell tests mount, at the shop's localized paths (as the bff serves them). */
export function testRegistry(shop: ShopCode): RemoteRegistryEntry[] {
  const names: RemoteName[] = ['mfe_catalogue', 'mfe_buyout', 'mfe_cart', 'mfe_account'];
  return names.map((name) => ({
    name,
    entry: `/remotes/${name}/mf-manifest.json`,
    mount: mountsOf(shop, name),
    version: '1',
  }));
}

/**
 * Stands in for the network behind the federation runtime: answers loads from a table of
 * exposed modules, and fails a remote's loads while it is marked down — as when its files are
 * unreachable. Records every load so a test can see retries.
 */
export class FakeRemotes implements RemoteLoader {
  readonly loads: string[] = [];
  private readonly down = new Set<RemoteName>();

  constructor(private readonly modules: Record<string, unknown>) {
    forgetLoadedRemotes();
  }

  takeDown(name: RemoteName): void {
    this.down.add(name);
  }

  bringBack(name: RemoteName): void {
    this.down.delete(name);
  }

  async load<T>(entry: RemoteRegistryEntry, expose: string): Promise<T> {
    const id = `${entry.name}/${expose}`;
    this.loads.push(id);
    if (this.down.has(entry.name)) throw new Error(`network error loading ${id}`);
    if (!(id in this.modules)) throw new Error(`no module ${id}`);
    return this.modules[id] as T;
  }
}

export function remoteModule(name: RemoteName, path: string, element: ReactNode): { default: RemoteModule } {
  return {
    default: {
      name,
      routes: () => [{ path, element }],
      loadMessages: async () => ({}),
    },
  };
}

/** The shell's providers as bootstrap.tsx sets them up: boot data, store with the session, router. */
export function ShellTestFrame({
  loader,
  path,
  shop = 'cz',
  user = null,
  cartCount = 0,
  footerLinks,
  children,
}: {
  loader: RemoteLoader;
  path: string;
  shop?: ShopCode;
  /** Who is signed in, as the boot aggregate tells the session cache. */
  user?: CurrentUser | null;
  /** Pieces in the cart, as the boot aggregate tells the cache. */
  cartCount?: number;
  /** The footer's links edited in the admin, as the boot aggregate brings them. */
  footerLinks?: { label: string; link: string }[];
  children: ReactNode;
}) {
  const { locale, currency } = shops[shop];
  const [store] = useState(() => {
    const created = createShopStore();
    // Synchronous, so the first render already knows who is signed in (as after the boot aggregate).
    created.dispatch(
      sessionApi.util.upsertQueryEntries([{ endpointName: 'whoAmI', arg: undefined, value: { user } }]),
    );
    created.dispatch(
      cartCountApi.util.upsertQueryEntries([
        { endpointName: 'getCartCount', arg: undefined, value: cartCount },
      ]),
    );
    return created;
  });
  return (
    <Provider store={store}>
      <FederationProvider registry={testRegistry(shop)} loader={loader}>
        <LanguageProvider initialLocale={locale}>
          <ShellProviders boot={{ shop, locale, currency, user, cartCount, footerLinks }}>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </ShellProviders>
        </LanguageProvider>
      </FederationProvider>
    </Provider>
  );
}

/** The header's widgets as stand-ins: each remote's exposed module answers with a plain element. */
export const fakeHeaderWidgets: Record<string, { default: () => ReactNode }> = {
  'mfe_catalogue/Megamenu': {
    default: () => (
      <button type="button" aria-expanded="false">
        Katalog
      </button>
    ),
  },
  'mfe_cart/CartBadge': { default: () => <a href="/kosik">Košík</a> },
  'mfe_account/UserMenu': { default: () => <a href="/prihlaseni">Přihlásit se</a> },
};
