import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ServiceOrderDetail } from 'shared-domain';
import { serviceStatusMoves } from 'shared-domain/contracts/staff.ts';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../../masters/testing/render-admin.tsx';
import { repair } from '../testing/repair-fixtures.ts';

const DETAIL = '/api/new/service/admin/orders/:number';

function detail(overrides: Partial<ServiceOrderDetail> = {}): ServiceOrderDetail {
  return {
    number: 'SV-2026-000123',
    status: 'diagnosed',
    createdAt: '2026-03-05T13:30:00.000Z',
    updatedAt: '2026-03-06T09:00:00.000Z',
    device: { name: 'Apple iPhone 13 Midnight', identifierKind: 'imei', identifier: '352099111234569' },
    customer: {
      firstName: 'Jana',
      lastName: 'Nováková',
      email: 'jana.novakova@example.cz',
      phone: '+420601234567',
      hasAccount: true,
    },
    fault: 'Nejde nabíjet.',
    handover: 'centre',
    centre: 'Servis Praha (Dlouhá 1, 110 00 Praha)',
    timeslot: { from: '2026-03-06T08:00:00.000Z', to: '2026-03-06T09:00:00.000Z' },
    pickupAddress: null,
    operations: [{ name: 'Výměna konektoru', price: { amount: 249_000, currency: 'CZK' } }],
    bookedPrice: { amount: 249_000, currency: 'CZK' },
    quote: { price: { amount: 450_000, currency: 'CZK' }, note: 'Vadný konektor.', approvedAt: null },
    currentPrice: { amount: 450_000, currency: 'CZK' },
    quotePending: true,
    moves: ['quote_approved', 'cancelled'],
    canRequote: true,
    statusHistory: [
      { status: 'booked', at: '2026-03-05T13:30:00.000Z', note: null, by: null },
      {
        status: 'diagnosed',
        at: '2026-03-06T09:00:00.000Z',
        note: 'Vadný konektor.',
        by: 'admin@example.cz',
      },
    ],
    emails: [
      {
        kind: 'booked',
        recipient: 'jana.novakova@example.cz',
        subject: 'Oprava SV-2026-000123 je objednaná',
        at: '2026-03-05T13:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

let current = detail();
const requotes: unknown[] = [];
const historyAsked: string[] = [];
const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get(DETAIL, ({ params }) =>
    params.number === current.number
      ? HttpResponse.json(current)
      : HttpResponse.json(
          { type: 'not_found', code: 'service_order_not_found', message: 'x' },
          { status: 404 },
        ),
  ),
  http.post(`${DETAIL}/quote`, async ({ request }) => {
    const body = (await request.json()) as { quote_price: number; note: string };
    requotes.push(body);
    current = {
      ...current,
      status: 'diagnosed',
      quote: { price: { amount: body.quote_price, currency: 'CZK' }, note: body.note, approvedAt: null },
      currentPrice: { amount: body.quote_price, currency: 'CZK' },
      emails: [
        ...current.emails,
        {
          kind: 'requote',
          recipient: current.customer.email,
          subject: 'SV-2026-000123: nová cena 5 200 Kč',
          at: '2026-03-07T10:00:00.000Z',
        },
      ],
    };
    return HttpResponse.json(current);
  }),
  http.get('/api/new/admin/history/:entity/:id', ({ params }) => {
    historyAsked.push(`${params.entity}/${params.id}`);
    return HttpResponse.json({
      items: [
        {
          id: '1',
          at: '2026-03-06T09:00:00.000Z',
          actor: 'admin@example.cz',
          action: 'change-status',
          before: { status: 'received' },
          after: { status: 'diagnosed' },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 50,
    });
  }),
);

beforeEach(() => {
  current = detail();
  requotes.length = 0;
  historyAsked.length = 0;
});

const announced = (text: string | RegExp) =>
  screen.findByText(text, { ignore: '[aria-hidden="true"], script, style' });
const section = (name: string) => screen.getByRole('region', { name });

describe('the repair detail', () => {
  it('shows the device, customer, fault, prices, the status history, the e-mails and the audit history', async () => {
    renderAdmin('/admin/opravy/SV-2026-000123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Servisní zakázka SV-2026-000123' }),
    ).toBeInTheDocument();
    const device = section('Zařízení');
    expect(device).toHaveTextContent('Apple iPhone 13 Midnight');
    expect(device).toHaveTextContent('352099111234569');
    expect(device).toHaveTextContent('Nejde nabíjet.');
    expect(device).toHaveTextContent('Servis Praha');
    expect(section('Zákazník')).toHaveTextContent('Jana Nováková');
    expect(
      within(section('Zákazník')).getByRole('link', { name: 'jana.novakova@example.cz' }),
    ).toHaveAttribute('href', 'mailto:jana.novakova@example.cz');
    const prices = section('Ceny');
    expect(prices).toHaveTextContent('Výměna konektoru');
    expect(prices).toHaveTextContent('Vadný konektor.');
    expect(prices).toHaveTextContent('čeká na schválení zákazníkem');
    const history = within(section('Průběh zakázky')).getAllByRole('row');
    expect(history).toHaveLength(3);
    expect(history[1]).toHaveTextContent('Zákazník');
    expect(history[2]).toHaveTextContent('admin@example.cz');
    expect(section('Odeslané e-maily')).toHaveTextContent('Potvrzení objednávky');
    expect(await within(section('Historie změn')).findByText('admin@example.cz')).toBeInTheDocument();
    expect(historyAsked).toContain('service-order/SV-2026-000123');
  });

  it('changes the status with the moves allowed from it', async () => {
    const { user } = renderAdmin('/admin/opravy/SV-2026-000123');
    const status = await screen.findByRole('region', { name: 'Stav zakázky' });
    await user.click(within(status).getByRole('button', { name: 'Změnit stav' }));
    const dialog = screen.getByRole('dialog', { name: 'Změnit stav zakázky SV-2026-000123' });
    const options = within(within(dialog).getByRole('combobox', { name: 'Nový stav' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Vyberte nový stav', 'Cena schválena', 'Zrušeno']);
    expect(serviceStatusMoves.diagnosed).toHaveLength(2);
  });

  it('re-quotes with the technician’s note; the e-mail sent appears', async () => {
    const { user } = renderAdmin('/admin/opravy/SV-2026-000123');
    const card = await screen.findByRole('region', { name: 'Nová cena' });
    await user.type(within(card).getByRole('textbox', { name: /Nová cena opravy/ }), '5200');
    await user.type(within(card).getByRole('textbox', { name: /Poznámka technika/ }), 'Také prasklé sklo.');
    await user.click(within(card).getByRole('button', { name: 'Poslat novou cenu' }));
    expect(
      await announced(/Zakázka SV-2026-000123 má novou cenu 5\s?200 Kč; zákazníkovi jsme poslali e-mail\./),
    ).toBeInTheDocument();
    expect(requotes).toEqual([{ quote_price: 520_000, note: 'Také prasklé sklo.' }]);
    expect(
      await within(section('Odeslané e-maily')).findByText('SV-2026-000123: nová cena 5 200 Kč'),
    ).toBeInTheDocument();
  });

  it('asks for the price and the note before sending', async () => {
    const { user } = renderAdmin('/admin/opravy/SV-2026-000123');
    const card = await screen.findByRole('region', { name: 'Nová cena' });
    await user.click(within(card).getByRole('button', { name: 'Poslat novou cenu' }));
    const price = within(card).getByRole('textbox', { name: /Nová cena opravy/ });
    expect(price).toHaveAccessibleDescription(/Tato hodnota je požadována\./);
    expect(price).toHaveFocus();
    expect(within(card).getByRole('textbox', { name: /Poznámka technika/ })).toHaveAccessibleDescription(
      /Tato hodnota je požadována\./,
    );
    expect(requotes).toEqual([]);
  });

  it('offers no re-quote nor move for a collected repair', async () => {
    current = detail({ status: 'collected', moves: [], canRequote: false, quotePending: false });
    renderAdmin('/admin/opravy/SV-2026-000123');
    const status = await screen.findByRole('region', { name: 'Stav zakázky' });
    expect(status).toHaveTextContent('Zakázka je uzavřená');
    expect(within(status).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Nová cena' })).not.toBeInTheDocument();
  });

  it('says so for an unknown repair, and links back to the grid', async () => {
    renderAdmin('/admin/opravy/SV-2026-999999');
    expect(await screen.findByText('Tuto servisní zakázku jsme nenašli.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na servisní zakázky' })).toHaveAttribute(
      'href',
      '/admin/opravy',
    );
  });

  it('is opened from the grid row’s number, in Romanian too', async () => {
    server.use(
      http.get('/api/new/service/admin/orders/', () =>
        HttpResponse.json({ items: [repair('SR-2026-000007')], page: 1, pageSize: 20, total: 1 }),
      ),
    );
    current = detail({ number: 'SR-2026-000007' });
    const { user } = renderAdmin('/admin/reparatii', 'ro');
    const link = await screen.findByRole('link', { name: 'SR-2026-000007' });
    expect(link).toHaveAttribute('href', '/admin/reparatii/SR-2026-000007');
    // Once the grid has settled (its first rows are replaced when the page's state is read).
    await waitFor(() => expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy', 'true'));
    await user.click(screen.getByRole('link', { name: 'SR-2026-000007' }));
    expect(screen.getByRole('status', { name: 'adresa' })).toHaveTextContent(
      '/admin/reparatii/SR-2026-000007',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fișa de service SR-2026-000007' }),
    ).toBeInTheDocument();
  });
});
