import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Comparison } from 'shared-domain/contracts/landing.ts';
import { setupTestServer } from 'shared-ui/testing.ts';
import { product } from '../../../testing/catalogue-fixtures.ts';
import { renderCatalogueAt } from '../../../testing/catalogue-routes.tsx';

const phones = [
  product(1, { seoName: 'apple-iphone-15', name: 'Apple iPhone 15' }),
  product(2, { seoName: 'samsung-galaxy-s24', name: 'Samsung Galaxy S24', manufacturer: 'Samsung' }),
  product(3, { seoName: 'google-pixel-9', name: 'Google Pixel 9', manufacturer: 'Google' }),
  product(4, { seoName: 'xiaomi-14', name: 'Xiaomi 14', manufacturer: 'Xiaomi' }),
];
const attributes: Record<string, { display: number; nfc: boolean }> = {
  'apple-iphone-15': { display: 6.1, nfc: true },
  'samsung-galaxy-s24': { display: 6.2, nfc: true },
  'google-pixel-9': { display: 6.3, nfc: true },
  'xiaomi-14': { display: 6.36, nfc: true },
};
const asked: string[] = [];

/** The api's answer: the products asked, their attributes in one group, each saying whether it differs. */
function comparison(names: string[]): Comparison {
  const displays = names.map((name) => attributes[name].display);
  return {
    products: names.map((name) => phones.find((phone) => phone.seoName === name)!),
    groups: [
      {
        code: 'display',
        name: 'Displej',
        attributes: [
          {
            code: 'diagonal',
            name: 'Úhlopříčka',
            type: 'number',
            unit: '″',
            values: displays,
            differs: new Set(displays).size > 1,
          },
          {
            code: 'nfc',
            name: 'NFC',
            type: 'boolean',
            unit: null,
            values: names.map(() => true),
            differs: false,
          },
        ],
      },
    ],
  };
}

setupTestServer(
  http.get('/api/new/catalogue/compare', ({ request }) => {
    const products = new URL(request.url).searchParams.get('products') ?? '';
    asked.push(products);
    return HttpResponse.json(comparison(products.split(',')));
  }),
  http.get('/api/new/catalogue/search/suggestions/', () =>
    HttpResponse.json(
      phones.map((phone) => ({
        name: phone.name,
        seoName: phone.seoName,
        typeSeoName: 'telefony',
        imageUrl: phone.imageUrl,
        price: phone.price,
      })),
    ),
  ),
);

beforeEach(() => {
  asked.length = 0;
});

const address = () => screen.getByRole('status', { name: 'Aktuální adresa' });

describe('device comparison', () => {
  it('opening a shared link shows the same three phones, with units, in the order of the link', async () => {
    renderCatalogueAt('/porovnani?p=apple-iphone-15,samsung-galaxy-s24,google-pixel-9');
    // The first visit loads the content chunk.
    const table = await screen.findByRole(
      'table',
      { name: 'Parametry porovnávaných zařízení' },
      { timeout: 5000 },
    );
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => within(header).getByRole('link').textContent);
    expect(headers).toEqual(['Apple iPhone 15', 'Samsung Galaxy S24', 'Google Pixel 9']);
    expect(asked).toEqual(['apple-iphone-15,samsung-galaxy-s24,google-pixel-9']);
    const diagonal = within(table).getByRole('row', { name: /Úhlopříčka/ });
    expect(
      within(diagonal)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6,1″', '6,2″', '6,3″']);
    expect(within(table).getByRole('row', { name: /NFC/ })).toBeInTheDocument();
  });

  it('"only differences" hides the equal rows and is kept in the URL', async () => {
    const { user } = renderCatalogueAt('/porovnani?p=apple-iphone-15,samsung-galaxy-s24');
    const table = await screen.findByRole('table');
    await user.click(screen.getByRole('checkbox', { name: 'Zobrazit jen rozdíly' }));
    expect(address()).toHaveTextContent('/porovnani?p=apple-iphone-15,samsung-galaxy-s24&rozdily=1');
    expect(within(table).queryByRole('row', { name: /NFC/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Úhlopříčka/ })).toBeInTheDocument();
  });

  it('adds a device found by name and removes one, each step in the URL', async () => {
    const { user } = renderCatalogueAt('/porovnani?p=apple-iphone-15');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Název zařízení' }), 'pixel');
    await user.click(await screen.findByRole('button', { name: 'Přidat do porovnání: Google Pixel 9' }));
    expect(address()).toHaveTextContent('/porovnani?p=apple-iphone-15,google-pixel-9');
    expect(
      screen.queryByRole('button', { name: 'Přidat do porovnání: Apple iPhone 15' }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('columnheader')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Odebrat z\u00a0porovnání: Apple iPhone 15' }));
    expect(address()).toHaveTextContent('/porovnani?p=google-pixel-9');
  });

  it('offers no fifth device, and says so in Romanian too', async () => {
    renderCatalogueAt('/comparare?p=apple-iphone-15,samsung-galaxy-s24,google-pixel-9,xiaomi-14', 'ro');
    await screen.findByRole('table', { name: 'Parametrii dispozitivelor comparate' });
    expect(screen.getByText(/Puteți compara cel mult patru dispozitive/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
