import { areaPaths, checkoutRoute, type Locale, type ShopCode } from 'shared-domain';
import type { Messages, RemoteModule } from 'shared-ui';
import './cart-api.ts';
import { CartPage } from './cart/cart-page.tsx';
import { CheckoutPage } from './checkout/checkout-page.tsx';
import './checkout-state/checkout-slice.ts';
import { InstallmentOverviewPage } from './orders/installment-overview-page.tsx';
import { OrderStatusPage } from './orders/order-status-page.tsx';
import { WithdrawalPage } from './orders/withdrawal-page.tsx';
import { PaymentResultPage } from './payment-result/payment-result-page.tsx';
import { ThankYouPage } from './thank-you/thank-you-page.tsx';

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
    { path: checkoutRoute(shop, 'thankYou'), element: <ThankYouPage /> },
    { path: checkoutRoute(shop, 'payment'), element: <PaymentResultPage /> },
    { path: checkoutRoute(shop, 'status'), element: <OrderStatusPage /> },
    { path: checkoutRoute(shop, 'installments'), element: <InstallmentOverviewPage /> },
    { path: checkoutRoute(shop, 'withdrawal'), element: <WithdrawalPage /> },
  ],
  loadMessages: (locale: Locale) => messageLoaders[locale]().then((module) => module.default),
};

export default remote;
