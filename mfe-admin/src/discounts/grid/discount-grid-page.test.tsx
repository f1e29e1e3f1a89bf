import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';
import { discountGridRow } from '../testing/discount-fixtures.ts';

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
  discountGridRow(),
  discountGridRow({
    id: 8,
    title: 'Nabíječky',
    marketingName: 'Nabíječka za 199 Kč',
    type: 'fixed',
    value: 19_900,
    validTo: '2026-12-31T22:00:00.000Z',
    archivedAt: '2026-11-25T10:00:00.000Z',
    codes: { total: 0, used: 0 },
  }),
];
const gridRequests: URL[] = [];

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/discounts', ({ request }) => {
    const url = new URL(request.url);
    gridRequests.push(url);
    return HttpResponse.json({
      items: rows,
      total: 2,
      page: Number(url.searchParams.get('page')),
      pageSize: Number(url.searchParams.get('pageSize')),
    });
  }),
);

beforeEach(() => {
  gridRequests.length = 0;
});

function renderGrid(path = '/admin/slevy', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

const lastQuery = () => gridRequests.at(-1)?.searchParams;

function addressParams(): Record<string, string> {
  const address = screen.getByLabelText('adresa').textContent ?? '';
  return Object.fromEntries(new URLSearchParams(address.split('?')[1] ?? ''));
}

describe('the discounts grid', () => {
  it('lists the discounts with value, validity, archive state and code counts, linked to their detail', async () => {
    renderGrid();
    expect(await screen.findByRole('heading', { level: 1, name: 'Slevy' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Slevy' });
    expect(await within(table).findByRole('link', { name: 'Black Friday 2026' })).toHaveAttribute(
      'href',
      '/admin/slevy/7',
    );
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getByText('10 %')).toBeInTheDocument();
    expect(within(first).getByText('Aktivní')).toBeInTheDocument();
    expect(within(first).getByText('3 / 1000')).toBeInTheDocument();
    expect(within(first).getByText('bez konce')).toBeInTheDocument();
    expect(within(second).getByText('Pevná cena')).toBeInTheDocument();
    expect(within(second).getByText('199 Kč')).toBeInTheDocument();
    expect(within(second).getByText('Archivovaná')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nová sleva' })).toHaveAttribute('href', '/admin/slevy/nova');
    expect(lastQuery()?.get('sort')).toBe('newest');
    expect(lastQuery()?.get('page')).toBe('1');
  });

  it('keeps the filters in the URL: choices at once, the search when applied', async () => {
    const { user } = renderGrid();
    await screen.findByRole('table', { name: 'Slevy' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Typ' }), 'Pevná cena');
    await waitFor(() => expect(lastQuery()?.get('type')).toBe('fixed'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Archiv' }), 'Archivované');
    await waitFor(() => expect(lastQuery()?.get('archived')).toBe('archived'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platnost' }), 'Platné nyní');
    await waitFor(() => expect(lastQuery()?.get('validity')).toBe('now'));
    const search = screen.getByRole('searchbox', { name: 'Hledat' });
    await user.type(search, 'B');
    await user.click(screen.getByRole('button', { name: 'Použít filtr' }));
    expect(await screen.findByText('Zadejte alespoň 2 znaky.')).toBeInTheDocument();
    expect(gridRequests.some((url) => url.searchParams.has('q'))).toBe(false);
    await user.type(search, 'lack');
    await user.click(screen.getByRole('button', { name: 'Použít filtr' }));
    await waitFor(() => expect(lastQuery()?.get('q')).toBe('Black'));
    expect(addressParams()).toEqual({ type: 'fixed', archived: 'archived', validity: 'now', q: 'Black' });
  });

  it('opens from a URL with its filters and page, in Romanian at /admin/reduceri', async () => {
    renderGrid('/admin/reduceri?archived=all&page=2', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reduceri' })).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()?.get('archived')).toBe('all'));
    expect(lastQuery()?.get('page')).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Arhivă' })).toHaveValue('all');
    expect(await screen.findByRole('link', { name: 'Black Friday 2026' })).toHaveAttribute(
      'href',
      '/admin/reduceri/7',
    );
  });
});
