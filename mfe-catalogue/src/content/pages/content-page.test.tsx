import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { PublishedPage } from 'shared-domain/contracts/content-pages.ts';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { storefrontHandlers } from '../../home/storefront-handlers.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import { product, productPage } from '../../testing/catalogue-fixtures.ts';
import { CatalogueRoutes } from '../../testing/catalogue-routes.tsx';

const landing: PublishedPage = {
  slug: 'vyhodne-telefony',
  title: 'Výhodné telefony',
  description: 'Vybrané telefony za výhodné ceny.',
  preview: false,
  components: [
    { id: 1, type: 'text', params: { heading: 'Proč u nás', body: 'První odstavec.\n\nDruhý odstavec.' } },
    {
      id: 2,
      type: 'product_list',
      params: { source: 'category', heading: 'Telefony', categorySeoName: 'telefony', limit: 2 },
      products: [product(1, { name: 'Telefon Jedna' }), product(2, { name: 'Telefon Dva' })],
    },
    { id: 3, type: 'retired_type', params: { text: 'Stará komponenta' } },
    {
      id: 4,
      type: 'faq',
      params: {
        heading: 'Časté dotazy',
        groups: [
          {
            title: 'Doprava',
            items: [{ question: 'Kdy přijde zásilka?', answer: 'Následující pracovní den.' }],
          },
          {
            title: 'Platba',
            items: [
              { question: 'Jak mohu zaplatit?', answer: 'Kartou nebo převodem.' },
              { question: 'Lze platit na splátky?', answer: 'Ano, u\u00a0zboží nad 3 000 Kč.' },
            ],
          },
        ],
      },
    },
  ],
};

const previews: (string | null)[] = [];
const server = setupTestServer(
  // Product cards of a product list ask whether their product is a favourite once they are shown.
  http.get('/api/new/catalogue/favourites/', () => HttpResponse.json({ items: [] })),
  http.get('/api/new/content/pages/:slug', ({ params, request }) => {
    const preview = new URL(request.url).searchParams.get('preview');
    previews.push(preview);
    if (params.slug === 'vyhodne-telefony')
      return HttpResponse.json({ ...landing, preview: preview !== null });
    if (params.slug === 'home' && preview !== null)
      return HttpResponse.json({ ...landing, slug: 'home', title: 'Domovská stránka', preview: true });
    if (params.slug === 'despre-noi')
      return HttpResponse.json({ ...landing, slug: 'despre-noi', title: 'Despre noi', components: [] });
    return HttpResponse.json(
      { type: 'not_found', code: 'content_page_not_found', message: 'Tuto stránku jsme nenašli.' },
      { status: 404 },
    );
  }),
);

describe('a page edited in the admin', () => {
  it('shows its title and renders its components by type, skipping types without a renderer', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/info/vyhodne-telefony'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Výhodné telefony' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Výhodné telefony/));
    expect(await screen.findByText('Druhý odstavec.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Telefon Jedna' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Stará komponenta')).not.toBeInTheDocument();
  });

  it('has a searchable, grouped FAQ whose answers open as disclosures', async () => {
    const user = userEvent.setup();
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/info/vyhodne-telefony'] });
    const question = await screen.findByRole('button', { name: 'Kdy přijde zásilka?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Následující pracovní den.')).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Následující pracovní den.')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Hledat v\u00a0otázkách' }), 'splatky');
    expect(screen.getByRole('status')).toHaveTextContent('Nalezena 1 otázka');
    expect(screen.getByRole('heading', { level: 3, name: 'Platba' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Doprava' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lze platit na splátky?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jak mohu zaplatit?' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nic takoveho');
    expect(screen.getByRole('status')).toHaveTextContent('Žádná otázka neodpovídá hledání.');
  });

  it('passes a preview link’s token on and says the draft is shown', async () => {
    previews.length = 0;
    renderWithProviders(<CatalogueRoutes />, {
      messages: csCZ,
      initialEntries: ['/info/vyhodne-telefony?preview=1.2.abc'],
    });
    const title = await screen.findByText('Náhled konceptu');
    const note = title.closest('[role="status"]') as HTMLElement;
    expect(within(note).getByText(/návštěvníci zatím nevidí/)).toBeInTheDocument();
    expect(previews).toContain('1.2.abc');
  });

  it('sends /info/home to the home page, where its components are shown', async () => {
    server.use(
      ...storefrontHandlers,
      http.get('/api/new/mp-menu/hamburger/hamburger/', () => HttpResponse.json({ types: [], links: [] })),
      http.get('/api/new/catalogue/products', () => HttpResponse.json(productPage([], 1, 8, 0))),
    );
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/info/home'] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vítejte v\u00a0obchodě Mobilní svět' }),
    ).toBeInTheDocument();
  });

  it("shows the home page's draft by its preview link", async () => {
    renderWithProviders(<CatalogueRoutes />, {
      messages: csCZ,
      initialEntries: ['/info/home?preview=1.2.abc'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Domovská stránka' })).toBeInTheDocument();
    expect(await screen.findByText('Náhled konceptu')).toBeInTheDocument();
  });

  it('answers an unknown or unpublished page with the not-found page', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/info/neexistuje'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
  });

  it('renders a Romanian page in the Romanian shop', async () => {
    renderWithProviders(<CatalogueRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: ['/info/despre-noi'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Despre noi' })).toBeInTheDocument();
  });
});
