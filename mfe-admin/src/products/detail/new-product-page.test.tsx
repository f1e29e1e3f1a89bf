import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { MasterProductOptions } from 'shared-domain';
import { useLocation, useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import { productDetailRoutes } from '../product-detail-routes.tsx';

const BASE = '/api/new/catalogue/admin/master-products';
const options: MasterProductOptions = {
  manufacturers: [{ id: 1, name: 'Apple' }],
  productTypes: [{ id: 2, name: 'Mobilní telefony' }],
  stores: [],
  categories: [],
};

const created: unknown[] = [];
setupTestServer(
  http.get(`${BASE}/options`, () => HttpResponse.json(options)),
  http.post(BASE, async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json({ id: 77 }, { status: 201 });
  }),
  http.get(`${BASE}/:id`, () => HttpResponse.json({}, { status: 404 })),
);

beforeEach(() => {
  created.length = 0;
});

function Where() {
  return <output aria-label="Adresa">{useLocation().pathname}</output>;
}

function Pages() {
  return (
    <>
      {useRoutes(productDetailRoutes(useShop().shop))}
      <Where />
    </>
  );
}

describe('a new master product', () => {
  it('is created with its variant and opens its detail', async () => {
    renderWithProviders(<Pages />, { messages: csCZ, initialEntries: ['/admin/produkty/novy'] });
    const form = await screen.findByRole('form', { name: 'Nový produkt' });
    await userEvent.type(within(form).getByLabelText(/^Název/), 'Testfon');
    await userEvent.selectOptions(within(form).getByLabelText(/^Značka/), 'Apple');
    await userEvent.selectOptions(within(form).getByLabelText(/^Typ zařízení/), 'Mobilní telefony');
    await userEvent.type(within(form).getByLabelText(/^SEO název/), 'apple-testfon');
    const variant = within(form).getByRole('group', { name: 'Varianta 1' });
    await userEvent.type(within(variant).getByLabelText(/^Kód/), 'TF-1');
    await userEvent.type(within(variant).getByLabelText('Cena (Kč)'), '9990');
    await userEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Adresa' })).toHaveTextContent('/admin/produkty/77'),
    );
    expect(created).toEqual([
      {
        name: 'Testfon',
        manufacturerId: 1,
        productTypeId: 2,
        releasedYear: null,
        seoName: 'apple-testfon',
        colours: [],
        variants: [
          {
            code: 'TF-1',
            ean: '',
            colourCode: null,
            storageGb: null,
            quality: 'new',
            price: 9990,
            isActive: true,
          },
        ],
      },
    ]);
  });

  it('shows the required fields before sending anything', async () => {
    renderWithProviders(<Pages />, { messages: csCZ, initialEntries: ['/admin/produkty/novy'] });
    const form = await screen.findByRole('form', { name: 'Nový produkt' });
    await userEvent.click(within(form).getByRole('button', { name: 'Uložit' }));
    expect(await within(form).findAllByText('Tato hodnota je požadována.')).not.toHaveLength(0);
    expect(created).toHaveLength(0);
  });
});
