import { type ReactNode, useMemo } from 'react';
import { createBrowserRouter, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { BootData } from 'shared-domain';
import { ShopIntlProvider, ShopProvider, ToastProvider } from 'shared-ui';
import 'shared-ui/styles/theme.css';
import { RemoteOutlet } from './federation/remote-area.tsx';
import { useLanguage } from './language/language-context.tsx';
import { LanguageSelect } from './language/language-select.tsx';
import { Layout } from './layout/layout.tsx';

/** The frame and its routes: one splat route; the remote owning the URL renders inside it. */
export const shellRoutes = [
  {
    element: <Frame />,
    children: [{ path: '*', element: <CurrentArea /> }],
  },
];

export function App({ boot }: { boot: BootData }) {
  const router = useMemo(() => createBrowserRouter(shellRoutes), []);
  return (
    <ShellProviders boot={boot}>
      <RouterProvider router={router} />
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

function Frame() {
  const { locale, changeLocale } = useLanguage();
  return (
    <Layout languageSelect={<LanguageSelect value={locale} onChange={changeLocale} />}>
      <Outlet />
    </Layout>
  );
}

function CurrentArea() {
  return <RemoteOutlet messages={useLanguage().messages} />;
}
