import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter, type RouteObject, useRoutes } from 'react-router';
import { type BootData, isShopCode, shops } from 'shared-domain';
import type { RemoteModule } from '../federation/remote-module.ts';
import { createHttpClient, type HttpClient } from '../http/http-client.ts';
import type { ShopBoot } from '../shop/shop-context.ts';
import { createShopStore } from '../store/create-shop-store.ts';
import { AppProviders } from './app-providers.tsx';
import { StandaloneIndex } from './standalone-index.tsx';

export interface MountStandaloneOptions {
  client?: HttpClient;
}

// The bff behind the dev server decides the shop; without it, `?shop=ro` picks one by hand.
async function loadBoot(client: HttpClient): Promise<ShopBoot> {
  try {
    const { data } = await client.get<BootData>('/api/bff/boot');
    return { shop: data.shop, locale: data.locale, currency: data.currency };
  } catch (error) {
    const requested = new URLSearchParams(location.search).get('shop');
    const shop = isShopCode(requested) ? requested : 'cz';
    console.warn(`[standalone] GET /api/bff/boot failed; running as the ${shop} shop`, error);
    return { shop, locale: shops[shop].locale, currency: shops[shop].currency };
  }
}

function withIndex(routes: RouteObject[]): RouteObject[] {
  if (routes.some((route) => route.path === '*')) return routes;
  const paths = routes.map((route) => route.path).filter((path): path is string => Boolean(path));
  return [...routes, { path: '*', element: <StandaloneIndex paths={paths} /> }];
}

function StandaloneRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Standalone dev mode (`npm run dev -w mfe-…`): one remote alone, with the same
 * providers the shell gives it, against the bff, so a team can work on its remote without the shell.
 */
export async function mountStandalone(
  remote: RemoteModule,
  container: HTMLElement,
  { client = createHttpClient() }: MountStandaloneOptions = {},
): Promise<Root> {
  const boot = await loadBoot(client);
  document.documentElement.lang = boot.locale.slice(0, 2);
  const messages = await remote.loadMessages(boot.locale);
  const routes = withIndex(remote.routes(boot.shop));
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <AppProviders store={createShopStore()} boot={boot} messages={messages}>
        <BrowserRouter>
          <StandaloneRoutes routes={routes} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
  return root;
}
