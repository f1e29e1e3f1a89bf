import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { recordVisit } from '../last-visited/last-visited-store.ts';
import { czMenu } from '../megamenu/menu-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { product, productPage } from '../testing/catalogue-fixtures.ts';
import { CatalogueRoutes } from '../testing/catalogue-routes.tsx';
import { storefrontHandlers } from './storefront-handlers.ts';

const bySeoAsked: (string | null)[] = [];
const server = setupTestServer(
  http.get('/api/new/mp-menu/hamburger/hamburger/', () => HttpResponse.json(czMenu)),
  http.get('/api/new/catalogue/products', () => HttpResponse.json(productPage([], 1, 8, 0))),
  http.get('/api/new/catalogue/lists/by-seo/', ({ request }) => {
    const seo = new URL(request.url).searchParams.get('seo');
    bySeoAsked.push(seo);
    const items = (seo ?? '')
      .split(',')
      .map((name, index) => product(100 + index, { seoName: name, name: `Visited ${name}` }));
    return HttpResponse.json({ items });
  }),
  ...storefrontHandlers,
);

beforeEach(() => {
  localStorage.clear();
  bySeoAsked.length = 0;
});

const section = (name: string) => screen.findByRole('region', { name });

describe('home page storefront sections', () => {
  it('lists newly stocked, expected (with the date) and offers (old price, end)', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const newly = await section('Nově naskladněno');
    expect(
      await within(newly).findByRole('article', { name: 'Xiaomi 14 256 GB, Černá' }),
    ).toBeInTheDocument();
    expect(within(newly).getByText('18 990 Kč')).toBeInTheDocument();

    const expected = await section('Připravujeme');
    expect(await within(expected).findByText('Očekáváme 3. 12. 2026')).toBeInTheDocument();

    const offers = await section('Časově omezené nabídky');
    const offer = await within(offers).findByRole('article', { name: 'Samsung Galaxy A55 128 GB, Modrá' });
    expect(within(offer).getByText('7 990 Kč')).toBeInTheDocument();
    expect(within(offers).getByText('Původně 8 990 Kč')).toBeInTheDocument();
    expect(within(offers).getByText(/^Končí za 3 dny \(/)).toBeInTheDocument();
    expect(
      within(offers).getByRole('button', { name: 'Přidat do oblíbených: Samsung Galaxy A55 128 GB, Modrá' }),
    ).toBeInTheDocument();
  });

  it('shows the last visited products, newest first, from this browser', async () => {
    recordVisit('pixel-8');
    recordVisit('iphone-15');
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const visited = await section('Naposledy jste si prohlíželi');
    const cards = await within(visited).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Visited iphone-15',
      'Visited pixel-8',
    ]);
    expect(bySeoAsked).toEqual(['iphone-15,pixel-8']);
  });

  it('hides last visited when there are none, without asking the api', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    await section('Nově naskladněno');
    expect(screen.queryByRole('region', { name: 'Naposledy jste si prohlíželi' })).not.toBeInTheDocument();
    expect(bySeoAsked).toEqual([]);
  });

  it('keeps the page when one list fails: that section offers to try again', async () => {
    let failures = 1;
    server.use(
      http.get('/api/new/catalogue/lists/time-limited-offers/', () =>
        failures-- > 0
          ? HttpResponse.json({ type: 'not_found', code: 'route_not_found', message: 'No.' }, { status: 404 })
          : HttpResponse.json({ items: [] }),
      ),
    );
    const { user } = renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const offers = await section('Časově omezené nabídky');
    expect(await within(offers).findByText('Tuto část stránky se nepodařilo načíst')).toBeInTheDocument();
    const newly = await section('Nově naskladněno');
    expect(
      await within(newly).findByRole('article', { name: 'Xiaomi 14 256 GB, Černá' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Mobilní telefony/ })).toBeInTheDocument();

    await user.click(within(offers).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await within(offers).findByText('Právě neběží žádná časově omezená nabídka.')).toBeInTheDocument();
  });

  it('says so when a list is empty', async () => {
    server.use(http.get('/api/new/catalogue/lists/expected/', () => HttpResponse.json({ items: [] })));
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const expected = await section('Připravujeme');
    expect(await within(expected).findByText('Žádné nové zboží teď neočekáváme.')).toBeInTheDocument();
  });

  it('leads to the buyout and the service', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ });
    const entries = await section('Další služby');
    expect(within(entries).getByRole('link', { name: /Výkup zařízení/ })).toHaveAttribute('href', '/vykup');
    expect(within(entries).getByRole('link', { name: /Servis/ })).toHaveAttribute('href', '/servis');
  });

  it('speaks Romanian, with Romanian paths', async () => {
    renderWithProviders(<CatalogueRoutes />, { shop: 'ro', messages: roRO });
    const entries = await section('Alte servicii');
    expect(within(entries).getByRole('link', { name: /Răscumpărare dispozitive/ })).toHaveAttribute(
      'href',
      '/rascumparare',
    );
    expect(within(entries).getByRole('link', { name: /^Service/ })).toHaveAttribute('href', '/service');
    expect(await section('Nou în stoc')).toBeInTheDocument();
    expect(await screen.findByText(/^Se încheie în 3 zile \(/)).toBeInTheDocument();
  });
});
