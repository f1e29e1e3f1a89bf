import { checkoutRoute, type ShopCode } from 'shared-domain';
import { Route, Routes, useLocation } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import { InstallmentOverviewPage } from '../installment-overview-page.tsx';
import { OrderStatusPage } from '../order-status-page.tsx';
import { WithdrawalPage } from '../withdrawal-page.tsx';

/** Where the router is now, so a test can check what the address keeps. */
function CurrentAddress() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

/** The order pages on their real paths of the shop, as the shell mounts them. */
export function renderOrderPage(shop: ShopCode, url: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={checkoutRoute(shop, 'status')} element={<OrderStatusPage />} />
        <Route path={checkoutRoute(shop, 'installments')} element={<InstallmentOverviewPage />} />
        <Route path={checkoutRoute(shop, 'withdrawal')} element={<WithdrawalPage />} />
      </Routes>
      <CurrentAddress />
    </>,
    { shop, messages: shop === 'cz' ? csCZ : roRO, initialEntries: [url] },
  );
}
