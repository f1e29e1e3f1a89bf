import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { ORDERS_API } from '../orders-api.ts';
import { CZ_TOKEN, czOrder, RO_TOKEN, roOrder } from './testing/order-fixtures.ts';
import { renderOrderPage } from './testing/render-order-page.tsx';

// A store-pickup order's status page says from when it can be collected, in the shop's zone.

const storePickup = {
  deliveryType: 'store' as const,
  // 09:30 in Prague is 10:30 in Bucharest.
  pickupReadyFrom: '2026-03-02T09:30:00+01:00',
};
setupTestServer(
  http.get(`${ORDERS_API}/status`, ({ request }) =>
    HttpResponse.json(
      new URL(request.url).searchParams.get('number') === czOrder.number
        ? { ...czOrder, ...storePickup, deliveryPlace: 'Praha Anděl' }
        : { ...roOrder, ...storePickup, deliveryPlace: 'București Unirii' },
    ),
  ),
);

const factValue = (scope: HTMLElement, term: string) => within(scope).getByText(term).nextElementSibling;

it.each([
  [
    'cz',
    `/objednavka/stav?number=${czOrder.number}&token=${CZ_TOKEN}`,
    'Doprava',
    'Připraveno k vyzvednutí od',
    '2. března v 9:30',
  ],
  [
    'ro',
    `/comanda/status?number=${roOrder.number}&token=${RO_TOKEN}`,
    'Livrare',
    'Se poate ridica de la',
    '2 martie la 10:30',
  ],
] as const)('shows when a store-pickup order is ready (%s)', async (shop, path, section, term, time) => {
  renderOrderPage(shop, path);
  const delivery = await screen.findByRole('region', { name: section });
  expect(factValue(delivery, term)).toHaveTextContent(time);
});
