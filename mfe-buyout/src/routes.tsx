import type { Locale, ShopCode } from 'shared-domain';
import { areaPaths } from 'shared-domain';
import { buyoutPages } from 'shared-domain/buyout';
import type { Messages, RemoteModule } from 'shared-ui';
import { BuyoutPage } from './buyout/buyout-page.tsx';
import './buyout/buyout-slice.ts';
import { CentresPage } from './centres/centres-page.tsx';
import { ReviewPage } from './review/review-page.tsx';
import { ThankYouPage } from './thank-you/thank-you-page.tsx';
import { TrackingPage } from './tracking/tracking-page.tsx';

// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

const remote: RemoteModule = {
  name: 'mfe_buyout',
  routes: (shop: ShopCode) => {
    const base = areaPaths[shop].buyout;
    const pages = buyoutPages[shop];
    return [
      { path: `${base}/${pages.thankYou}/:id`, element: <ThankYouPage /> },
      { path: `${base}/${pages.tracking}`, element: <TrackingPage /> },
      { path: `${base}/${pages.centres}`, element: <CentresPage /> },
      { path: `${base}/${pages.review}/:id`, element: <ReviewPage /> },
      // The selector and its deep links (/vykup/<type>/<manufacturer>/<model>/<colour>). One route
      // for the bare area path too ("/*" matches it): moving between selections must not remount
      // the page, which would restore the selection again.
      { path: `${base}/*`, element: <BuyoutPage /> },
    ];
  },
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;
