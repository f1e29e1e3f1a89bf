import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { shops } from 'shared-domain';
import { cartCountApi, createShopStore, sessionApi, setupListeners } from 'shared-ui';
import { App } from './app.tsx';
import { loadShellStart, readInlineStart } from './boot/load-boot.ts';
import { FederationProvider } from './federation/federation-context.tsx';
import { applyOverrides, rememberOverridesFromQuery } from './federation/registry.ts';
import { federationLoader, registerRegistry } from './federation/remote-loader.ts';
import { LanguageProvider } from './language/language-context.tsx';
import { preferredLocale, shopOfDocument } from './language/locale-preference.ts';

async function start() {
  const shop = shopOfDocument(document);
  const variant = shops[shop];
  const fallbackBoot = { shop, locale: variant.locale, currency: variant.currency, user: null, cartCount: 0 };
  const { boot, registry: served } = await loadShellStart(fallbackBoot, fetch, readInlineStart(document));
  rememberOverridesFromQuery(window.location.search, window.localStorage);
  const registry = applyOverrides(served, window.localStorage);
  registerRegistry(registry);
  const store = createShopStore();
  // Refetch on reconnect (the query policy); focus refetching stays off in the api itself.
  setupListeners(store.dispatch);
  // The boot aggregate already answered "who is logged in" and "how many in the cart": the header
  // and the staff areas read them from the cache instead of asking the api again.
  if (boot !== fallbackBoot) {
    store.dispatch(sessionApi.util.upsertQueryData('whoAmI', undefined, { user: boot.user }));
    store.dispatch(cartCountApi.util.upsertQueryData('getCartCount', undefined, boot.cartCount));
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <FederationProvider registry={registry} loader={federationLoader}>
          <LanguageProvider initialLocale={preferredLocale(boot.shop, window.localStorage)}>
            <App boot={boot} />
          </LanguageProvider>
        </FederationProvider>
      </Provider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('[shell] the shop could not start', error);
  const root = document.getElementById('root');
  if (root) {
    root.setAttribute('role', 'alert');
    root.textContent =
      document.documentElement.lang === 'ro'
        ? 'Magazinul nu a putut fi încărcat. Reîncărcați pagina.'
        : 'Obchod se nepodařilo načíst. Obnovte prosím stránku.';
  }
});
