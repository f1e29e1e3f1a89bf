import { type ReactNode, use, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from 'shared-domain';
import { type Messages, ShopIntlProvider } from 'shared-ui';

// One chunk per language, spelled out so the bundler packs only these two files.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import(/* webpackChunkName: "content-texts-cs" */ '../messages/content.cs-CZ.ts'),
  'ro-RO': () => import(/* webpackChunkName: "content-texts-ro" */ '../messages/content.ro-RO.ts'),
};
const loading = new Map<Locale, Promise<Messages>>();
const loaded = new Map<Locale, Messages>();

/** The content texts of a language, fetched once per page life. */
export function loadContentMessages(locale: Locale): Promise<Messages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = loaders[locale]().then((module) => {
      loaded.set(locale, module.default);
      return module.default;
    });
    // A failed chunk (a deploy in between, the network) is tried again on the next visit.
    messages.catch(() => loading.delete(locale));
    loading.set(locale, messages);
  }
  return messages;
}

/**
 * The content pages' texts on top of the catalogue's: they load with the content chunk, so the
 * home page's messages stay those of the home page. Suspends (the area's skeleton) until loaded.
 */
export function ContentIntl({ children }: { children: ReactNode }) {
  const parent = useIntl();
  const locale = parent.locale as Locale;
  // Texts loaded before render at once; the first time, the area's skeleton waits for them.
  const content = loaded.get(locale) ?? use(loadContentMessages(locale));
  // The parent's messages are the catalogue's plain strings (no precompiled ones in this shop).
  const messages = useMemo(
    () => ({ ...(parent.messages as Messages), ...content }),
    [parent.messages, content],
  );
  return (
    <ShopIntlProvider locale={locale} messages={messages}>
      {children}
    </ShopIntlProvider>
  );
}
