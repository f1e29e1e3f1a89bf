import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing.ts';
import '../checkout-state/checkout-slice.ts';
import { deliveries, payments, startWithChoice } from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { DeliveryPaymentStep } from './delivery-payment-step.tsx';

// Pickup windows read in the store's zone, whatever zone the customer's device is in: the api
// sends 14:00 at +02:00, Prague time; a Romanian store's clock says 15:00 for the same instant.

beforeEach(() =>
  startWithChoice({ delivery: { type: 'store', storeId: 3 }, payment: null, installment: null }),
);

it.each([
  ['cz', csCZ, 'Čas vyzvednutí', ['út 12. 5. 10:00–12:00', 'út 12. 5. 14:00–16:00']],
  ['ro', roRO, 'Ora ridicării', ['mar., 12.05 11:00–13:00', 'mar., 12.05 15:00–17:00']],
] as const)('labels the pickup windows in the shop time zone (%s)', (shop, messages, label, windows) => {
  renderWithProviders(
    <DeliveryPaymentStep
      deliveries={deliveries}
      payments={payments}
      cartTotal={{ amount: 2499000, currency: 'CZK' }}
      pending={false}
    />,
    { shop, messages },
  );
  const options = within(screen.getByRole('combobox', { name: label })).getAllByRole('option');
  expect(options.slice(1).map((option) => option.textContent)).toEqual(windows);
});
