import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CrateOverview, Handover, Recount, StockMovement } from 'shared-domain/contracts/staff.ts';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, warehouse } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import remote from '../routes.tsx';

function WarehouseRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const crates: CrateOverview[] = [
  {
    code: 'BOX-01',
    name: 'Bedna 1',
    updatedAt: '2026-11-26T09:30:00Z',
    orders: ['2026000101', '2026000102'],
    holder: 'Lucie Černá',
    station: null,
  },
];
const handovers: Handover[] = [
  {
    id: 5,
    number: 'PPL-20261126',
    carrier: 'PPL',
    date: '2026-11-26',
    packages: 12,
    protocolUrl: '/api/new/warehouse/handovers/5/protocol.pdf',
  },
];
const recounts: Recount[] = [
  {
    productId: 11,
    storeId: 1,
    storeName: 'Praha',
    name: 'iPhone 16 128 GB',
    code: 'IP16-128',
    location: 'A-03-2',
    quantity: 4,
    reason: 'Prázdná krabice',
    requestedAt: '2026-11-26T08:00:00Z',
  },
];
const movement = (id: string, kind: StockMovement['kind']): StockMovement => ({
  id,
  kind,
  productCode: 'IP16-128',
  productName: 'iPhone 16 128 GB',
  storeName: 'Praha',
  orderNumber: '2026000101',
  quantity: -1,
  note: null,
  user: 'Lucie Černá',
  createdAt: '2026-11-26T08:00:00Z',
});

let recountPosts: unknown[];
let movementQueries: string[];
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: warehouse })),
  http.get('/api/new/warehouse/crates', () => HttpResponse.json(crates)),
  http.get('/api/new/warehouse/handovers', () => HttpResponse.json(handovers)),
  http.get('/api/new/warehouse/recounts', () => HttpResponse.json(recounts)),
  http.post('/api/new/warehouse/recounts', async ({ request }) => {
    recountPosts.push(await request.json());
    return HttpResponse.json({ ok: true });
  }),
  http.get('/api/new/warehouse/stock-movements', ({ request }) => {
    const url = new URL(request.url);
    movementQueries.push(url.search);
    const page = Number(url.searchParams.get('page'));
    return HttpResponse.json({
      items: [movement(`m${page}`, 'picked')],
      page,
      pageSize: 50,
      hasMore: page < 2,
    });
  }),
);

beforeEach(() => {
  recountPosts = [];
  movementQueries = [];
});

function renderAt(path: string) {
  return renderWithProviders(<WarehouseRoutes />, { messages: csCZ, initialEntries: [path] });
}

describe('warehouse records', () => {
  it('lists the crates with their orders and holder', async () => {
    renderAt('/sklad/bedny');
    const table = await screen.findByRole('table', { name: 'Bedny a\u00a0objednávky v\u00a0nich' });
    const row = within(table).getByRole('row', { name: /Bedna 1/ });
    expect(within(row).getByText('2026000101, 2026000102')).toBeInTheDocument();
    expect(within(row).getByText('Lucie Černá')).toBeInTheDocument();
    expect(within(row).getByText('26.11.26 10:30')).toBeInTheDocument();
  });

  it('links each hand-over protocol', async () => {
    renderAt('/sklad/predani');
    expect(await screen.findByRole('link', { name: 'Protokol PPL-20261126 (PDF)' })).toHaveAttribute(
      'href',
      '/api/new/warehouse/handovers/5/protocol.pdf',
    );
  });

  it('records a counted quantity, refusing one that is not a number', async () => {
    const { user } = renderAt('/sklad/inventura');
    const field = await screen.findByLabelText(/Spočítané kusy: iPhone 16 128 GB/);
    await user.type(field, 'abc');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(screen.getByText('Zadejte celé číslo od 0 do 100 000.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await screen.findByRole('table');
    expect(recountPosts).toEqual([{ productId: 11, storeId: 1, quantity: 3 }]);
  });

  it('pages and filters the stock movements', async () => {
    const { user } = renderAt('/sklad/pohyby');
    await screen.findByRole('table', { name: /stránka 1/ });
    await user.click(screen.getByRole('button', { name: 'Další stránka' }));
    await screen.findByRole('table', { name: /stránka 2/ });
    expect(screen.getByRole('button', { name: 'Další stránka' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Druh pohybu'), 'Vychystání');
    await user.type(screen.getByLabelText('Kód produktu'), 'IP16-128');
    await user.click(screen.getByRole('button', { name: 'Filtrovat' }));
    await screen.findByRole('table', { name: /stránka 1/ });
    expect(movementQueries).toEqual(['?page=1', '?page=2', '?page=1&productCode=IP16-128&kind=picked']);
  });

  it('prints the command barcodes, saying which need a second scan', async () => {
    renderAt('/sklad/prikazy');
    const items = await screen.findAllByRole('listitem');
    const commands = items.filter((item) => item.querySelector('svg'));
    expect(commands.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Dokončit balík',
      'Předat dopravci',
      'Přeskočit',
      'Vrátit poslední sken',
      'Zrušit objednávku',
    ]);
    expect(within(commands[2]).getByText('CMD-SKIP')).toBeInTheDocument();
    expect(within(commands[2]).getByText('Pro potvrzení naskenujte dvakrát.')).toBeInTheDocument();
    expect(within(commands[0]).queryByText(/naskenujte dvakrát/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vytisknout' })).toBeInTheDocument();
  });
});
