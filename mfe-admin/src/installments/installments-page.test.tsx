import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { InstallmentCompany, InstallmentOrderRow } from 'shared-domain';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{`${location.pathname}${location.search}`}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

const API = '/api/new/admin/installments';

const company = (overrides: Partial<InstallmentCompany> = {}): InstallmentCompany => ({
  id: 1,
  code: 'test',
  name: 'Test mode installments',
  adapter: 'test',
  testMode: true,
  active: true,
  minAmount: 300_000,
  maxAmount: 20_000_000,
  currency: 'CZK',
  priceLists: [
    {
      id: 11,
      companyId: 1,
      code: 'test-30x',
      barem: 'Test mode installments 30×',
      type: 'Standardní',
      months: 30,
      apr: 14.9,
      downPaymentPercent: null,
      minAmount: 800_000,
      validFrom: null,
      validTo: null,
      active: true,
      example: { amount: { amount: 800_000, currency: 'CZK' }, monthly: { amount: 32_000, currency: 'CZK' } },
    },
  ],
  ...overrides,
});

const row = (overrides: Partial<InstallmentOrderRow> = {}): InstallmentOrderRow => ({
  orderNumber: 'CZ26000123',
  company: 'Test mode installments',
  testMode: true,
  barem: 'Test mode installments 10×',
  amount: { amount: 1_399_000, currency: 'CZK' },
  monthly: { amount: 140_000, currency: 'CZK' },
  months: 10,
  status: 'waiting_for_store',
  createdAt: '2026-03-05T13:30:00.000Z',
  sentAt: null,
  reference: null,
  canSend: true,
  ...overrides,
});

const orderRequests: URL[] = [];
const patches: { id: string; body: unknown }[] = [];
const sends: string[] = [];
let companies: InstallmentCompany[];
let patchAnswer: () => Response;
let sendAnswer: (number: string) => Response;

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get(`${API}/companies`, () => HttpResponse.json({ companies })),
  http.patch(`${API}/price-lists/:id`, async ({ params, request }) => {
    patches.push({ id: String(params.id), body: await request.json() });
    return patchAnswer();
  }),
  http.get(`${API}/orders`, ({ request }) => {
    const url = new URL(request.url);
    orderRequests.push(url);
    const status = url.searchParams.get('status');
    const rows = [
      row(),
      row({ orderNumber: 'CZ26000124', status: 'sent', canSend: false, reference: 'TEST-1' }),
    ];
    const items = status ? rows.filter((r) => r.status === status) : rows;
    return HttpResponse.json({ items, total: items.length, page: 1, pageSize: 50 });
  }),
  http.post(`${API}/orders/:number/sent`, ({ params }) => {
    sends.push(String(params.number));
    return sendAnswer(String(params.number));
  }),
);

beforeEach(() => {
  orderRequests.length = 0;
  patches.length = 0;
  sends.length = 0;
  companies = [company()];
  patchAnswer = () => HttpResponse.json(company().priceLists[0]);
  sendAnswer = (number) =>
    HttpResponse.json({
      orderNumber: number,
      status: 'sent',
      reference: `TEST-${number}`,
      testMode: true,
      message: 'Test mode: no installment company was contacted; the loan is recorded as finalised.',
    });
});

function renderPage(path = '/admin/splatky', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

const priceListForm = () => screen.getByRole('form', { name: 'Upravit barém Test mode installments 30×' });

describe('the installment admin', () => {
  it('shows the companies, labels test mode, and lists their price lists', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Splátky' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: /Test mode installments/ });
    expect(within(card).getByText('Testovací režim')).toBeInTheDocument();
    const table = within(card).getByRole('table', { name: 'Barémy společnosti Test mode installments' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Test mode installments 30×test-30x');
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 3)).toEqual(['Standardní', '30', '14,9\u00a0%']);
    expect(cells[5]).toBe('8\u00a0000\u00a0Kč: 320\u00a0Kč měsíčně');
  });

  it('checks a price list in the browser, keeps the input, and puts the server’s refusal at its field', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Upravit barém Test mode installments 30×' }));
    const apr = within(priceListForm()).getByLabelText(/RPSN/);
    expect(apr).toHaveValue('14,9');
    await user.clear(apr);
    await user.type(apr, '9,999');
    await user.click(within(priceListForm()).getByRole('button', { name: 'Uložit barém' }));
    expect(apr).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte číslo s nejvýše dvěma desetinnými místy.'),
    );
    expect(apr).toHaveFocus();
    expect(patches).toEqual([]);

    patchAnswer = () =>
      HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Neplatný požadavek.',
          errors: { form: { validTo: ['Konec musí být později než začátek.'] } },
        },
        { status: 400 },
      );
    await user.clear(apr);
    await user.type(apr, '12,5');
    const validTo = within(priceListForm()).getByLabelText('Platí do');
    await user.type(validTo, '2026-12-31');
    await user.click(within(priceListForm()).getByRole('button', { name: 'Uložit barém' }));
    await waitFor(() =>
      expect(validTo).toHaveAccessibleDescription(
        expect.stringContaining('Konec musí být později než začátek.'),
      ),
    );
    expect(validTo).toHaveValue('2026-12-31');
    expect(apr).toHaveValue('12,5');
    expect(patches).toEqual([
      {
        id: '11',
        body: {
          code: 'test-30x',
          barem: 'Test mode installments 30×',
          type: 'Standardní',
          months: 30,
          apr: 12.5,
          downPaymentPercent: null,
          minAmount: 800_000,
          validFrom: null,
          validTo: '2026-12-31',
          active: true,
        },
      },
    ]);

    patchAnswer = () => HttpResponse.json({ ...company().priceLists[0], apr: 12.5 });
    await user.clear(validTo);
    await user.click(within(priceListForm()).getByRole('button', { name: 'Uložit barém' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(
      await screen.findByText(/^Barém je uložený\. Kalkulačka splátek/, {
        ignore: '[aria-hidden="true"], script, style',
      }),
    ).toBeInTheDocument();
    expect(patches.at(-1)?.body).toMatchObject({ apr: 12.5, validTo: null });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: /Upravit barém/ })).not.toBeInTheDocument(),
    );
  });

  it('filters the orders’ installments by status in the URL', async () => {
    const { user } = renderPage();
    const table = await screen.findByRole('table', { name: 'Splátky objednávek' });
    await within(table).findByRole('link', { name: 'CZ26000123' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stav splátky' }), 'Odeslaná');
    await waitFor(() => expect(orderRequests.at(-1)?.searchParams.get('status')).toBe('sent'));
    expect(screen.getByLabelText('adresa')).toHaveTextContent('/admin/splatky?status=sent');
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'CZ26000123' })).not.toBeInTheDocument(),
    );
    expect(within(table).getByRole('link', { name: 'CZ26000124' })).toHaveAttribute(
      'href',
      '/admin/objednavky/CZ26000124',
    );
  });

  it('asks before marking an installment as sent, and says test mode contacted no company', async () => {
    const { user } = renderPage();
    const button = await screen.findByRole('button', {
      name: 'Označit splátku objednávky CZ26000123 jako odeslanou',
    });
    expect(
      screen.queryByRole('button', { name: 'Označit splátku objednávky CZ26000124 jako odeslanou' }),
    ).not.toBeInTheDocument();
    await user.click(button);
    let dialog = screen.getByRole('alertdialog', { name: 'Odeslat splátku objednávky CZ26000123?' });
    expect(dialog).toHaveTextContent('Testovací režim: žádná společnost nebude kontaktována');
    await user.click(within(dialog).getByRole('button', { name: 'Zpět' }));
    expect(sends).toEqual([]);

    await user.click(button);
    dialog = screen.getByRole('alertdialog', { name: 'Odeslat splátku objednávky CZ26000123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat splátku' }));
    expect(
      await screen.findByText('Splátka objednávky CZ26000123 je odeslaná (reference TEST-CZ26000123).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Testovací režim – žádná společnost nebyla kontaktována')).toBeInTheDocument();
    expect(sends).toEqual(['CZ26000123']);
  });

  it('shows the server’s reason when the move to sent is refused', async () => {
    sendAnswer = () =>
      HttpResponse.json(
        {
          type: 'conflict',
          code: 'installment_not_sendable',
          message: 'Splátková společnost úvěr zamítla, odeslat ho nelze.',
        },
        { status: 409 },
      );
    const { user } = renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Označit splátku objednávky CZ26000123 jako odeslanou' }),
    );
    await user.click(screen.getByRole('button', { name: 'Odeslat splátku' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Splátku se nepodařilo odeslat');
    expect(alert).toHaveTextContent('Splátková společnost úvěr zamítla, odeslat ho nelze.');
  });

  it('is in Romanian at /admin/rate', async () => {
    companies = [company({ currency: 'RON', minAmount: 60_000, maxAmount: 4_000_000 })];
    renderPage('/admin/rate', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rate' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Companii de rate' })).toBeInTheDocument();
    expect((await screen.findAllByText('Mod de test')).length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('button', { name: 'Marcați rata comenzii CZ26000123 ca trimisă' }),
    ).toBeEnabled();
  });
});
