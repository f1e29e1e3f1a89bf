import { areaPaths, checkoutRoute, type Locale, type ShopCode } from 'shared-domain';
import { LazyRoute, type Messages, type RemoteModule } from 'shared-ui';
import './cart-api.ts';
import { CartPage } from './cart/cart-page.tsx';
import './checkout-state/checkout-slice.ts';
import {
  checkoutPage,
  installmentsPage,
  orderStatusPage,
  paymentResultPage,
  thankYouPage,
  withdrawalPage,
} from './lazy-pages.ts';

// One lazy chunk per language. Spelled out rather than a template import(), which would make the
// bundler pack every file of messages/ (tests included) into the context.
const messageLoaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  'cs-CZ': () => import('./messages/cs-CZ.ts'),
  'ro-RO': () => import('./messages/ro-RO.ts'),
};

const remote: RemoteModule = {
  name: 'mfe_cart',
  routes: (shop: ShopCode) => [
    { path: areaPaths[shop].cart, element: <CartPage /> },
    { path: areaPaths[shop].checkout, element: <LazyRoute page={checkoutPage} /> },
    { path: checkoutRoute(shop, 'thankYou'), element: <LazyRoute page={thankYouPage} /> },
    { path: checkoutRoute(shop, 'payment'), element: <LazyRoute page={paymentResultPage} /> },
    { path: checkoutRoute(shop, 'status'), element: <LazyRoute page={orderStatusPage} /> },
    { path: checkoutRoute(shop, 'installments'), element: <LazyRoute page={installmentsPage} /> },
    { path: checkoutRoute(shop, 'withdrawal'), element: <LazyRoute page={withdrawalPage} /> },
  ],
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;
