import { lazyPage } from 'shared-ui';

// The cart comes with the routes; the checkout and the order pages load on their first visit (the
// cart's link to the checkout preloads it), so the cart's first load does not carry their forms.
export const checkoutPage = lazyPage(() =>
  import('./checkout/checkout-page.tsx').then((page) => page.CheckoutPage),
);
export const thankYouPage = lazyPage(() =>
  import('./thank-you/thank-you-page.tsx').then((page) => page.ThankYouPage),
);
export const paymentResultPage = lazyPage(() =>
  import('./payment-result/payment-result-page.tsx').then((page) => page.PaymentResultPage),
);
export const orderStatusPage = lazyPage(() =>
  import('./orders/order-status-page.tsx').then((page) => page.OrderStatusPage),
);
export const installmentsPage = lazyPage(() =>
  import('./orders/installment-overview-page.tsx').then((page) => page.InstallmentOverviewPage),
);
export const withdrawalPage = lazyPage(() =>
  import('./orders/withdrawal-page.tsx').then((page) => page.WithdrawalPage),
);
const lazyPages = [
  checkoutPage,
  thankYouPage,
  paymentResultPage,
  orderStatusPage,
  installmentsPage,
  withdrawalPage,
];

/** Loads the checkout ahead when the visitor reaches for the cart's "continue" link. */
export function preloadCheckout(): void {
  // A failed load is the navigation's to report, if the visitor does go on.
  checkoutPage.preload().catch(() => undefined);
}

/** Every lazy page loaded, for tests that render a page the way a returning visitor sees it. */
export function preloadPages(): Promise<void[]> {
  return Promise.all(lazyPages.map((page) => page.preload()));
}
