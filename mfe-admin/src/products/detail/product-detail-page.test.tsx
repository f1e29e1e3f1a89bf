import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { AttributeNameChoices, MasterProductDetail, MasterProductOptions } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import { productDetailRoutes } from '../product-detail-routes.tsx';

const BASE = '/api/new/catalogue/admin/master-products';

const product: MasterProductDetail = {
  id: 5,
  version: 3,
  name: 'iPhone 16',
  manufacturerId: 1,
  productTypeId: 1,
  releasedYear: 2024,
  seoName: 'apple-iphone-16',
  currency: 'CZK',
  colours: [{ id: 1, code: 'black', hex: '#111111', name: 'Černá' }],
  variants: [
    {
      id: 11,
      code: 'IP16-128',
      ean: '4006381333931',
      colourCode: 'black',
      storageGb: 128,
      quality: 'new',
      price: 22990,
      isActive: true,
      isKept: true,
    },
    {
      id: 12,
      code: 'IP16-128-A',
      ean: '',
      colourCode: 'black',
      storageGb: 128,
      quality: 'A',
      price: 17990,
      isActive: true,
      isKept: false,
    },
  ],
  categoryIds: [1],
  stock: [{ productId: 11, storeId: 7, quantity: 4 }],
  images: [
    { id: 21, uploadId: '00000000-0000-4000-8000-000000000001', url: '/x', alt: 'Přední strana' },
    { id: 22, uploadId: '00000000-0000-4000-8000-000000000002', url: '/y', alt: 'Zadní strana' },
  ],
  attributeValues: [{ attributeId: 31, value: 6.1 }],
  seo: { title: '', description: '', text: '' },
  package: null,
  bonuses: [
    { quality: 'new', percent: null },
    { quality: 'A', percent: 12 },
  ],
};

const options: MasterProductOptions = {
  manufacturers: [{ id: 1, name: 'Apple' }],
  productTypes: [{ id: 1, name: 'Mobilní telefony' }],
  stores: [{ id: 7, name: 'Praha Centrum' }],
  categories: [
    { id: 1, name: 'Mobilní telefony' },
    { id: 2, name: 'Mobilní telefony › Apple' },
  ],
};

const names: AttributeNameChoices = {
  groups: [
    {
      id: 1,
      code: 'display',
      name: 'Displej',
      attributes: [
        {
          id: 31,
          code: 'size',
          name: 'Úhlopříčka',
          type: 'number',
          unit: 'palce',
          isFilter: false,
          choices: [],
        },
        {
          id: 32,
          code: 'panel',
          name: 'Panel',
          type: 'choice',
          unit: null,
          isFilter: true,
          choices: [{ id: 41, code: 'oled', name: 'OLED' }],
        },
        { id: 33, code: 'hdr', name: 'HDR', type: 'boolean', unit: null, isFilter: false, choices: [] },
        { id: 34, code: 'note', name: 'Poznámka', type: 'text', unit: null, isFilter: false, choices: [] },
      ],
    },
  ],
};

const patches: { path: string; body: Record<string, unknown> }[] = [];
let patchAnswer: () => Response = () => HttpResponse.json({ ...product, version: product.version + 1 });

setupTestServer(
  http.get(`${BASE}/options`, () => HttpResponse.json(options)),
  http.get(`${BASE}/:id`, () => HttpResponse.json(product)),
  http.get('/api/new/product/admin-product-attributes/attr-name-choices/', () => HttpResponse.json(names)),
  http.get('/api/new/admin/history/:entity/:id', () =>
    HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
  ),
  http.patch(`${BASE}/:id/:part`, async ({ request, params }) => {
    patches.push({ path: String(params.part), body: (await request.json()) as Record<string, unknown> });
    return patchAnswer();
  }),
);

beforeEach(() => {
  patches.length = 0;
  patchAnswer = () => HttpResponse.json({ ...product, version: product.version + 1 });
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

/** A toast's text as the live region announces it (the visible copy is hidden from screen readers). */
const findToast = (text: string) =>
  screen.findByText(text, { ignore: '[aria-hidden="true"], script, style' });

function DetailRoutes() {
  return useRoutes(productDetailRoutes(useShop().shop));
}

async function openTab(name: string, shop: 'cz' | 'ro' = 'cz') {
  const path = shop === 'cz' ? '/admin/produkty/5' : '/admin/produse/5';
  renderWithProviders(<DetailRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
  await userEvent.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel');
}

describe('the product admin', () => {
  it('shows the master product in tabs, the variants with their shop prices', async () => {
    const panel = await openTab('Varianty');
    expect(screen.getByRole('heading', { level: 1, name: 'iPhone 16' })).toBeInTheDocument();
    const first = within(panel).getByRole('group', { name: 'Varianta 1' });
    expect(within(first).getByLabelText('Cena (Kč)')).toHaveValue('22990');
    // Ordered: it can be switched off, not removed.
    expect(within(first).getByRole('button', { name: 'Odebrat variantu 1' })).toBeDisabled();
  });

  it('refuses a wrong EAN check digit at its field before sending', async () => {
    const panel = await openTab('Varianty');
    const second = within(panel).getByRole('group', { name: 'Varianta 2' });
    await userEvent.type(within(second).getByLabelText('EAN'), '4006381333932');
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    expect(await within(second).findByText(/Zadejte platný kód EAN/)).toBeInTheDocument();
    expect(within(second).getByLabelText('EAN')).toHaveValue('4006381333932');
    expect(patches).toHaveLength(0);
  });

  it("saves the variants with the product's version and says so", async () => {
    const panel = await openTab('Varianty');
    const second = within(panel).getByRole('group', { name: 'Varianta 2' });
    await userEvent.clear(within(second).getByLabelText('Cena (Kč)'));
    await userEvent.type(within(second).getByLabelText('Cena (Kč)'), '16990');
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    expect(await findToast('Úspěšně uloženo.')).toBeInTheDocument();
    expect(patches[0].path).toBe('variants');
    expect(patches[0].body.version).toBe(3);
    expect((patches[0].body.variants as { price: number }[])[1].price).toBe(16990);
  });

  it("puts the server's 400 at the field, keeps the input and shows the failure", async () => {
    patchAnswer = () =>
      HttpResponse.json(
        {
          type: 'validation',
          code: 'value_taken',
          message: 'Tuto hodnotu už má jiný produkt.',
          errors: { form: { 'variants.1.code': ['Tuto hodnotu už má jiný produkt.'] } },
        },
        { status: 400 },
      );
    const panel = await openTab('Varianty');
    const second = within(panel).getByRole('group', { name: 'Varianta 2' });
    await userEvent.clear(within(second).getByLabelText(/^Kód/));
    await userEvent.type(within(second).getByLabelText(/^Kód/), 'IP16-128');
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    expect(await within(second).findByText('Tuto hodnotu už má jiný produkt.')).toBeInTheDocument();
    expect(await findToast('Během ukládání došlo k chybě.')).toBeInTheDocument();
    expect(within(second).getByLabelText(/^Kód/)).toHaveValue('IP16-128');
  });

  it('edits attributes with inputs of their type and sends typed values', async () => {
    const panel = await openTab('Parametry');
    const size = await within(panel).findByLabelText('Úhlopříčka (palce)');
    expect(size).toHaveValue('6.1');
    await userEvent.clear(size);
    await userEvent.type(size, '6,3');
    await userEvent.selectOptions(within(panel).getByLabelText('Panel'), 'OLED');
    await userEvent.selectOptions(within(panel).getByLabelText('HDR'), 'Ne');
    await userEvent.type(within(panel).getByLabelText('Poznámka'), 'Dynamic Island');
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body.values).toEqual([
      { attributeId: 31, value: 6.3 },
      { attributeId: 32, value: 41 },
      { attributeId: 33, value: false },
      { attributeId: 34, value: 'Dynamic Island' },
    ]);
  });

  it('reorders images with the keyboard and deletes one after confirmation', async () => {
    const panel = await openTab('Obrázky');
    const list = within(panel).getByRole('list', { name: 'Obrázky v\u00a0pořadí zobrazení' });
    within(list).getByRole('button', { name: 'Posunout výš obrázek 2' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(within(list).getByLabelText('Popis obrázku 1')).toHaveValue('Zadní strana');
    await userEvent.click(within(list).getByRole('button', { name: 'Smazat obrázek 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Smazat obrázek?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body.images).toEqual([{ id: 22, alt: 'Zadní strana' }]);
  });

  it('answers a save over a newer version with the conflict message', async () => {
    patchAnswer = () =>
      HttpResponse.json({ type: 'conflict', code: 'version_conflict', message: 'x' }, { status: 409 });
    const panel = await openTab('Balení');
    for (const [label, value] of [
      [/^Šířka/, '72'],
      [/^Výška/, '150'],
      [/^Hloubka/, '8'],
      [/^Hmotnost/, '0'],
    ] as const)
      await userEvent.type(within(panel).getByLabelText(label), value);
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    // Zero grams is refused by the shared rule before anything is sent.
    expect(await within(panel).findByText('Hodnota musí být alespoň 1.')).toBeInTheDocument();
    expect(patches).toHaveLength(0);
    await userEvent.clear(within(panel).getByLabelText(/^Hmotnost/));
    await userEvent.type(within(panel).getByLabelText(/^Hmotnost/), '180');
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(/někdo jiný/);
  });

  it('edits stock per variant and store; a negative count stays at its cell', async () => {
    const panel = await openTab('Sklad');
    const cell = within(panel).getByLabelText('Počet kusů IP16-128-A na prodejně Praha Centrum');
    expect(within(panel).getByLabelText('Počet kusů IP16-128 na prodejně Praha Centrum')).toHaveValue('4');
    await userEvent.clear(cell);
    await userEvent.type(cell, '-2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    expect(await within(panel).findByText('Hodnota musí být alespoň 0.')).toBeInTheDocument();
    expect(cell).toHaveAccessibleDescription('Hodnota musí být alespoň 0.');
    await userEvent.clear(cell);
    await userEvent.type(cell, '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      path: 'stock',
      body: {
        version: 3,
        levels: [
          { productId: 11, storeId: 7, quantity: 4 },
          { productId: 12, storeId: 7, quantity: 2 },
        ],
      },
    });
  });

  it('adds a category and counts the SEO title as it is typed', async () => {
    const categories = await openTab('Kategorie');
    await userEvent.click(within(categories).getByRole('checkbox', { name: 'Mobilní telefony › Apple' }));
    await userEvent.click(within(categories).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0].body).toEqual({ version: 3, categoryIds: [1, 2] });
    await userEvent.click(screen.getByRole('tab', { name: 'SEO' }));
    const seo = screen.getByRole('tabpanel');
    await userEvent.type(within(seo).getByLabelText('Titulek'), 'iPhone 16 levně');
    expect(within(seo).getByLabelText('Titulek')).toHaveAccessibleDescription(/Znaků: 15 \/ 200/);
  });

  it('keeps an unsaved draft while another tab is open', async () => {
    const seo = await openTab('SEO');
    await userEvent.type(within(seo).getByLabelText('Titulek'), 'Rozepsaný titulek');
    await userEvent.click(screen.getByRole('tab', { name: 'Balení' }));
    await userEvent.click(screen.getByRole('tab', { name: 'SEO' }));
    expect(within(screen.getByRole('tabpanel')).getByLabelText('Titulek')).toHaveValue('Rozepsaný titulek');
    expect(patches).toHaveLength(0);
  });

  it('shows the bonus per quality of the variants, in Romanian too', async () => {
    const panel = await openTab('Bonusuri', 'ro');
    expect(within(panel).getByRole('row', { name: /Folosit A/ })).toHaveTextContent('12');
    expect(within(panel).getByRole('link', { name: 'Modificați bonusurile' })).toHaveAttribute(
      'href',
      '/admin/bonusuri',
    );
  });
});
