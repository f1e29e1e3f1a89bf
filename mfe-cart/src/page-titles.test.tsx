import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { cartPageData } from './cart/cart-fixtures.ts';
import { ORDER_TOKEN, orderDetail } from './checkout-state/test-fixtures.ts';
import csCZ from './messages/cs-CZ.ts';
import roRO from './messages/ro-RO.ts';
import { CartRoutes } from './testing/cart-routes.tsx';

// Each page of the cart remote names the browser tab after itself, in the shop's language.
setupTestServer(
  http.get('/api/bff/cart-page', () => HttpResponse.json(cartPageData())),
  http.get('/api/new/orders/status', () => HttpResponse.json(orderDetail())),
);

const token = `token=${ORDER_TOKEN}`;

describe('page titles', () => {
  it.each([
    ['cz', '/kosik', 'Košík – Mobilní svět'],
    ['cz', '/objednavka', 'Objednávka – Mobilní svět'],
    ['cz', `/objednavka/dekujeme/CZ26000123?${token}`, 'Děkujeme za objednávku – Mobilní svět'],
    ['cz', `/objednavka/stav?number=CZ26000123&${token}`, 'Stav objednávky – Mobilní svět'],
    ['ro', '/cos', 'Coș – Lumea Mobilă'],
    ['ro', '/comanda', 'Comandă – Lumea Mobilă'],
    ['ro', `/comanda/multumim/RO26000045?${token}`, 'Vă mulțumim pentru comandă – Lumea Mobilă'],
    ['ro', `/comanda/status?number=RO26000045&${token}`, 'Starea comenzii – Lumea Mobilă'],
  ] as const)('%s %s is titled "%s"', async (shop, path, title) => {
    renderWithProviders(<CartRoutes />, {
      shop,
      messages: shop === 'cz' ? csCZ : roRO,
      initialEntries: [path],
    });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
