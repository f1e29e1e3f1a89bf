import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';
import { orderSummary } from './order-fixtures.ts';

/** 23 orders, newest first: pages of 10, 10 and 3. */
const allOrders = Array.from({ length: 23 }, (_, index) => orderSummary(index + 1));
let orders = allOrders;
const requestedPages: string[] = [];

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: customer })),
  http.get('/api/new/orders/mine', ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    requestedPages.push(url.search);
    const items = orders.slice((page - 1) * pageSize, page * pageSize);
    return HttpResponse.json({ items, page, pageSize, total: orders.length });
  }),
);

beforeEach(() => {
  orders = allOrders;
  requestedPages.length = 0;
});

function renderOrders(url = '/ucet/objednavky') {
  return renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: [url] });
}

function rowsOf(table: HTMLElement) {
  return within(table).getAllByRole('row').slice(1);
}

describe('orders overview', () => {
  it('lists the orders with number, date, status, payment and total', async () => {
    renderOrders();
    const table = await screen.findByRole('table', { name: 'Vaše objednávky' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Číslo objednávky', 'Datum', 'Stav', 'Platba', 'Celkem']);
    const rows = rowsOf(table);
    expect(rows).toHaveLength(10);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'CZ26000999' })).toHaveAttribute(
      'href',
      '/ucet/objednavky/CZ26000999',
    );
    expect(first.getByText('5. 3. 2026')).toBeInTheDocument();
    expect(first.getByText('Přijatá')).toBeInTheDocument();
    expect(first.getByText('Nezaplaceno')).toBeInTheDocument();
    expect(first.getByText(/^1\s001\sKč$/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Doručená')).toBeInTheDocument();
    expect(requestedPages).toEqual(['?page=1&pageSize=10']);
  });

  it('pages through the address: page 2 is requested and shown, and its link is current', async () => {
    const { user } = renderOrders();
    await screen.findByRole('link', { name: 'CZ26000999' });
    const pagination = screen.getByRole('navigation', { name: 'Stránky objednávek' });
    const pageTwo = within(pagination).getByRole('link', { name: 'Stránka 2' });
    expect(pageTwo).toHaveAttribute('href', '/ucet/objednavky?page=2');
    await user.click(pageTwo);

    expect(await screen.findByRole('link', { name: 'CZ26000989' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'CZ26000999' })).not.toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'Vaše objednávky' }))).toHaveLength(10);
    expect(within(pagination).getByRole('link', { name: 'Stránka 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pagination).getByRole('link', { name: 'Stránka 1' })).toHaveAttribute(
      'href',
      '/ucet/objednavky',
    );
    expect(requestedPages).toEqual(['?page=1&pageSize=10', '?page=2&pageSize=10']);
  });

  it('opens the page the address names', async () => {
    renderOrders('/ucet/objednavky?page=3');
    const table = await screen.findByRole('table', { name: 'Vaše objednávky' });
    expect(rowsOf(table)).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'CZ26000977' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stránka 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Další stránka' })).toBeDisabled();
    expect(requestedPages).toEqual(['?page=3&pageSize=10']);
  });

  it('shows the last page for a page past the end', async () => {
    renderOrders('/ucet/objednavky?page=7');
    expect(await screen.findByRole('link', { name: 'CZ26000977' })).toBeInTheDocument();
    expect(requestedPages).toEqual(['?page=7&pageSize=10', '?page=3&pageSize=10']);
  });

  it('invites a customer without orders to the shop', async () => {
    orders = [];
    renderOrders();
    expect(
      await screen.findByRole('heading', { name: 'Zatím nemáte žádné objednávky.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přejít do obchodu' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stránky objednávek' })).not.toBeInTheDocument();
  });

  it('says the orders could not be loaded and loads them again on request', async () => {
    let failures = 1;
    server.use(
      http.get('/api/new/orders/mine', () => {
        requestedPages.push('attempt');
        if (failures-- > 0) {
          return HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 });
        }
        return HttpResponse.json({ items: allOrders.slice(0, 10), page: 1, pageSize: 10, total: 23 });
      }),
    );
    const { user } = renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Objednávky se nepodařilo načíst');
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('table', { name: 'Vaše objednávky' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestedPages).toEqual(['attempt', 'attempt']);
  });
});
