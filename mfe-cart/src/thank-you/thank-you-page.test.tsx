import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { OrderItem } from 'shared-domain';
import { allowAllCookies, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
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
  allowAllCookies();
});

describe('thank-you page', () => {
  it('shows the number, payment status, next steps and pushes the purchase once', async () => {
    const path = `/objednavka/dekujeme/CZ26000123?token=${ORDER_TOKEN}`;
    const first = renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: [path] });
    expect(screen.getByRole('heading', { level: 1, name: 'Děkujeme za objednávku' })).toBeInTheDocument();
    expect(screen.getByText('Číslo vaší objednávky: CZ26000123')).toBeInTheDocument();
    expect(await screen.findByText('Nezaplaceno')).toBeInTheDocument();
    expect(screen.getByText(/na prodejně Praha Anděl\./)).toBeInTheDocument();
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

  it('lists what was bought with its services and says from when the pickup is ready', async () => {
    order = orderDetail({
      items: boughtItems('CZK'),
      // 09:30 in Prague; the page shows the shop's time whatever the browser's zone.
      pickupReadyFrom: '2026-05-12T09:30:00+02:00',
    });
    renderWithProviders(<CartRoutes />, {
      messages: csCZ,
      initialEntries: [`/objednavka/dekujeme/CZ26000123?token=${ORDER_TOKEN}`],
    });
    const bought = await screen.findByRole('region', { name: 'Co jste objednali' });
    const products = within(bought)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === bought);
    expect(products).toHaveLength(3);
    expect(products[0]).toHaveTextContent(/^Apple iPhone 16 128 GB\s*2\skusy\s*49\s980\sKč/);
    const services = within(products[0]).getByRole('list');
    expect(
      within(services)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Pojištění displeje\s*1\s990\sKč$/),
      expect.stringMatching(/^Prodloužená záruka \+24 měsíců\s*2\s490\sKč$/),
    ]);
    expect(products[1]).toHaveTextContent(/^Nabíječka USB-C 20 W\s*1\skus\s*590\sKč$/);
    expect(products[2]).toHaveTextContent(/^Sleva JARO\s*-500\sKč$/);
    expect(screen.getByText('Vyzvednout si ji můžete od 12. května v 9:30.')).toBeInTheDocument();
  });

  it('names nothing to collect for a delivery to the door', async () => {
    order = orderDetail({ deliveryType: 'courier', deliveryPlace: null, items: boughtItems('CZK') });
    renderWithProviders(<CartRoutes />, {
      messages: csCZ,
      initialEntries: [`/objednavka/dekujeme/CZ26000123?token=${ORDER_TOKEN}`],
    });
    expect(await screen.findByRole('region', { name: 'Co jste objednali' })).toBeInTheDocument();
    expect(screen.queryByText(/Vyzvednout/)).not.toBeInTheDocument();
  });

  it('speaks Romanian with the shop currency at /comanda/multumim', async () => {
    order = orderDetail({
      number: 'RO26000045',
      paymentStatus: 'paid',
      deliveryType: 'store',
      deliveryPlace: 'București Unirii',
      // 10:00 in Bucharest is 09:00 in Prague: the Romanian shop keeps Bucharest time.
      pickupReadyFrom: '2026-05-12T10:00:00+03:00',
      items: boughtItems('RON'),
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
    const bought = screen.getByRole('region', { name: 'Ce ați comandat' });
    expect(bought).toHaveTextContent(/Apple iPhone 16 128 GB\s*2\sbucăți/);
    expect(bought).toHaveTextContent(/Nabíječka USB-C 20 W\s*1\sbucată/);
    expect(screen.getByText('O puteți ridica începând cu 12 mai la 10:00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Starea comenzii' })).toHaveAttribute(
      'href',
      `/comanda/status?number=RO26000045&token=${ORDER_TOKEN}`,
    );
    expect(window.dataLayer).toEqual([
      { event: 'purchase', ecommerce: { transaction_id: 'RO26000045', value: 3499, currency: 'RON' } },
    ]);
  });
});

function boughtItems(currency: 'CZK' | 'RON'): OrderItem[] {
  const money = (amount: number) => ({ amount, currency });
  const line = (product: string, kind: OrderItem['kind'], quantity: number, unit: number): OrderItem => ({
    code: product,
    product,
    productSeoName: kind === 'product' ? product.toLowerCase() : null,
    kind,
    quantity,
    unitPrice: money(unit),
    finalPrice: money(unit * quantity),
  });
  return [
    line('Apple iPhone 16 128 GB', 'product', 2, 2_499_000),
    line('Pojištění displeje', 'insurance', 1, 199_000),
    line('Prodloužená záruka +24 měsíců', 'warranty', 1, 249_000),
    line('Nabíječka USB-C 20 W', 'product', 1, 59_000),
    line('Sleva JARO', 'discount', 1, -50_000),
  ];
}
