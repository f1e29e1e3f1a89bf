import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { browseAnswer, browsePage, product } from '../testing/catalogue-fixtures.ts';
import { CatalogueRoutes } from '../testing/catalogue-routes.tsx';

/** 30 phones, served 12 per page like the api does. */
function phonesPage(page: number) {
  const first = (page - 1) * 12 + 1;
  const ids = Array.from({ length: Math.max(0, Math.min(12, 30 - first + 1)) }, (_, index) => first + index);
  return browsePage(
    ids.map((id) => product(id, { name: `Telefon ${id}` })),
    page,
    12,
    30,
  );
}

const requests: URLSearchParams[] = [];
const server = setupTestServer(
  http.get('/api/new/catalogue/browse/', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    return browseAnswer(request, phonesPage(Number(params.get('page'))));
  }),
);

beforeEach(() => {
  requests.length = 0;
});

describe('category page', () => {
  it('shows the first 12 products of the type with pagination', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/telefony'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobilní telefony' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Telefon 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText(/30 produktů · stránka 1 z 3/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Stránky kategorie' });
    expect(within(pages).getByRole('link', { name: 'Stránka 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Stránka 2' })).toHaveAttribute(
      'href',
      '/telefony?page=2',
    );
    expect(requests[0].get('type')).toBe('telefony');
    expect(requests[0].get('pageSize')).toBe('12');
  });

  it('moves to the next page through ?page=', async () => {
    const { user } = renderWithProviders(<CatalogueRoutes />, {
      messages: csCZ,
      initialEntries: ['/telefony'],
    });
    await screen.findByRole('heading', { level: 2, name: 'Telefon 1' });
    await user.click(screen.getByRole('link', { name: 'Další stránka' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Telefon 13' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Telefon 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stránka 2' })).toHaveAttribute('aria-current', 'page');
    expect(requests.at(-1)?.get('page')).toBe('2');
  });

  it('lists the type in catalogue order: it asks without a sort', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/telefony'] });
    await screen.findByRole('heading', { level: 2, name: 'Telefon 1' });
    expect(requests.map((params) => params.has('sort'))).toEqual([false]);
  });

  it('opens the last page straight from the URL', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/telefony?page=3'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Telefon 25' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Další stránka' })).toBeDisabled();
  });

  it('says so when the type has no products', async () => {
    server.use(
      http.get('/api/new/catalogue/browse/', ({ request }) =>
        browseAnswer(request, browsePage([], 1, 12, 0)),
      ),
    );
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/tablety'] });
    expect(
      await screen.findByRole('heading', { name: 'V\u00a0této kategorii zatím nejsou žádné produkty' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('tells an unknown type apart from an empty one', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/kolobezky'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(screen.getByText(/Tuto kategorii jsme v katalogu nenašli/)).toBeInTheDocument();
    expect(requests.map((params) => params.get('type'))).toEqual(['kolobezky']);
    await waitFor(() => expect(document.title).toBe('Stránka nenalezena – Mobilní svět'));
  });

  it.each([
    ['cz', '/telefony', 'Mobilní telefony – Mobilní svět'],
    ['ro', '/telefoane', 'Telefoane mobile – Lumea Mobilă'],
  ] as const)('names the browser tab after the category (%s)', async (shop, url, title) => {
    renderWithProviders(<CatalogueRoutes />, {
      shop,
      messages: shop === 'cz' ? csCZ : roRO,
      initialEntries: [url],
    });
    await screen.findByRole('heading', { level: 2, name: 'Telefon 1' });
    expect(document.title).toBe(title);
  });
});
