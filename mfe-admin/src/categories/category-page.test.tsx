import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CategoryDetail, CategoryTreeNode } from 'shared-domain/contracts/staff.ts';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { categoryRoutes } from './category-routes.tsx';

const base = '/api/new/catalogue/admin/categories';

function node(
  id: number,
  parentId: number | null,
  position: number,
  name: string,
  extra: Partial<CategoryTreeNode> = {},
) {
  return {
    id,
    parentId,
    position,
    name,
    seoName: name.toLowerCase(),
    hasChildren: false,
    productCount: 0,
    forDisplay: true,
    filterable: false,
    forBuyout: false,
    forService: false,
    typeDevice: null,
    ...extra,
  } satisfies CategoryTreeNode;
}

// Telefony (Apple, Samsung), Tablety, Příslušenství
const tree: CategoryTreeNode[] = [
  node(1, null, 0, 'Telefony', { hasChildren: true, productCount: 12, typeDevice: 'phones' }),
  node(2, null, 1, 'Tablety', { productCount: 1 }),
  node(3, null, 2, 'Příslušenství', { forDisplay: false }),
  node(11, 1, 0, 'Apple'),
  node(12, 1, 1, 'Samsung'),
];

function detailOf(id: number): CategoryDetail {
  const found = tree.find((candidate) => candidate.id === id) ?? tree[0];
  return { ...found, manufacturerIds: [], photoUploadId: null, version: '1000' };
}

let moves: { id: string; body: unknown }[] = [];
let patches: unknown[] = [];
let deletes: string[] = [];
let treeStatus = 200;

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get(`${base}/tree`, () =>
    treeStatus === 200
      ? HttpResponse.json({ categories: tree })
      : HttpResponse.json(
          { type: 'validation', code: 'invalid_request', message: 'x' },
          { status: treeStatus },
        ),
  ),
  http.get(`${base}/list`, () =>
    HttpResponse.json({
      categories: [
        { id: 1, path: 'Telefony', typeDevice: 'phones' },
        { id: 11, path: 'Telefony › Apple', typeDevice: null },
      ],
    }),
  ),
  http.get(`${base}/device-types`, () =>
    HttpResponse.json({ deviceTypes: [{ code: 'phones', name: 'Mobilní telefony' }] }),
  ),
  http.get('/api/new/catalogue/admin/manufacturers', () =>
    HttpResponse.json({ manufacturers: [{ id: 1, name: 'Apple' }] }),
  ),
  http.get('/api/new/admin/history/:entity/:id', () =>
    HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
  ),
  http.get(`${base}/:id`, ({ params }) => HttpResponse.json(detailOf(Number(params.id)))),
  http.patch(`${base}/:id/move`, async ({ params, request }) => {
    moves.push({ id: String(params.id), body: await request.json() });
    return HttpResponse.json(detailOf(Number(params.id)));
  }),
  http.patch(`${base}/:id`, async ({ request }) => {
    patches.push(await request.json());
    const message = 'Tento SEO název už má jiná kategorie obchodu. Zvolte prosím jiný.';
    return HttpResponse.json(
      { type: 'validation', code: 'seo_name_taken', message, errors: { form: { seoName: [message] } } },
      { status: 400 },
    );
  }),
  http.delete(`${base}/:id`, ({ params }) => {
    deletes.push(String(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  moves = [];
  patches = [];
  deletes = [];
  treeStatus = 200;
});

function CategoryRoutes() {
  return useRoutes(categoryRoutes(useShop().shop));
}

function renderPage(path = '/admin/kategorie', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<CategoryRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

describe('category tree', () => {
  it('is an ARIA tree the keyboard walks, opens and closes; Enter opens the detail', async () => {
    const { user } = renderPage();
    const treeView = await screen.findByRole('tree', { name: 'Strom kategorií' });
    const phones = within(treeView).getByRole('treeitem', { name: /Telefony/ });
    expect(phones).toHaveAttribute('aria-expanded', 'false');
    expect(phones).toHaveAttribute('aria-level', '1');
    expect(phones).toHaveTextContent('12 produktů');
    expect(within(treeView).getByRole('treeitem', { name: /Příslušenství/ })).toHaveTextContent('skrytá');
    expect(within(treeView).queryByRole('treeitem', { name: /Apple/ })).not.toBeInTheDocument();

    act(() => phones.focus()); // the roving tab stop: the tree is one Tab stop, its first row
    expect(phones).toHaveAttribute('tabindex', '0');
    expect(within(treeView).getByRole('treeitem', { name: /Tablety/ })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowRight}');
    expect(phones).toHaveAttribute('aria-expanded', 'true');
    const apple = within(treeView).getByRole('treeitem', { name: /Apple/ });
    expect(apple).toHaveAttribute('aria-level', '2');
    await user.keyboard('{ArrowRight}');
    expect(apple).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(treeView).getByRole('treeitem', { name: /Samsung/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(phones).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(phones).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(within(treeView).getByRole('treeitem', { name: /Příslušenství/ })).toHaveFocus();

    await user.keyboard('{Home}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Kategorie Telefony' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Název/ })).toHaveValue('Telefony');
    expect(screen.getByRole('tab', { name: 'Údaje' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Historie' })).toBeInTheDocument();
    expect(phones).toHaveAttribute('aria-selected', 'true');
  });

  it('moves a category with Alt + arrows and announces where it went', async () => {
    const { user } = renderPage();
    const treeView = await screen.findByRole('tree');
    await user.click(within(treeView).getByRole('treeitem', { name: /Tablety/ }));
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(moves).toEqual([{ id: '2', body: { target: null, position: 2 } }]));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kategorie Tablety je teď na 3. místě mezi kořenovými kategoriemi.',
    );

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(moves[1]).toEqual({ id: '2', body: { target: 1, position: 2 } }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kategorie Tablety je teď na 3. místě v kategorii Telefony.',
    );
  });

  it('moves a category dropped onto another into it', async () => {
    renderPage();
    const treeView = await screen.findByRole('tree');
    const accessories = within(treeView).getByRole('treeitem', { name: /Příslušenství/ });
    const tablets = within(treeView).getByRole('treeitem', { name: /Tablety/ });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      effectAllowed: 'all',
    };
    fireEvent.dragStart(accessories, { dataTransfer });
    fireEvent.dragOver(tablets, { dataTransfer });
    fireEvent.drop(tablets, { dataTransfer });
    await waitFor(() => expect(moves).toEqual([{ id: '3', body: { target: 2, position: 0 } }]));
  });

  it('refuses to drop a category into its own subtree without calling the api', async () => {
    renderPage('/admin/kategorie/11');
    const treeView = await screen.findByRole('tree');
    const apple = await within(treeView).findByRole('treeitem', { name: /Apple/ });
    expect(apple).toHaveAttribute('aria-selected', 'true');
    const phones = within(treeView).getByRole('treeitem', { name: /Telefony/ });
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (t: string, v: string) => data.set(t, v),
      getData: (t: string) => data.get(t) ?? '',
    };
    fireEvent.dragStart(phones, { dataTransfer });
    fireEvent.drop(apple, { dataTransfer });
    expect(await screen.findByRole('status')).toHaveTextContent('Kategorii Telefony tam přesunout nelze.');
    expect(moves).toEqual([]);
  });

  it('says "Chyba při načítání kategorií." when the tree cannot be loaded', async () => {
    treeStatus = 400;
    renderPage();
    expect(await screen.findByText('Chyba při načítání kategorií.')).toBeInTheDocument();
  });
});

describe('category detail form', () => {
  it("shows the server's 400 at its field and keeps what the user typed", async () => {
    const { user } = renderPage('/admin/kategorie/12');
    const seo = await screen.findByRole('textbox', { name: /SEO název/ });
    await user.clear(seo);
    await user.type(seo, 'apple');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ version: '1000', seoName: 'apple', name: 'Samsung', parentId: 1 });
    expect(seo).toHaveAccessibleDescription(/Tento SEO název už má jiná kategorie obchodu/);
    expect(seo).toHaveValue('apple');
  });

  it('says when someone saved meanwhile and offers to reload the saved category', async () => {
    let detailLoads = 0;
    const message =
      'Záznam mezitím upravil někdo jiný. Načtěte jej prosím znovu a\u00a0změny proveďte znovu.';
    server.use(
      http.get(`${base}/12`, () => {
        detailLoads += 1;
        return HttpResponse.json(detailOf(12));
      }),
      http.patch(`${base}/12`, () =>
        HttpResponse.json({ type: 'conflict', code: 'version_conflict', message }, { status: 409 }),
      ),
    );
    const { user } = renderPage('/admin/kategorie/12');
    const name = await screen.findByRole('textbox', { name: /^Název/ });
    await user.type(name, ' Galaxy');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText(/Záznam mezitím upravil někdo jiný/)).toBeInTheDocument();
    expect(name).toHaveValue('Samsung Galaxy');
    const loadsBefore = detailLoads;
    await user.click(screen.getByRole('button', { name: /Načíst uložený stav/ }));
    await waitFor(() => expect(detailLoads).toBe(loadsBefore + 1));
  });

  it('checks the SEO name before sending', async () => {
    const { user } = renderPage('/admin/kategorie/12');
    const seo = await screen.findByRole('textbox', { name: /SEO název/ });
    await user.clear(seo);
    await user.type(seo, 'Špatně Zadáno');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(seo).toHaveAccessibleDescription(/malých písmen bez diakritiky/);
    expect(patches).toEqual([]);
  });

  it('deletes after the confirmation and says "Úspěšně odstraněno."', async () => {
    const { user } = renderPage('/admin/kategorie/3');
    await user.click(await screen.findByRole('button', { name: 'Odstranit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odstranit kategorii?' });
    await user.click(within(dialog).getByRole('button', { name: 'Odstranit kategorii' }));
    await waitFor(() => expect(deletes).toEqual(['3']));
    expect((await screen.findAllByText('Úspěšně odstraněno.')).length).toBeGreaterThan(0);
  });

  it('adds a subcategory and says "Úspěšně uloženo."', async () => {
    let created: unknown = null;
    server.use(
      http.post(base, async ({ request }) => {
        created = await request.json();
        return HttpResponse.json(detailOf(1), { status: 201 });
      }),
    );
    const { user } = renderPage('/admin/kategorie/1');
    await user.click(await screen.findByRole('button', { name: 'Přidat podkategorii' }));
    expect(await screen.findByRole('heading', { name: 'Nová kategorie' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Název/ }), 'Výprodej');
    await user.type(screen.getByRole('textbox', { name: /SEO název/ }), 'vyprodej');
    await user.click(screen.getByRole('button', { name: 'Uložit' }));
    expect((await screen.findAllByText('Úspěšně uloženo.')).length).toBeGreaterThan(0);
    expect(created).toMatchObject({ name: 'Výprodej', seoName: 'vyprodej', parentId: 1, forDisplay: true });
  });

  it('speaks Romanian in the Romanian shop', async () => {
    renderPage('/admin/categorii', 'ro');
    expect(await screen.findByRole('tree', { name: 'Arborele categoriilor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adăugați o categorie rădăcină' })).toBeInTheDocument();
  });
});
