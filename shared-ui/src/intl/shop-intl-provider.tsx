import { type ReactNode, useMemo } from 'react';
import { type IntlConfig, IntlProvider, ReactIntlErrorCode } from 'react-intl';
import type { Locale } from 'shared-domain';
import type { Messages } from '../federation/remote-module.ts';
import { uiMessages } from '../messages/ui-messages.ts';
import { useApiErrorMessages } from './api-error-catalogue.ts';
import type { MessageId } from './message-id.ts';

export interface ShopIntlProviderProps {
  locale: Locale;
  /** The app's or remote's catalogue; shared-ui's own `ui.*` messages are always added. */
  messages?: Messages;
  children?: ReactNode;
}

const isProduction = process.env.NODE_ENV === 'production';

/**
 * A missing translation is a bug to fix during development and tests, but in production the
 * customer already sees the fallback, so the console stays quiet. Other errors (a broken ICU
 * message, a missing locale) are always reported.
 */
export const reportIntlError: NonNullable<IntlConfig['onError']> = (error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION && isProduction) return;
  console.error(error.message);
};

export function ShopIntlProvider({ locale, messages, children }: ShopIntlProviderProps) {
  const apiErrors = useApiErrorMessages(locale);
  // Catalogues arrive at run time, so the compiler cannot see their ids: the messages tests check
  // that each has every id its sources use, and each id in both languages.
  const merged = useMemo(
    () => ({ ...uiMessages[locale], ...apiErrors, ...messages }) as Record<MessageId, string>,
    [locale, apiErrors, messages],
  );
  return (
    <IntlProvider locale={locale} defaultLocale="cs-CZ" messages={merged} onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}
