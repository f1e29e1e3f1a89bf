import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser, StoreStock } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { customer, renderWithProviders, setupTestServer, staff, warehouse } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';

function WarehouseRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const stock: StoreStock[] = [
  { storeId: 3, storeName: 'Mobilní svět Brno – náměstí Svobody', skus: 84, units: 1250 },
  { storeId: 1, storeName: 'Mobilní svět Praha – Václavské náměstí', skus: 112, units: 2045 },
];

let sessionUser: CurrentUser | null = null;
let stockRequests = 0;
const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/warehouse/stock-summary', () => {
    stockRequests += 1;
    return HttpResponse.json(stock);
  }),
);

beforeEach(() => {
  sessionUser = null;
  stockRequests = 0;
});

function renderWarehouse(shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<WarehouseRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [shop === 'cz' ? '/sklad' : '/depozit'],
  });
}

describe('warehouse page', () => {
  it('shows a skeleton while it checks who is logged in', async () => {
    renderWarehouse();
    expect(screen.getByRole('status', { name: 'Ověřujeme vaše oprávnění…' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Sklad' });
  });

  it('refuses an anonymous visitor and offers to log in', async () => {
    renderWarehouse();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sklad' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fsklad',
    );
    expect(stockRequests).toBe(0);
  });

  it('refuses a customer', async () => {
    sessionUser = customer;
    renderWarehouse();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
    expect(stockRequests).toBe(0);
  });

  it('shows the warehouse role the stock per store from the api', async () => {
    sessionUser = warehouse;
    renderWarehouse();
    const table = await screen.findByRole('table', { name: 'Zásoby zboží v\u00a0jednotlivých prodejnách' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Prodejna', 'Druhy zboží (SKU)', 'Kusy']);
    const praha = within(table).getByRole('row', { name: /Praha/ });
    expect(
      within(praha)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['112', '2\u00a0045']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const sections = screen.getByRole('region', { name: 'Práce ve skladu' });
    expect(within(sections).getByRole('link', { name: 'Vychystávání' })).toHaveAttribute(
      'href',
      '/sklad/vychystavani',
    );
    expect(within(sections).getByRole('link', { name: 'Balení' })).toHaveAttribute('href', '/sklad/baleni');
    expect(within(sections).getAllByRole('link')).toHaveLength(7);
    const navigation = screen.getByRole('navigation', { name: 'Navigace skladu' });
    expect(within(navigation).getByRole('link', { name: 'Přehled skladu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lets staff in as well', async () => {
    sessionUser = staff;
    renderWarehouse();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('offers to try again when the stock cannot be loaded', async () => {
    sessionUser = warehouse;
    let calls = 0;
    server.use(
      http.get('/api/new/warehouse/stock-summary', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : HttpResponse.json(stock);
      }),
    );
    const { user } = renderWarehouse();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data se nepodařilo načíst');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('is mounted at /depozit in Romanian', async () => {
    renderWarehouse('ro');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nu aveți permisiunea de a accesa această pagină.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Depozit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Autentificați-vă' })).toHaveAttribute(
      'href',
      '/autentificare?next=%2Fdepozit',
    );
  });
});
