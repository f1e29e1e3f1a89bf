import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ProductGridRow } from 'shared-domain';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';
import { jobRun } from '../../tasks/testing-jobs.ts';

function AdminRoutes() {
  const location = useLocation();
  return (
    <>
      <output aria-label="adresa">{`${location.pathname}${location.search}`}</output>
      {useRoutes(remote.routes(useShop().shop))}
    </>
  );
}

function row(overrides: Partial<ProductGridRow>): ProductGridRow {
  return {
    id: 1,
    code: 'APL-IP13-128-BLK',
    ean: '0194252707012',
    masterProductId: 10,
    masterProductName: 'iPhone 13',
    brand: 'Apple',
    deviceType: 'Mobilní telefony',
    colour: 'Půlnočně černá',
    storageGb: 128,
    condition: 'new',
    qualityGrade: null,
    price: { amount: 1_399_000, currency: 'CZK' },
    stock: 4,
    categories: ['Mobilní telefony'],
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

const rows = [
  row({}),
  row({ id: 2, code: 'APL-IP13-256-B', storageGb: 256, condition: 'used', qualityGrade: 'B', stock: 1 }),
  row({
    id: 3,
    masterProductId: 11,
    masterProductName: 'Galaxy S23',
    brand: 'Samsung',
    code: 'SAM-S23',
    price: null,
  }),
];
const TOTAL = 1234;
const JOB_ID = '00000000-0000-4000-8000-0000000000aa';

const gridRequests: URL[] = [];
const assignments: { action: string; body: unknown }[] = [];
let assignAnswer: () => Response = () => HttpResponse.json({ masterProducts: 1, changed: 1 });
let jobPolls = 0;

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/catalogue/admin/products', ({ request }) => {
    const url = new URL(request.url);
    gridRequests.push(url);
    return HttpResponse.json({
      items: rows,
      total: TOTAL,
      page: Number(url.searchParams.get('page')),
      pageSize: Number(url.searchParams.get('pageSize')),
    });
  }),
  http.get('/api/new/catalogue/admin/products/brands', () =>
    HttpResponse.json({
      brands: [
        { seoName: 'apple', name: 'Apple' },
        { seoName: 'samsung', name: 'Samsung' },
      ],
    }),
  ),
  http.get('/api/new/catalogue/admin/categories/list', () =>
    HttpResponse.json({
      categories: [
        { id: 1, path: 'Mobilní telefony', typeDevice: 'phones' },
        { id: 5, path: 'Mobilní telefony › Výprodej', typeDevice: null },
      ],
    }),
  ),
  http.post('/api/new/catalogue/admin/product-categories/:action', async ({ request, params }) => {
    assignments.push({ action: String(params.action), body: await request.json() });
    return assignAnswer();
  }),
  http.get('/api/new/admin/jobs/:id', () => {
    jobPolls += 1;
    return HttpResponse.json(
      jobRun({
        id: JOB_ID,
        kind: 'catalogue.category-assignment',
        status: jobPolls > 1 ? 'done' : 'running',
        done: jobPolls > 1 ? 1234 : 500,
        total: 1234,
      }),
    );
  }),
);

beforeEach(() => {
  gridRequests.length = 0;
  assignments.length = 0;
  jobPolls = 0;
  assignAnswer = () => HttpResponse.json({ masterProducts: 1, changed: 1 });
});

function renderGrid(path = '/admin/produkty', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

const lastQuery = () => gridRequests.at(-1)?.searchParams;

describe('the product grid', () => {
  it('lists the products with links to their master product, the total and the new product link', async () => {
    renderGrid();
    const table = await screen.findByRole('table', { name: /Produkty/ });
    expect((await within(table).findAllByRole('link', { name: 'Apple iPhone 13' }))[0]).toHaveAttribute(
      'href',
      '/admin/produkty/10',
    );
    expect(within(table).getByText('256 GB · Půlnočně černá · Kvalita B')).toBeInTheDocument();
    expect(within(table).getByText('Bez ceny')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nový produkt' })).toHaveAttribute(
      'href',
      '/admin/produkty/novy',
    );
    expect(lastQuery()?.get('sort')).toBe('name');
    expect(lastQuery()?.get('page')).toBe('1');
  });

  it('filters by brand and stock at once, and searches only with at least 2 characters', async () => {
    const { user } = renderGrid();
    await screen.findByRole('table', { name: /Produkty/ });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Značka' }), 'Samsung');
    await waitFor(() => expect(lastQuery()?.get('brand')).toBe('samsung'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sklad' }), 'Dochází');
    await waitFor(() => expect(lastQuery()?.get('stock')).toBe('low'));
    expect(screen.getByLabelText('adresa')).toHaveTextContent('brand=samsung');

    const search = screen.getByRole('searchbox', { name: 'Hledat' });
    await user.type(search, 'i');
    await user.click(screen.getByRole('button', { name: 'Použít filtr' }));
    expect(await screen.findByText('Zadejte alespoň 2 znaky.')).toBeInTheDocument();
    expect(gridRequests.some((url) => url.searchParams.has('q'))).toBe(false);

    await user.type(search, 'p{Enter}');
    await waitFor(() => expect(lastQuery()?.get('q')).toBe('ip'));
    expect(lastQuery()?.get('brand')).toBe('samsung');
    expect(screen.getByRole('link', { name: 'Exportovat do CSV' })).toHaveAttribute(
      'href',
      '/api/new/catalogue/admin/products/export.csv?sort=name&q=ip&brand=samsung&stock=low',
    );
  });

  it('warns when categories are to be assigned without products', async () => {
    const { user } = renderGrid();
    await screen.findByRole('table', { name: /Produkty/ });
    await user.click(screen.getByRole('button', { name: 'Přiřadit kategorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přiřadit kategorie' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mobilní telefony › Výprodej' }));
    await user.click(within(dialog).getByRole('button', { name: 'Přiřadit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Musíte vybrat některé produkty a kategorie, které chcete aktualizovat.',
    );
    expect(assignments).toHaveLength(0);
  });

  it('assigns a category to the master products of the selected rows', async () => {
    const { user } = renderGrid();
    const table = await screen.findByRole('table', { name: /Produkty/ });
    await user.click(
      await within(table).findByRole('checkbox', { name: /Vybrat řádek Apple iPhone 13 128\sGB/ }),
    );
    await user.click(within(table).getByRole('checkbox', { name: /Vybrat řádek Apple iPhone 13 256\sGB/ }));
    await user.click(screen.getByRole('button', { name: 'Přiřadit kategorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přiřadit kategorie' });
    // Without a category chosen: the warning, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Přiřadit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Musíte vybrat některé produkty');
    expect(assignments).toHaveLength(0);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Mobilní telefony › Výprodej' }));
    await user.click(within(dialog).getByRole('button', { name: 'Přiřadit' }));
    expect((await screen.findAllByText('Úspěšně uloženo.')).length).toBeGreaterThan(0);
    expect(assignments).toEqual([{ action: 'add', body: { masterProductIds: [10], typeCategoryIds: [5] } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when saving fails, and keeps the dialog open', async () => {
    // A refusal, not a 5xx: the client retries those with backoff, which would only slow the test.
    assignAnswer = () =>
      HttpResponse.json({ type: 'validation', code: 'unknown_categories', message: 'x' }, { status: 400 });
    const { user } = renderGrid();
    const table = await screen.findByRole('table', { name: /Produkty/ });
    await user.click(await within(table).findByRole('checkbox', { name: /Vybrat řádek Samsung Galaxy S23/ }));
    await user.click(screen.getByRole('button', { name: 'Odebrat kategorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odebrat kategorie' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mobilní telefony' }));
    await user.click(within(dialog).getByRole('button', { name: 'Odebrat' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Během ukládání došlo k chybě.');
    expect(assignments[0]).toEqual({
      action: 'remove',
      body: { masterProductIds: [11], typeCategoryIds: [1] },
    });
  });

  it('assigns "all N matching" over the filter as a job and follows its progress', async () => {
    assignAnswer = () => HttpResponse.json({ jobId: JOB_ID }, { status: 202 });
    const { user } = renderGrid('/admin/produkty?brand=apple');
    const table = await screen.findByRole('table', { name: /Produkty/ });
    await within(table).findAllByRole('link', { name: 'Apple iPhone 13' });
    await user.click(screen.getByRole('checkbox', { name: 'Vybrat všechny řádky na této stránce' }));
    await user.click(screen.getByRole('button', { name: /Vybrat všech 1\s234 odpovídajících řádků/ }));
    await user.click(screen.getByRole('button', { name: 'Přiřadit kategorie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Přiřadit kategorie' });
    expect(within(dialog).getByText(/Vybrány všechny produkty odpovídající filtru/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mobilní telefony › Výprodej' }));
    await user.click(within(dialog).getByRole('button', { name: 'Přiřadit' }));
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Přiřazení kategorií' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Úspěšně uloženo.', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(assignments).toEqual([
      { action: 'add', body: { filter: { brand: 'apple' }, typeCategoryIds: [5] } },
    ]);
  }, 15_000);

  it('speaks Romanian at /admin/produse', async () => {
    renderGrid('/admin/produse', 'ro');
    const table = await screen.findByRole('table', { name: /Produse/ });
    expect((await within(table).findAllByRole('link', { name: 'Apple iPhone 13' }))[0]).toHaveAttribute(
      'href',
      '/admin/produse/10',
    );
    expect(screen.getByRole('button', { name: 'Atribuiți categorii' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Produs nou' })).toHaveAttribute('href', '/admin/produse/nou');
  });
});
