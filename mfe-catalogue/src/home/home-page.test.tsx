import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { Menu } from 'shared-domain';
import type { PublishedPage } from 'shared-domain/contracts/content-pages.ts';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { product, productPage } from '../testing/catalogue-fixtures.ts';
import { CatalogueRoutes } from '../testing/catalogue-routes.tsx';
import { storefrontHandlers } from './storefront-handlers.ts';

const newest = [
  product(1, { name: 'Apple iPhone 15', price: { amount: 2_299_000, currency: 'CZK' } }),
  product(2, {
    name: 'Samsung Galaxy S24',
    manufacturer: 'Samsung',
    colour: { name: 'Onyxově černá', hex: '#2e2e30' },
    storageGb: 1024,
    isUsed: true,
    quality: 'A+',
    price: { amount: 1_549_000, currency: 'CZK' },
    stock: 0,
  }),
];
const PHOTO = '0b6a9f2e-4c1d-4f7a-9e35-2d8c1b7a6f10';
/** The shown root categories as the megamenu's tree answers them (brands do not matter here). */
const menu: Menu = {
  types: [
    { id: 1, name: 'Mobilní telefony', seoName: 'telefony', productCount: 30, photoUploadId: PHOTO },
    { id: 2, name: 'Tablety', seoName: 'tablety', productCount: 0, photoUploadId: null },
    { id: 3, name: 'Chytré hodinky', seoName: 'chytre-hodinky', productCount: 1, photoUploadId: null },
  ].map((type) => ({ ...type, url: `/${type.seoName}`, brands: [] })),
  links: [],
};
const MENU = '/api/new/mp-menu/hamburger/hamburger/';
const requestedPageSizes: string[] = [];
const requestedSorts: (string | null)[] = [];

/** The components staff put on the home page; none published answers 404. */
let homeComponents: PublishedPage['components'] | null = null;
let requestedHomePage = false;
// Before the storefront's handlers: msw answers with the first handler that matches.
const server = setupTestServer(
  http.get('/api/new/content/pages/home', () => {
    requestedHomePage = true;
    return homeComponents
      ? HttpResponse.json({
          slug: 'home',
          title: 'Domů',
          description: '',
          preview: false,
          components: homeComponents,
        })
      : HttpResponse.json(
          { type: 'not_found', code: 'content_page_not_found', message: 'Tuto stránku jsme nenašli.' },
          { status: 404 },
        );
  }),
  ...storefrontHandlers,
  http.get(MENU, () => HttpResponse.json(menu)),
  http.get('/api/new/catalogue/products', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requestedPageSizes.push(params.get('pageSize') ?? '');
    requestedSorts.push(params.get('sort'));
    return HttpResponse.json(productPage(newest, 1, 8, 2));
  }),
);

beforeEach(() => {
  requestedSorts.length = 0;
  homeComponents = null;
  requestedHomePage = false;
});

describe('catalogue home page', () => {
  it('welcomes the customer with the shop name', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vítejte v\u00a0obchodě Mobilní svět' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Apple iPhone 15' })).toBeInTheDocument();
  });

  it('shows a tile per shown root category with its product count, linking to the category', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const phones = await screen.findByRole('link', { name: /Mobilní telefony/ });
    expect(phones).toHaveAttribute('href', '/telefony');
    expect(phones).toHaveTextContent('30 produktů');
    expect(screen.getByRole('link', { name: /Tablety/ })).toHaveTextContent('žádný produkt');
    expect(screen.getByRole('link', { name: /Chytré hodinky/ })).toHaveTextContent('1 produkt');
  });

  it("shows staff's category photo in responsive sizes, and no picture without one", async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const phones = await screen.findByRole('link', { name: /Mobilní telefony/ });
    const photo = phones.querySelector('img');
    expect(photo).toHaveAttribute('src', `/api/new/uploads/${PHOTO}/w640.jpeg`);
    expect(photo).toHaveAttribute(
      'srcset',
      expect.stringContaining(`/api/new/uploads/${PHOTO}/w320.jpeg 320w`),
    );
    expect(photo).toHaveAttribute('alt', '');
    expect([...phones.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(screen.getByRole('link', { name: /Tablety/ }).querySelector('img')).toBeNull();
  });

  it('leaves out a category staff hid: the tiles are the tree the api shows', async () => {
    server.use(http.get(MENU, () => HttpResponse.json({ ...menu, types: menu.types.slice(0, 1) })));
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    expect(await screen.findByRole('link', { name: /Mobilní telefony/ })).toBeInTheDocument();
    const tiles = screen.getByRole('heading', { level: 2, name: 'Kategorie' })
      .nextElementSibling as HTMLElement;
    expect(within(tiles).getAllByRole('link')).toHaveLength(1);
  });

  it('lists 8 products with colour, storage, quality and a formatted price', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const samsung = (await screen.findByRole('heading', { name: 'Samsung Galaxy S24' })).closest('article')!;
    expect(within(samsung).getByText('Onyxově černá')).toBeInTheDocument();
    expect(within(samsung).getByText('1 TB')).toBeInTheDocument();
    expect(within(samsung).getByText('Použité · kvalita A+')).toBeInTheDocument();
    expect(within(samsung).getByText('15 490 Kč')).toBeInTheDocument();
    expect(within(samsung).getByText('Momentálně nedostupné')).toBeInTheDocument();
    const iphone = screen.getByRole('article', { name: 'Apple iPhone 15' });
    expect(within(iphone).getByText('22 990 Kč')).toBeInTheDocument();
    expect(within(iphone).getByText('Nové')).toBeInTheDocument();
    expect(requestedPageSizes).toContain('8');
  });

  it('asks the api for the newest products first', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    await screen.findByRole('heading', { level: 3, name: 'Apple iPhone 15' });
    expect(requestedSorts).toEqual(['newest']);
  });

  it('speaks Romanian with prices in Lei', async () => {
    server.use(
      http.get('/api/new/catalogue/products', () =>
        HttpResponse.json(
          productPage(
            [product(7, { name: 'Google Pixel 8', price: { amount: 329_900, currency: 'RON' } })],
            1,
            8,
            1,
          ),
        ),
      ),
    );
    renderWithProviders(<CatalogueRoutes />, { shop: 'ro', messages: roRO });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bine ați venit la Lumea Mobilă' }),
    ).toBeInTheDocument();
    const pixel = (await screen.findByRole('heading', { name: 'Google Pixel 8' })).closest('article')!;
    expect(within(pixel).getByText('3.299 Lei')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mobilní telefony/ })).toHaveTextContent('30 de produse');
  });

  it('offers to try again when the categories cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(MENU, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { type: 'not_found', code: 'route_not_found', message: 'No route.' },
              { status: 404 },
            )
          : HttpResponse.json(menu);
      }),
    );
    const { user } = renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    expect(await screen.findByText('Data se nepodařilo načíst')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('link', { name: /Mobilní telefony/ })).toBeInTheDocument();
  });

  it("shows the components staff put on the home page below the page's own sections", async () => {
    homeComponents = [
      { id: 1, type: 'text', params: { heading: 'Proč nakoupit u nás', body: 'Záruka 24 měsíců na vše.' } },
      {
        id: 2,
        type: 'banner',
        params: { title: 'Výhodné telefony', link: '/info/vyhodne-telefony', linkLabel: 'Prohlédnout' },
      },
    ];
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const heading = await screen.findByRole('heading', { name: 'Proč nakoupit u nás' });
    expect(screen.getByText('Záruka 24 měsíců na vše.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Prohlédnout/ })).toHaveAttribute(
      'href',
      '/info/vyhodne-telefony',
    );
    const tiles = await screen.findByRole('link', { name: /Mobilní telefony/ });
    // The staff's components come after the home page's own sections.
    expect(tiles.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is whole without staff components: nothing is drawn for them and no error shown', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    expect(await screen.findByRole('heading', { level: 3, name: 'Apple iPhone 15' })).toBeInTheDocument();
    await waitFor(() => expect(requestedHomePage).toBe(true));
    expect(screen.queryByText('Data se nepodařilo načíst')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
