import { act, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { PickingList, PickingOrder } from 'shared-domain/contracts/staff.ts';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, warehouse } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';
import { scanCzech } from '../scanner/scanner-keys.ts';

function WarehouseRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const line = {
  productId: 11,
  name: 'iPhone 16 128 GB',
  code: 'IP16-128',
  ean: '0195949000000',
  location: 'A-03-2',
  quantity: 1,
};
function order(orderNumber: string, overrides: Partial<PickingOrder> = {}): PickingOrder {
  return {
    orderNumber,
    status: 'waiting',
    deliveryType: 'courier',
    carrier: 'PPL',
    createdAt: '2026-11-26T08:00:00Z',
    crate: null,
    reason: null,
    blocked: false,
    picker: null,
    lines: [line],
    ...overrides,
  };
}

let orders: PickingOrder[];
let posts: { path: string; body: unknown }[];
let listQueries: string[];
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: warehouse })),
  http.get('/api/new/warehouse/stock-summary', () =>
    HttpResponse.json([
      { storeId: 1, storeName: 'Praha', skus: 1, units: 1 },
      { storeId: 3, storeName: 'Brno', skus: 1, units: 1 },
    ]),
  ),
  http.get('/api/new/warehouse/picking', ({ request }) => {
    listQueries.push(new URL(request.url).search);
    const list: PickingList = {
      storeId: 1,
      storeName: 'Praha',
      orders,
      walk: [
        { ...line, quantity: 2, orders: orders.map((o) => ({ orderNumber: o.orderNumber, quantity: 1 })) },
      ],
    };
    return HttpResponse.json(list);
  }),
  http.post('/api/new/warehouse/picking/:number/:action', async ({ request, params }) => {
    const body = await request.json();
    posts.push({ path: `${params.number}/${params.action}`, body });
    const target = orders.find((o) => o.orderNumber === params.number);
    if (!target)
      return HttpResponse.json({ type: 'not_found', code: 'not_found', message: 'No' }, { status: 404 });
    if (params.action === 'start') target.status = 'in_progress';
    if (params.action === 'picked') {
      target.status = 'picked';
      target.crate = { code: (body as { crateCode: string }).crateCode, name: 'Bedna 1' };
    }
    if (params.action === 'problem') {
      const problem = body as { status: 'not_found'; reason: string };
      Object.assign(target, { status: problem.status, reason: problem.reason, blocked: true });
    }
    if (params.action === 'reset') Object.assign(target, { status: 'waiting', blocked: false, reason: null });
    return HttpResponse.json({ ok: true });
  }),
);

beforeEach(() => {
  orders = [order('2026000101'), order('2026000102', { status: 'in_progress', picker: 'Lucie Černá' })];
  posts = [];
  listQueries = [];
});

async function renderPicking(shop: 'cz' | 'ro' = 'cz') {
  const view = renderWithProviders(<WarehouseRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [shop === 'cz' ? '/sklad/vychystavani' : '/depozit/colectare'],
  });
  await screen.findByRole('table', { name: /seřazené podle regálů|ordonate după raft/ });
  return view;
}

const card = (orderNumber: string) => screen.getByRole('article', { name: new RegExp(orderNumber) });

describe('picking', () => {
  it('shows the walk and the orders with their status', async () => {
    await renderPicking();
    const walk = screen.getByRole('table', { name: /seřazené podle regálů/ });
    const stop = within(walk).getByRole('row', { name: /iPhone 16/ });
    expect(within(stop).getByText('A-03-2')).toBeInTheDocument();
    expect(within(stop).getByText('2026000101 (1×), 2026000102 (1×)')).toBeInTheDocument();
    expect(within(card('2026000101')).getByText('Čeká na vychystání')).toBeInTheDocument();
    expect(within(card('2026000102')).getByText('Vychystává se')).toBeInTheDocument();
    expect(screen.getByLabelText('Prodejna nebo sklad')).toHaveValue('1');
  });

  it('loads the list of the store chosen', async () => {
    const { user } = await renderPicking();
    await user.selectOptions(screen.getByLabelText('Prodejna nebo sklad'), 'Brno');
    await screen.findByRole('table', { name: /seřazené podle regálů/ });
    expect(listQueries).toContain('?storeId=3');
  });

  it('starts picking, then puts the order into the crate typed or scanned', async () => {
    const { user } = await renderPicking();
    await user.click(
      within(card('2026000101')).getByRole('button', { name: 'Začít vychystávat 2026000101' }),
    );
    expect(await within(card('2026000101')).findByText('Vychystává se')).toBeInTheDocument();
    await user.click(within(card('2026000101')).getByRole('button', { name: 'Vychystáno 2026000101' }));
    const dialog = screen.getByRole('dialog', { name: 'Do\u00a0které bedny jde objednávka 2026000101?' });
    await user.click(within(dialog).getByRole('button', { name: 'Uložit do\u00a0bedny' }));
    expect(within(dialog).getByText('Zadejte kód bedny.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Kód bedny/), 'BOX-01{Enter}');
    expect(
      await within(card('2026000101')).findByText('Vychystáno', { selector: 'span' }),
    ).toBeInTheDocument();
    expect(within(card('2026000101')).getByText(/Bedna 1/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts).toEqual([
      { path: '2026000101/start', body: {} },
      { path: '2026000101/picked', body: { crateCode: 'BOX-01' } },
    ]);
  });

  it('takes the crate code from the scanner while the focus is not in the field', async () => {
    const { user } = await renderPicking();
    await user.click(within(card('2026000102')).getByRole('button', { name: 'Vychystáno 2026000102' }));
    const dialog = screen.getByRole('dialog');
    within(dialog).getByRole('button', { name: 'Zrušit' }).focus();
    act(() => scanCzech('BOX-07'));
    expect(await within(card('2026000102')).findByText(/Bedna 1/)).toBeInTheDocument();
    expect(posts).toEqual([{ path: '2026000102/picked', body: { crateCode: 'BOX-07' } }]);
  });

  it('asks for a reason before reporting an item not found, then shows the order blocked', async () => {
    const { user } = await renderPicking();
    await user.click(within(card('2026000102')).getByRole('button', { name: 'Nenalezeno 2026000102' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Zboží pro\u00a0objednávku 2026000102 nebylo nalezeno',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Nahlásit a\u00a0zablokovat' }));
    expect(within(dialog).getByText('Napište důvod (alespoň 3 znaky).')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Důvod/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Důvod/), 'Prázdná krabice na regálu');
    await user.click(within(dialog).getByRole('button', { name: 'Nahlásit a\u00a0zablokovat' }));
    expect(
      await within(card('2026000102')).findByText(
        'Objednávka je zablokovaná, dokud se vychystávání neresetuje.',
      ),
    ).toBeInTheDocument();
    expect(within(card('2026000102')).getByText('Důvod: Prázdná krabice na regálu')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        path: '2026000102/problem',
        body: { status: 'not_found', productId: 11, reason: 'Prázdná krabice na regálu' },
      },
    ]);
  });

  it('resets picking only after the confirmation', async () => {
    orders[1] = order('2026000102', { status: 'not_available', blocked: true, reason: 'Vyprodáno' });
    const { user } = await renderPicking();
    await user.click(
      within(card('2026000102')).getByRole('button', { name: 'Resetovat vychystávání 2026000102' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Resetovat vychystávání objednávky 2026000102?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(posts).toHaveLength(0);
    await user.click(
      within(card('2026000102')).getByRole('button', { name: 'Resetovat vychystávání 2026000102' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Resetovat vychystávání' }),
    );
    expect(await within(card('2026000102')).findByText('Čeká na vychystání')).toBeInTheDocument();
    expect(posts).toEqual([{ path: '2026000102/reset', body: {} }]);
  });

  it('is at /depozit/colectare in Romanian', async () => {
    await renderPicking('ro');
    expect(screen.getByRole('heading', { level: 1, name: 'Colectare' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Începeți colectarea 2026000101' })).toBeInTheDocument();
  });
});
