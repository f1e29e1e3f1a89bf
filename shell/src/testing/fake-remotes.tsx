import type { ReactNode } from 'react';
import type { BootData, RemoteName, RemoteRegistryEntry } from 'shared-domain';
import type { RemoteModule } from 'shared-ui';
import { MemoryRouter } from 'shared-ui';
import { ShellProviders } from '../app.tsx';
import { FederationProvider } from '../federation/federation-context.tsx';
import type { RemoteLoader } from '../federation/remote-loader.ts';
import { forgetLoadedRemotes } from '../federation/use-remote-module.ts';
import { LanguageProvider } from '../language/language-context.tsx';

export const czBoot: BootData = { shop: 'cz', locale: 'cs-CZ', currency: 'CZK', user: null, cartCount: 0 };

export const testRegistry: RemoteRegistryEntry[] = [
  { name: 'mfe_catalogue', entry: '/remotes/mfe_catalogue/mf-manifest.json', mount: ['/'], version: '1' },
  { name: 'mfe_buyout', entry: '/remotes/mfe_buyout/mf-manifest.json', mount: ['/vykup'], version: '1' },
  { name: 'mfe_cart', entry: '/remotes/mfe_cart/mf-manifest.json', mount: ['/kosik'], version: '1' },
  { name: 'mfe_account', entry: '/remotes/mfe_account/mf-manifest.json', mount: ['/ucet'], version: '1' },
];

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

export function ShellTestFrame({
  loader,
  path,
  children,
}: {
  loader: RemoteLoader;
  path: string;
  children: ReactNode;
}) {
  return (
    <FederationProvider registry={testRegistry} loader={loader}>
      <LanguageProvider initialLocale="cs-CZ">
        <ShellProviders boot={czBoot}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </ShellProviders>
      </LanguageProvider>
    </FederationProvider>
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
