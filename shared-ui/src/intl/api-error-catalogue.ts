import { useEffect, useSyncExternalStore } from 'react';
import type { CustomerErrorCode, Locale } from 'shared-domain';
import type { Messages } from '../federation/remote-module.ts';

// The customer's words for every error code of the api and the bff (`ui.apiError.<code>`), one
// catalogue per language. They matter only once something fails, so they are not on the boot path:
// the first component that can show an api error (useApiErrorMessage) loads its language's
// catalogue, and every ShopIntlProvider shows the messages from then on.

/** A language's catalogue as message ids of shared-ui (`ui.apiError.<code>`). */
function apiErrorMessageIds(messages: Record<CustomerErrorCode, string>): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([code, message]) => [`ui.apiError.${code}`, message]),
  );
}

const loaders: Record<Locale, () => Promise<Messages>> = {
  'cs-CZ': () =>
    import('shared-domain/api-error-messages.cs-CZ.ts').then(({ csCZ }) => apiErrorMessageIds(csCZ)),
  'ro-RO': () =>
    import('shared-domain/api-error-messages.ro-RO.ts').then(({ roRO }) => apiErrorMessageIds(roRO)),
};

const loaded: Partial<Record<Locale, Messages>> = {};
const loading = new Map<Locale, Promise<Messages>>();
const listeners = new Set<() => void>();

/** Loads a language's error catalogue once; later calls share the first load. */
export function loadApiErrorMessages(locale: Locale): Promise<Messages> {
  const done = loaded[locale];
  if (done) return Promise.resolve(done);
  let pending = loading.get(locale);
  if (!pending) {
    pending = loaders[locale]().then(
      (messages) => {
        loaded[locale] = messages;
        for (const listener of listeners) listener();
        return messages;
      },
      (error: unknown) => {
        // A failed chunk (a deploy in between, the network) is tried again by the next provider.
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The language's error catalogue once loaded (undefined until then: messages fall back per type). */
export function useApiErrorMessages(locale: Locale): Messages | undefined {
  return useSyncExternalStore(
    subscribe,
    () => loaded[locale],
    () => loaded[locale],
  );
}

/** Starts loading the language's error catalogue when a component that can show errors mounts. */
export function useLoadApiErrorMessages(locale: Locale): void {
  useEffect(() => {
    loadApiErrorMessages(locale).catch(() => undefined);
  }, [locale]);
}
