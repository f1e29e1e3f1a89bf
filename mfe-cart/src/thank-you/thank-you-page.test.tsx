import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { ORDER_TOKEN, orderDetail } from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CartRoutes } from '../testing/cart-routes.tsx';

let order = orderDetail();
setupTestServer(http.get('/api/new/orders/status', () => HttpResponse.json(order)));

beforeEach(() => {
  order = orderDetail();
  sessionStorage.clear();
  window.dataLayer = [];
});

describe('thank-you page', () => {
  it('shows the number, payment status, next steps and pushes the purchase once', async () => {
    const path = `/objednavka/dekujeme/CZ26000123?token=${ORDER_TOKEN}`;
    const first = renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: [path] });
    expect(screen.getByRole('heading', { level: 1, name: 'Děkujeme za objednávku' })).toBeInTheDocument();
    expect(screen.getByText('Číslo vaší objednávky: CZ26000123')).toBeInTheDocument();
    expect(await screen.findByText('Nezaplaceno')).toBeInTheDocument();
    expect(screen.getByText(/na prodejně Praha Anděl do 30 minut/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stav objednávky' })).toHaveAttribute(
      'href',
      `/objednavka/stav?number=CZ26000123&token=${ORDER_TOKEN}`,
    );
    expect(window.dataLayer).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: 'CZ26000123', value: 24990, currency: 'CZK' } },
    ]);
    first.unmount();
    // A reload of the same page does not count the sale twice.
    renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: [path] });
    expect(await screen.findByText('Nezaplaceno')).toBeInTheDocument();
    expect(window.dataLayer).toHaveLength(1);
  });

  it('speaks Romanian with the shop currency at /comanda/multumim', async () => {
    order = orderDetail({
      number: 'RO26000045',
      paymentStatus: 'paid',
      deliveryType: 'courier',
      totals: {
        total: { amount: 349900, currency: 'RON' },
        vat: { amount: 55866, currency: 'RON' },
        delivery: { amount: 0, currency: 'RON' },
        discounts: { amount: 0, currency: 'RON' },
      },
    });
    renderWithProviders(<CartRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: [`/comanda/multumim/RO26000045?token=${ORDER_TOKEN}`],
    });
    expect(await screen.findByText('Plătită')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starea comenzii' })).toHaveAttribute(
      'href',
      `/comanda/status?number=RO26000045&token=${ORDER_TOKEN}`,
    );
    expect(window.dataLayer).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: 'RO26000045', value: 3499, currency: 'RON' } },
    ]);
  });
});
