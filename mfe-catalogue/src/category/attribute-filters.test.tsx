import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { AttributeFacet } from 'shared-domain';
import { setupTestServer } from 'shared-ui/testing.ts';
import { browseAnswer, browsePage, product } from '../testing/catalogue-fixtures.ts';
import { renderCatalogueAt } from '../testing/catalogue-routes.tsx';

// Issue 15: the attributes staff mark as filters are facets of a filterable category, and the
// category page links to its child categories.

const attributes: AttributeFacet[] = [
  {
    code: 'display_size',
    name: 'Úhlopříčka displeje',
    type: 'number',
    unit: '″',
    options: [],
    range: { min: 6.1, max: 6.7 },
  },
  {
    code: 'five_g',
    name: '5G',
    type: 'boolean',
    unit: null,
    options: [
      { value: 'true', name: '', count: 20 },
      { value: 'false', name: '', count: 10 },
    ],
    range: null,
  },
  {
    code: 'connector',
    name: 'Konektor',
    type: 'choice',
    unit: null,
    options: [
      { value: 'usb_c', name: 'USB-C', count: 22 },
      { value: 'lightning', name: 'Lightning', count: 8 },
    ],
    range: null,
  },
];

const requests: URLSearchParams[] = [];
let children = [{ name: 'Apple iPhone', seoName: 'apple-iphone', url: '/apple-iphone' }];
setupTestServer(
  http.get('/api/new/catalogue/browse/', ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return browseAnswer(
      request,
      browsePage([product(1, { name: 'Telefon 1' })], 1, 12, 1, { attributes }, { children }),
    );
  }),
);

beforeEach(() => {
  requests.length = 0;
  children = [{ name: 'Apple iPhone', seoName: 'apple-iphone', url: '/apple-iphone' }];
});

const renderCategory = (url = '/telefony', shop: 'cz' | 'ro' = 'cz') => renderCatalogueAt(url, shop);

const location = () => screen.getByRole('status', { name: 'Aktuální adresa' });
const panel = () => screen.findByRole('complementary', { name: 'Filtry produktů' });

describe('attribute filters', () => {
  it('offers a choice as boxes, yes/no as two boxes and a number as a range', async () => {
    renderCategory();
    const filters = await panel();
    const connector = within(filters).getByRole('group', { name: 'Konektor' });
    expect(within(connector).getByRole('checkbox', { name: 'USB-C (22)' })).not.toBeChecked();
    expect(within(connector).getByRole('checkbox', { name: 'Lightning (8)' })).toBeInTheDocument();
    const fiveG = within(filters).getByRole('group', { name: '5G' });
    expect(within(fiveG).getByRole('checkbox', { name: 'Ano (20)' })).toBeInTheDocument();
    expect(within(fiveG).getByRole('checkbox', { name: 'Ne (10)' })).toBeInTheDocument();
    const display = within(filters).getByRole('form', { name: 'Úhlopříčka displeje' });
    expect(within(display).getByRole('textbox', { name: 'Od (″)' })).toHaveAttribute('placeholder', '6,1');
    expect(within(display).getByRole('textbox', { name: 'Do (″)' })).toHaveAttribute('placeholder', '6,7');
  });

  it('writes the chosen values to the URL as attr=code:value and asks the api with them', async () => {
    const { user } = renderCategory();
    await panel();
    await user.click(screen.getByRole('checkbox', { name: 'Lightning (8)' }));
    await waitFor(() => expect(location()).toHaveTextContent('/telefony?attr=connector%3Alightning'));
    await waitFor(() => expect(requests.at(-1)?.getAll('attr')).toEqual(['connector:lightning']));

    await user.click(screen.getByRole('checkbox', { name: 'Ano (20)' }));
    await user.type(screen.getByRole('textbox', { name: 'Od (″)' }), '6,3');
    await user.click(screen.getByRole('button', { name: 'Použít: Úhlopříčka displeje' }));
    await waitFor(() =>
      expect(requests.at(-1)?.getAll('attr')).toEqual([
        'connector:lightning',
        'five_g:true',
        'display_size:6.3-',
      ]),
    );
    expect(screen.getByRole('checkbox', { name: 'Lightning (8)' })).toBeChecked();

    await user.click(screen.getAllByRole('button', { name: 'Zrušit filtry' })[0]);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/telefony$/));
  });

  it('reads the filters from a shared link and refuses a range that is not a number', async () => {
    const { user } = renderCategory('/telefony?attr=five_g:false&attr=display_size:6-6.5&attr=bad');
    await panel();
    expect(screen.getByRole('checkbox', { name: 'Ne (10)' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Od (″)' })).toHaveValue('6');
    expect(screen.getByRole('textbox', { name: 'Do (″)' })).toHaveValue('6.5');
    expect(requests[0].getAll('attr')).toEqual(['five_g:false', 'display_size:6-6.5']);

    const to = screen.getByRole('textbox', { name: 'Do (″)' });
    await user.clear(to);
    await user.type(to, 'velký');
    await user.click(screen.getByRole('button', { name: 'Použít: Úhlopříčka displeje' }));
    expect(await screen.findByText('Zadejte číslo.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('speaks Romanian', async () => {
    renderCategory('/telefoane', 'ro');
    const filters = await screen.findByRole('complementary', { name: 'Filtre produse' });
    expect(within(filters).getByRole('checkbox', { name: 'Da (20)' })).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'De la (″)' })).toBeInTheDocument();
    expect(
      within(filters).getByRole('button', { name: 'Aplicați: Úhlopříčka displeje' }),
    ).toBeInTheDocument();
  });
});

describe('child categories', () => {
  it('links to the children of the category under its heading', async () => {
    renderCategory();
    const nav = await screen.findByRole('navigation', { name: 'Podkategorie – Mobilní telefony' });
    expect(within(nav).getByRole('link', { name: 'Apple iPhone' })).toHaveAttribute('href', '/apple-iphone');
  });

  it('has no such links without children', async () => {
    children = [];
    renderCategory();
    await screen.findByRole('heading', { level: 1, name: 'Mobilní telefony' });
    expect(screen.queryByRole('navigation', { name: /Podkategorie/ })).not.toBeInTheDocument();
  });
});
