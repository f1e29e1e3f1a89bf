import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { OrderDetail } from 'shared-domain';
import { customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';
import { ACCESS_TOKEN, orderDetail } from './order-fixtures.ts';

let order: OrderDetail | null = orderDetail();
const requested: string[] = [];

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: customer })),
  http.get('/api/new/orders/mine/:number', ({ params }) => {
    requested.push(String(params.number));
    if (!order || order.number !== params.number) {
      return HttpResponse.json(
        { type: 'not_found', code: 'order_not_found', message: 'Order not found.' },
        { status: 404 },
      );
    }
    return HttpResponse.json(order);
  }),
);

beforeEach(() => {
  order = orderDetail();
  requested.length = 0;
});

function renderDetail(url: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AccountRoutes />, {
    shop,
    messages: shop === 'ro' ? roRO : csCZ,
    initialEntries: [url],
  });
}

function factOf(term: string) {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('order detail', () => {
  it('shows the order’s state, payment, delivery and the customer with the billing address', async () => {
    renderDetail('/ucet/objednavky/CZ26000999');
    await screen.findByRole('table', { name: 'Položky objednávky' });
    expect(screen.getByRole('heading', { level: 1, name: 'Objednávka CZ26000999' })).toBeInTheDocument();
    expect(factOf('Stav objednávky')).toHaveTextContent('Odeslaná');
    expect(factOf('Způsob platby')).toHaveTextContent('Platební karta');
    expect(factOf('Stav platby')).toHaveTextContent('Zaplaceno');
    expect(factOf('Způsob dopravy')).toHaveTextContent('Výdejní místo');
    expect(factOf('Místo vyzvednutí')).toHaveTextContent('Zásilkovna Praha 4, Budějovická 1');
    expect(factOf('Číslo zásilky')).toHaveTextContent('Z 123 4567 890');
    expect(factOf('Stav zásilky')).toHaveTextContent('Na cestě');
    const customer = screen.getByRole('region', { name: 'Zákazník' });
    expect(within(customer).getByText(/Vinohradská 12/)).toHaveTextContent('120 00 Praha');
    expect(screen.queryByRole('heading', { name: 'Doručovací adresa' })).not.toBeInTheDocument();
    expect(requested).toEqual(['CZ26000999']);
  });

  it('lists the items and totals, links the invoice and the order’s status page with its token', async () => {
    renderDetail('/ucet/objednavky/CZ26000999');
    const table = await screen.findByRole('table', { name: 'Položky objednávky' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const phone = within(rows[0]!);
    expect(phone.getByRole('rowheader', { name: 'Apple iPhone 15 128 GB černý' })).toBeInTheDocument();
    expect(phone.getByText('0194253401234')).toBeInTheDocument();
    expect(phone.getAllByText(/^19\s990\sKč$/)).toHaveLength(2);
    expect(within(rows[1]!).getByText('Pojištění proti poškození na 12 měsíců')).toBeInTheDocument();

    expect(factOf('Doprava')).toHaveTextContent(/^79\sKč$/);
    expect(factOf('Celkem')).toHaveTextContent(/^21\s559\sKč$/);
    expect(factOf('z toho DPH')).toHaveTextContent(/^3\s742\sKč$/);
    expect(screen.queryByText('Slevy')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Faktura' })).toHaveAttribute(
      'href',
      `/api/new/orders/CZ26000999/invoice.pdf?token=${ACCESS_TOKEN}`,
    );
    expect(screen.queryByRole('link', { name: 'Dobropis' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sledovat stav objednávky' })).toHaveAttribute(
      'href',
      `/objednavka/stav?number=CZ26000999&token=${ACCESS_TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Zpět na přehled objednávek' })).toHaveAttribute(
      'href',
      '/ucet/objednavky',
    );
  });

  it('shows discounts and the credit note when the order has them', async () => {
    const detail = orderDetail();
    order = {
      ...detail,
      totals: { ...detail.totals, discounts: { amount: -50_000, currency: 'CZK' } },
      creditNoteUrl: '/api/new/orders/CZ26000999/credit-note.pdf',
    };
    renderDetail('/ucet/objednavky/CZ26000999');
    expect(await screen.findByRole('link', { name: 'Dobropis' })).toHaveAttribute(
      'href',
      '/api/new/orders/CZ26000999/credit-note.pdf',
    );
    expect(factOf('Slevy')).toHaveTextContent(/^-500\sKč$/);
  });

  it('says an unknown order (or someone else’s) was not found, with a way back', async () => {
    renderDetail('/ucet/objednavky/CZ26999999');
    expect(await screen.findByRole('heading', { name: 'Objednávka nebyla nalezena.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na přehled objednávek' })).toHaveAttribute(
      'href',
      '/ucet/objednavky',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requested).toEqual(['CZ26999999']);
  });

  it('shows a Romanian order in lei with its status page in the Romanian shop', async () => {
    order = orderDetail('RON');
    renderDetail('/cont/comenzi/RO26000045', 'ro');
    await screen.findByRole('table', { name: 'Produsele comenzii' });
    expect(screen.getByRole('heading', { level: 1, name: 'Comanda RO26000045' })).toBeInTheDocument();
    expect(factOf('Total')).toHaveTextContent(/^21\.559\sLei$/);
    expect(factOf('Starea comenzii')).toHaveTextContent('Expediată');
    expect(screen.getByRole('link', { name: 'Urmăriți starea comenzii' })).toHaveAttribute(
      'href',
      `/comanda/status?number=RO26000045&token=${ACCESS_TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Factura' })).toBeInTheDocument();
  });
});
