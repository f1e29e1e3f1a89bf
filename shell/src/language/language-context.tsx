import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { Locale } from 'shared-domain';
import type { Messages } from 'shared-ui';
import { shellMessages } from '../messages/index.ts';
import { rememberLocale } from './locale-preference.ts';

interface Language {
  locale: Locale;
  /** The shell's and shared-ui's messages in the current language; remotes add their own. */
  messages: Messages;
  changeLocale: (locale: Locale) => void;
}

const LanguageContext = createContext<Language | null>(null);

export function LanguageProvider({
  initialLocale,
  children,
}: {
  initialLocale: Locale;
  children: ReactNode;
}) {
  const [locale, setLocale] = useState(initialLocale);
  const changeLocale = useCallback((next: Locale) => {
    rememberLocale(next, window.localStorage);
    document.documentElement.lang = next.slice(0, 2);
    setLocale(next);
  }, []);
  const value = useMemo(
    () => ({ locale, messages: shellMessages[locale], changeLocale }),
    [locale, changeLocale],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): Language {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return value;
}
