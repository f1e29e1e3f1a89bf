import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { OrderBulkCancelResult } from 'shared-domain';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';
import { orderGridRow } from '../testing/order-fixtures.ts';

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{`${location.pathname}${location.search}`}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

const rows = [
  orderGridRow(),
  orderGridRow({
    number: 'CZ26000124',
    createdAt: '2026-03-06T09:05:00.000Z',
    status: 'shipped',
    paymentStatus: 'not_paid',
    paymentType: 'cash_on_delivery',
    deliveryType: 'courier',
    store: null,
    customerName: 'Petr Svoboda',
    company: null,
    email: 'petr.svoboda@example.cz',
    phone: '+420 602 111 222',
    total: { amount: 54_900, currency: 'CZK' },
  }),
];
const TOTAL = 2;

const gridRequests: URL[] = [];
const cancels: unknown[] = [];
let cancelAnswer: () => Response;

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/orders', ({ request }) => {
    const url = new URL(request.url);
    gridRequests.push(url);
    return HttpResponse.json({
      items: rows,
      total: TOTAL,
      page: Number(url.searchParams.get('page')),
      pageSize: Number(url.searchParams.get('pageSize')),
    });
  }),
  http.get('/api/new/admin/orders/stores', () =>
    HttpResponse.json({
      stores: [
        { id: 2, name: 'Praha – Václavské náměstí' },
        { id: 3, name: 'Brno – Vaňkovka' },
      ],
    }),
  ),
  http.post('/api/new/admin/orders/cancel', async ({ request }) => {
    cancels.push(await request.json());
    return cancelAnswer();
  }),
);

const partlyCancelled: OrderBulkCancelResult = {
  cancelled: [{ number: 'CZ26000123', releasedPieces: 1, refund: null, creditNote: null }],
  refused: [{ number: 'CZ26000124', message: 'Odeslanou nebo doručenou objednávku už nelze zrušit.' }],
};

beforeEach(() => {
  gridRequests.length = 0;
  cancels.length = 0;
  cancelAnswer = () => HttpResponse.json(partlyCancelled);
});

function renderGrid(path = '/admin/objednavky', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

const lastQuery = () => gridRequests.at(-1)?.searchParams;

/** The query of the page's URL, where the grid keeps its state. */
function addressParams(): Record<string, string> {
  const address = screen.getByLabelText('adresa').textContent ?? '';
  return Object.fromEntries(new URLSearchParams(address.split('?')[1] ?? ''));
}

/** The texts of a row's cells, the checkbox cell left out. */
function cellsOf(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent ?? '');
}

describe('the orders grid', () => {
  it('lists the orders newest first, with links to their detail', async () => {
    renderGrid();
    expect(await screen.findByRole('heading', { level: 1, name: 'Objednávky' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Objednávky' });
    const link = await within(table).findByRole('link', { name: 'CZ26000123' });
    expect(link).toHaveAttribute('href', '/admin/objednavky/CZ26000123');

    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = cellsOf(first);
    expect(cells[0]).toBe('CZ26000123');
    // 13:30 UTC is 14:30 in Prague in March.
    expect(cells[1]).toMatch(/^05\.03\.26 14:30$|^5\. 3\. 26 14:30$/);
    expect(cells.slice(2)).toEqual([
      'Jana NovákováFirma Example s.r.o.',
      'jana.novakova@example.cz',
      'Zaplacená',
      'Zaplaceno',
      'Osobní odběr na prodejněPraha – Václavské náměstí',
      '13\u00a0980\u00a0Kč',
    ]);
    expect(cellsOf(second).slice(2)).toEqual([
      'Petr Svoboda',
      'petr.svoboda@example.cz',
      'Odeslaná',
      'Nezaplaceno',
      'Kurýr na adresu',
      '549\u00a0Kč',
    ]);
    // The phone column waits in the column chooser.
    expect(within(table).queryByText('+420 777 123 456')).not.toBeInTheDocument();
    expect(lastQuery()?.get('sort')).toBe('newest');
    expect(lastQuery()?.get('page')).toBe('1');
  });

  it('filters at once by the choices, and by search and dates when applied', async () => {
    const { user } = renderGrid();
    await screen.findByRole('table', { name: 'Objednávky' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'Zaplacená');
    await waitFor(() => expect(lastQuery()?.get('status')).toBe('paid'));
    await screen.findByRole('option', { name: 'Brno – Vaňkovka' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Prodejna' }), 'Brno – Vaňkovka');
    await waitFor(() => expect(lastQuery()?.get('store')).toBe('3'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Doprava' }), 'Výdejní místo');
    await waitFor(() => expect(lastQuery()?.get('deliveryType')).toBe('pickup_point'));
    expect(addressParams()).toEqual({ status: 'paid', store: '3', deliveryType: 'pickup_point' });

    const search = screen.getByRole('searchbox', { name: 'Hledat' });
    const apply = screen.getByRole('button', { name: 'Použít filtr' });
    await user.type(search, 'C');
    await user.click(apply);
    expect(await screen.findByText('Zadejte alespoň 2 znaky.')).toBeInTheDocument();

    await user.type(search, 'Z26');
    await user.type(screen.getByLabelText('Objednáno od'), '2026-03-10');
    await user.type(screen.getByLabelText('Objednáno do'), '2026-03-01');
    await user.click(apply);
    expect(await screen.findByText('Konec období nesmí být před jeho začátkem.')).toBeInTheDocument();
    expect(gridRequests.some((url) => url.searchParams.has('q') || url.searchParams.has('from'))).toBe(false);

    await user.clear(screen.getByLabelText('Objednáno do'));
    await user.type(screen.getByLabelText('Objednáno do'), '2026-03-31');
    await user.click(apply);
    await waitFor(() => expect(lastQuery()?.get('q')).toBe('CZ26'));
    expect(lastQuery()?.get('from')).toBe('2026-03-10');
    expect(lastQuery()?.get('to')).toBe('2026-03-31');
    expect(lastQuery()?.get('status')).toBe('paid');
    expect(addressParams()).toEqual({
      status: 'paid',
      store: '3',
      deliveryType: 'pickup_point',
      q: 'CZ26',
      from: '2026-03-10',
      to: '2026-03-31',
    });
    expect(screen.getByRole('link', { name: 'Exportovat do CSV' })).toHaveAttribute(
      'href',
      '/api/new/admin/orders/export.csv?sort=newest&q=CZ26&status=paid&deliveryType=pickup_point&store=3&from=2026-03-10&to=2026-03-31',
    );
  });

  it('sorts by a column the api sorts by', async () => {
    const { user } = renderGrid();
    const table = await screen.findByRole('table', { name: 'Objednávky' });
    await user.click(within(table).getByRole('button', { name: /Celkem/ }));
    await waitFor(() => expect(lastQuery()?.get('sort')).toBe('total'));
    expect(addressParams()).toEqual({ sort: 'total' });
  });

  it('says an order must be chosen, and sends nothing, when bulk cancel has none', async () => {
    const { user } = renderGrid();
    await screen.findByRole('link', { name: 'CZ26000123' });
    await user.click(screen.getByRole('button', { name: 'Zrušit vybrané' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Musíte vybrat alespoň jednu objednávku.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancels).toEqual([]);
  });

  it('asks before cancelling the chosen orders, posts their numbers and tells what happened', async () => {
    const { user } = renderGrid();
    const table = await screen.findByRole('table', { name: 'Objednávky' });
    await within(table).findByRole('link', { name: 'CZ26000123' });
    await user.click(within(table).getByRole('checkbox', { name: 'Vybrat řádek CZ26000123' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Vybrat řádek CZ26000124' }));
    await user.click(screen.getByRole('button', { name: 'Zrušit vybrané' }));

    let dialog = await screen.findByRole('alertdialog', { name: 'Zrušit 2 objednávky?' });
    expect(dialog).toHaveTextContent('Zboží se vrátí na sklad');
    await user.click(within(dialog).getByRole('button', { name: 'Ponechat objednávky' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancels).toEqual([]);

    const requestsBefore = gridRequests.length;
    await user.click(screen.getByRole('button', { name: 'Zrušit vybrané' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Zrušit 2 objednávky?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit objednávky' }));

    const outcome = await screen.findByText('Zrušena 1 objednávka.');
    expect(outcome.closest('[role="alert"]')).toHaveTextContent(
      'CZ26000124: Odeslanou nebo doručenou objednávku už nelze zrušit.',
    );
    expect(cancels).toEqual([{ numbers: ['CZ26000123', 'CZ26000124'] }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The selection is spent and the rows are fetched again.
    expect(within(table).getByRole('checkbox', { name: 'Vybrat řádek CZ26000123' })).not.toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Vybrat řádek CZ26000124' })).not.toBeChecked();
    await waitFor(() => expect(gridRequests.length).toBeGreaterThan(requestsBefore));
  });

  it('explains a refused bulk cancel in the shop language', async () => {
    cancelAnswer = () =>
      HttpResponse.json(
        { type: 'validation', code: 'nothing_selected', message: 'Musíte vybrat alespoň jednu objednávku.' },
        { status: 400 },
      );
    const { user } = renderGrid();
    const table = await screen.findByRole('table', { name: 'Objednávky' });
    await user.click(await within(table).findByRole('checkbox', { name: 'Vybrat řádek CZ26000124' }));
    await user.click(screen.getByRole('button', { name: 'Zrušit vybrané' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Zrušit 1 objednávku?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit objednávky' }));
    const alert = (await screen.findByText('Objednávky se nepodařilo zrušit')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Musíte vybrat alespoň jednu objednávku.');
    expect(cancels).toEqual([{ numbers: ['CZ26000124'] }]);
  });

  it('speaks Romanian at /admin/comenzi', async () => {
    const { user } = renderGrid('/admin/comenzi', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comenzi' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Comenzi' });
    expect(await within(table).findByRole('link', { name: 'CZ26000123' })).toHaveAttribute(
      'href',
      '/admin/comenzi/CZ26000123',
    );
    await user.click(screen.getByRole('button', { name: 'Anulați comenzile selectate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Trebuie să selectați cel puțin o comandă.');
    expect(cancels).toEqual([]);
  });
});
