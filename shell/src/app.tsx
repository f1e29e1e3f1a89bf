import type { ReactNode } from 'react';
import type { BootData } from 'shared-domain';
import { BrowserRouter, Route, Routes, ShopIntlProvider, ShopProvider, ToastProvider } from 'shared-ui';
import 'shared-ui/styles/theme.css';
import { RemoteOutlet } from './federation/remote-area.tsx';
import { useLanguage } from './language/language-context.tsx';
import { LanguageSelect } from './language/language-select.tsx';
import { AreaLayout } from './layout/area-layout.tsx';

/**
 * The frame and its one splat route: the remote owning the URL renders its own routes inside it.
 * A declarative BrowserRouter, not a data router: remotes bring their routes at runtime, and the
 * declarative API keeps the shared router code small (see shared-ui/src/router.ts).
 */
export function App({ boot }: { boot: BootData }) {
  return (
    <ShellProviders boot={boot}>
      <BrowserRouter>
        <Frame>
          <Routes>
            <Route path="*" element={<CurrentArea />} />
          </Routes>
        </Frame>
      </BrowserRouter>
    </ShellProviders>
  );
}

/** Shop context and the current language's messages around the router (shared with the tests). */
export function ShellProviders({ boot, children }: { boot: BootData; children: ReactNode }) {
  const { locale, messages } = useLanguage();
  return (
    <ShopProvider value={boot}>
      <ShopIntlProvider locale={locale} messages={messages}>
        <ToastProvider>{children}</ToastProvider>
      </ShopIntlProvider>
    </ShopProvider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { locale, changeLocale } = useLanguage();
  return (
    <AreaLayout languageSelect={<LanguageSelect value={locale} onChange={changeLocale} />}>
      {children}
    </AreaLayout>
  );
}

function CurrentArea() {
  return <RemoteOutlet messages={useLanguage().messages} />;
}
