import type { Locale, ShopCode } from 'shared-domain';
import { areaPaths, servicePages } from 'shared-domain';
import type { Messages, RemoteModule } from 'shared-ui';
import { BookingPage } from './booking/booking-page.tsx';
import { ThankYouPage } from './booking/thank-you-page.tsx';
import './service-api.ts';
import './service-state/service-slice.ts';
import { ServicePage } from './service/service-page.tsx';
import { StatusPage } from './status/status-page.tsx';

// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

const remote: RemoteModule = {
  name: 'mfe_service',
  routes: (shop: ShopCode) => {
    const base = areaPaths[shop].service;
    const pages = servicePages[shop];
    return [
      { path: `${base}/${pages.booking}`, element: <BookingPage /> },
      { path: `${base}/${pages.thankYou}/:number`, element: <ThankYouPage /> },
      { path: `${base}/${pages.status}`, element: <StatusPage /> },
      // The selector with its deep links (/servis/<type>/<maker>/<model>/<colour>) and the bare
      // area path ("/*" matches it): moving between selections must not remount the page.
      { path: `${base}/*`, element: <ServicePage /> },
    ];
  },
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;
