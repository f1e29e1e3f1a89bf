import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { BuyoutList, CurrentUser } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { customer, renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { adminOverview } from '../overview/testing/overview-fixture.ts';
import remote from '../routes.tsx';
import { listItem } from './testing/buyout-fixtures.ts';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const LIST_URL = '/api/new/buyout/admin/buyouts/';

let sessionUser: CurrentUser | null = null;
let listQueries: URLSearchParams[] = [];

function listHandler(answer: (query: URLSearchParams) => BuyoutList) {
  return http.get(LIST_URL, ({ request }) => {
    const query = new URL(request.url).searchParams;
    listQueries.push(query);
    return HttpResponse.json(answer(query));
  });
}

const firstPage: BuyoutList = {
  items: [
    listItem(3, { status: 'device_received', customer: 'Jana Nováková', price: 1_250_000 }),
    listItem(2, {
      status: 'requoted',
      customer: 'Petr Svoboda',
      device: 'Samsung Galaxy S22 Black',
      quality: 'A+',
      price: 899_900,
      created_at: '2026-03-04T12:00:00Z',
    }),
  ],
  page: 1,
  pageSize: 20,
  total: 45,
};

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/admin/overview', () =>
    HttpResponse.json(adminOverview({ products: 1, orders: 2, customers: 3, stores: 4 })),
  ),
  listHandler(() => firstPage),
);

beforeEach(() => {
  sessionUser = staff;
  listQueries = [];
});

function renderAdmin(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

function bodyRows(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('buyout list', () => {
  it('shows staff the buyouts, newest first, with every column', async () => {
    renderAdmin('/admin/vykupy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Výkupy' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Výkupy od nejnovějšího, stránka 1 z\u00a03' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Číslo',
      'Vytvořeno',
      'Zákazník',
      'Zařízení',
      'Koupeno',
      'Celkový stav',
      'Kvalita',
      'Cena',
      'Stav',
    ]);

    const [first, second] = bodyRows(table);
    const cells = within(first).getAllByRole('cell');
    expect(within(first).getByRole('link', { name: 'V-2026-0003' })).toHaveAttribute(
      'href',
      '/admin/vykupy/3',
    );
    expect(cells[0]).toHaveTextContent(/^5\. 3\. 2026/);
    expect(cells.slice(1).map((cell) => cell.textContent)).toEqual([
      'Jana Nováková',
      'Apple iPhone 13 Midnight',
      '15. 3. 2024',
      'Použité',
      'B',
      '12\u00a0500\u00a0Kč',
      'Zařízení přijato',
    ]);
    expect(second).toHaveTextContent('Samsung Galaxy S22 Black');
    expect(second).toHaveTextContent('8 999 Kč');
    expect(second).toHaveTextContent('Přeceněno');
    expect(screen.getByText('Celkem 45 výkupů')).toBeInTheDocument();
    expect(listQueries.map(String)).toEqual(['page=1&pageSize=20']);
  });

  it('shows a skeleton while the list loads', async () => {
    server.use(
      http.get(LIST_URL, async () => {
        await delay(50);
        return HttpResponse.json(firstPage);
      }),
    );
    renderAdmin('/admin/vykupy');
    expect(await screen.findByRole('status', { name: 'Načítáme výkupy…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Načítáme výkupy…' })).not.toBeInTheDocument();
  });

  it('filters by status, from the first page', async () => {
    server.use(
      listHandler((query) =>
        query.get('status') === 'requoted'
          ? { items: [firstPage.items[1]], page: 1, pageSize: 20, total: 1 }
          : firstPage,
      ),
    );
    const { user } = renderAdmin('/admin/vykupy?page=2');
    await screen.findByRole('table');
    const filter = screen.getByRole('combobox', { name: 'Stav' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Všechny stavy',
      'Nový',
      'Zařízení přijato',
      'Zkontrolováno',
      'Nabídka potvrzena',
      'Přeceněno',
      'Vyplaceno',
      'Vráceno',
    ]);

    await user.selectOptions(filter, 'Přeceněno');
    expect(await screen.findByText('Celkem 1 výkup')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Výkupy od nejnovějšího, stránka 1 z\u00a01' });
    expect(bodyRows(table)).toHaveLength(1);
    expect(filter).toHaveValue('requoted');
    expect(listQueries.map(String)).toEqual(['page=2&pageSize=20', 'page=1&pageSize=20&status=requoted']);
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Stránkování výkupů' })).not.toBeInTheDocument();
  });

  it('pages through the list and keeps the filter', async () => {
    server.use(
      listHandler((query) => {
        const page = Number(query.get('page'));
        return {
          items: [listItem(100 - page, { number: `V-PAGE-${page}`, status: 'inspected' })],
          page,
          pageSize: 20,
          total: 45,
        };
      }),
    );
    const { user } = renderAdmin('/admin/vykupy?status=inspected');
    await screen.findByRole('link', { name: 'V-PAGE-1' });
    expect(
      within(screen.getByRole('navigation', { name: 'Stránkování výkupů' })).getByRole('link', {
        name: 'Stránka 1',
      }),
    ).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Stránka 3' }));
    expect(await screen.findByRole('link', { name: 'V-PAGE-3' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Výkupy od nejnovějšího, stránka 3 z\u00a03' }),
    ).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Stránkování výkupů' });
    expect(within(pagination).getByRole('link', { name: 'Stránka 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('button', { name: 'Další stránka' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Předchozí stránka' }));
    expect(await screen.findByRole('link', { name: 'V-PAGE-2' })).toBeInTheDocument();
    expect(listQueries.map(String)).toEqual([
      'page=1&pageSize=20&status=inspected',
      'page=3&pageSize=20&status=inspected',
      'page=2&pageSize=20&status=inspected',
    ]);
  });

  it('says so when there are no buyouts, and offers all of them when a filter finds none', async () => {
    server.use(listHandler(() => ({ items: [], page: 1, pageSize: 20, total: 0 })));
    const { user } = renderAdmin('/admin/vykupy?status=paid');
    expect(
      await screen.findByRole('heading', { name: 'Žádný výkup není ve stavu „Vyplaceno“.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Zobrazit všechny výkupy' }));
    expect(await screen.findByRole('heading', { name: 'Zatím tu nejsou žádné výkupy.' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveValue('');
  });

  it('offers the first page when an old link points past the last one', async () => {
    server.use(
      listHandler((query) =>
        query.get('page') === '1' ? firstPage : { items: [], page: 9, pageSize: 20, total: 45 },
      ),
    );
    const { user } = renderAdmin('/admin/vykupy?page=9');
    expect(
      await screen.findByRole('heading', { name: 'Na této straně už žádné výkupy nejsou.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Přejít na první stranu' }));
    expect(
      await screen.findByRole('table', { name: 'Výkupy od nejnovějšího, stránka 1 z\u00a03' }),
    ).toBeInTheDocument();
  });

  it('explains a failed load and tries again', async () => {
    let calls = 0;
    server.use(
      http.get(LIST_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : HttpResponse.json(firstPage);
      }),
    );
    const { user } = renderAdmin('/admin/vykupy');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Výkupy se nepodařilo načíst');
    expect(alert).toHaveTextContent('K této stránce nemáte přístup.');
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('is reached from the admin overview', async () => {
    const { user } = renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Navigace administrace' });
    expect(within(nav).getByRole('link', { name: 'Přehled' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Výkupy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Výkupy' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Navigace administrace' })).getByRole('link', {
        name: 'Výkupy',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('refuses a customer without asking the api for buyouts', async () => {
    sessionUser = customer;
    renderAdmin('/admin/vykupy');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Administrace' })).toBeInTheDocument();
    expect(listQueries).toHaveLength(0);
  });

  it('sends an anonymous visitor to log in and back', async () => {
    sessionUser = null;
    renderAdmin('/admin/vykupy?status=paid');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fadmin%2Fvykupy%3Fstatus%3Dpaid',
    );
    expect(listQueries).toHaveLength(0);
  });

  it('lives at /admin/rascumparari in the Romanian shop, in Romanian and lei', async () => {
    server.use(
      listHandler(() => ({
        items: [listItem(5, { status: 'offer_confirmed', currency: 'RON', price: 125_000 })],
        page: 1,
        pageSize: 20,
        total: 1,
      })),
    );
    renderAdmin('/admin/rascumparari', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Răscumpărări' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Răscumpărări, cele mai noi primele, pagina 1 din 1',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Număr',
      'Creată',
      'Client',
      'Dispozitiv',
      'Cumpărat',
      'Starea generală',
      'Calitate',
      'Preț',
      'Stare',
    ]);
    const [row] = bodyRows(table);
    expect(within(row).getByRole('link', { name: 'V-2026-0005' })).toHaveAttribute(
      'href',
      '/admin/rascumparari/5',
    );
    expect(row).toHaveTextContent('1.250 Lei');
    expect(row).toHaveTextContent('15 mar. 2024');
    expect(row).toHaveTextContent('Folosit');
    expect(row).toHaveTextContent('Ofertă confirmată');
    expect(screen.getByText('În total 1 răscumpărare')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stare' })).toHaveDisplayValue('Toate stările');
  });
});
