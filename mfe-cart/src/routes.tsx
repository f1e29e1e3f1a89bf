import type { Locale, ShopCode } from 'shared-domain';
import { areaPaths } from 'shared-domain';
import type { Messages, RemoteModule } from 'shared-ui';
import './cart-api.ts';
import { CartPage } from './cart/cart-page.tsx';
import { CheckoutPage } from './checkout/checkout-page.tsx';

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
    { path: areaPaths[shop].checkout, element: <CheckoutPage /> },
  ],
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;
