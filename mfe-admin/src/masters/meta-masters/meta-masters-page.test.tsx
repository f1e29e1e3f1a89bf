import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { MetaMaster } from 'shared-domain';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../testing/render-admin.tsx';

const BASE = '/api/new/mp-meta-master/admin';
const iphone16: MetaMaster = {
  id: 1,
  name: 'iPhone 16',
  masterProducts: [{ id: 16, name: 'Apple iPhone 16', typeName: 'Mobilní telefony' }],
};
const calls: { method: string; path: string; body?: unknown }[] = [];

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get(`${BASE}/meta-masters/`, () =>
    HttpResponse.json([
      { id: 1, name: 'iPhone 16', masterProductCount: 1 },
      { id: 2, name: 'Galaxy S24', masterProductCount: 0 },
    ]),
  ),
  http.get(`${BASE}/get-meta-master/:id/`, ({ params }) =>
    Number(params.id) === 1
      ? HttpResponse.json(iphone16)
      : HttpResponse.json({ id: Number(params.id), name: 'Nová řada', masterProducts: [] }),
  ),
  http.get('/api/new/admin/history/:entity/:id', ({ params }) =>
    HttpResponse.json({
      items: [
        {
          id: '1',
          at: '2026-11-20T10:00:00.000Z',
          actor: `admin@example.cz (${params.entity} ${params.id})`,
          action: 'create',
          before: null,
          after: { name: 'iPhone 16' },
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
    }),
  ),
  http.get(`${BASE}/exclude-meta-master/:id`, () => HttpResponse.json([{ id: 2, name: 'Galaxy S24' }])),
  http.get(`${BASE}/master-products/`, () =>
    HttpResponse.json([
      {
        id: 16,
        name: 'Apple iPhone 16',
        typeName: 'Mobilní telefony',
        metaMaster: { id: 1, name: 'iPhone 16' },
      },
      {
        id: 17,
        name: 'Apple iPhone 16 Pro',
        typeName: 'Mobilní telefony',
        metaMaster: { id: 2, name: 'Galaxy S24' },
      },
    ]),
  ),
  http.post(`${BASE}/add-meta-master/`, async ({ request }) => {
    calls.push({ method: 'POST', path: 'add-meta-master', body: await request.json() });
    return HttpResponse.json({ id: 3, name: 'Nová řada', masterProducts: [] }, { status: 201 });
  }),
  http.patch(`${BASE}/add-master-product/`, async ({ request }) => {
    calls.push({ method: 'PATCH', path: 'add-master-product', body: await request.json() });
    return HttpResponse.json(iphone16);
  }),
  http.patch(`${BASE}/swap-meta-master/:id/`, async ({ request, params }) => {
    calls.push({ method: 'PATCH', path: `swap-meta-master/${params.id}`, body: await request.json() });
    return HttpResponse.json(iphone16);
  }),
  http.delete(`${BASE}/delete-meta-master/:id/`, ({ params }) => {
    calls.push({ method: 'DELETE', path: `delete-meta-master/${params.id}` });
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  calls.length = 0;
});

describe('the meta masters', () => {
  it('opens a meta master with its master products and adds one found by the picker', async () => {
    const { user } = renderAdmin('/admin/meta-mastery');
    const list = await screen.findByRole('navigation', { name: 'Seznam meta masterů' }, { timeout: 5000 });
    expect(list).toHaveTextContent('1 master produkt');
    await user.click(within(list).getByRole('button', { name: 'iPhone 16' }));
    const detail = await screen.findByRole('region', { name: 'iPhone 16' });
    expect(within(detail).getByText('Apple iPhone 16')).toBeInTheDocument();

    await user.type(within(detail).getByRole('searchbox', { name: /Přidat master produkt/ }), 'iphone');
    // Those already in it are not offered; those elsewhere say where they are.
    const add = await within(detail).findByRole('button', { name: 'Přidat Apple iPhone 16 Pro' });
    expect(within(detail).queryByRole('button', { name: 'Přidat Apple iPhone 16' })).not.toBeInTheDocument();
    expect(
      within(detail).getByText('ve\u00a0skupině Galaxy S24', { normalizer: (text) => text }),
    ).toBeInTheDocument();
    await user.click(add);
    await waitFor(() =>
      expect(calls).toEqual([
        { method: 'PATCH', path: 'add-master-product', body: { meta_master_id: 1, master_product_id: 17 } },
      ]),
    );

    await user.click(within(detail).getByText('Historie změn'));
    expect(await within(detail).findByText(/admin@example\.cz \(meta-master 1\)/)).toBeInTheDocument();
  });

  it('moves a master product to another meta master', async () => {
    const { user } = renderAdmin('/admin/meta-mastery');
    const list = await screen.findByRole('navigation', { name: 'Seznam meta masterů' }, { timeout: 5000 });
    await user.click(within(list).getByRole('button', { name: 'iPhone 16' }));
    const detail = await screen.findByRole('region', { name: 'iPhone 16' });
    await user.selectOptions(
      await within(detail).findByRole('combobox', { name: 'Přesunout Apple iPhone 16 do' }),
      'Galaxy S24',
    );
    await user.click(within(detail).getByRole('button', { name: 'Přesunout' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'PATCH', path: 'swap-meta-master/16', body: { meta_master_id: 2 } }]),
    );
  });

  it('creates a meta master and deletes one only after confirmation', async () => {
    const { user } = renderAdmin('/admin/meta-mastery');
    await user.type(
      await screen.findByRole('textbox', { name: /Název nového meta masteru/ }, { timeout: 5000 }),
      'Nová řada',
    );
    await user.click(screen.getByRole('button', { name: 'Vytvořit' }));
    await waitFor(() =>
      expect(calls[0]).toEqual({ method: 'POST', path: 'add-meta-master', body: { name: 'Nová řada' } }),
    );
    const detail = await screen.findByRole('region', { name: 'Nová řada' });

    await user.click(within(detail).getByRole('button', { name: 'Odstranit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Odstranit meta master Nová řada?' });
    expect(confirm).toHaveTextContent('Jeho master produkty zůstanou, jen bez meta masteru.');
    await user.click(within(confirm).getByRole('button', { name: 'Zrušit' }));
    expect(calls).toHaveLength(1);
    await user.click(within(detail).getByRole('button', { name: 'Odstranit' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Odstranit' }),
    );
    await waitFor(() => expect(calls.at(-1)).toEqual({ method: 'DELETE', path: 'delete-meta-master/3' }));
    expect(await screen.findByText('Vyberte meta master ze seznamu.')).toBeInTheDocument();
  });
});
