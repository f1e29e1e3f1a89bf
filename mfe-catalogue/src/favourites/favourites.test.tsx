import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ProductSummary } from 'shared-domain';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { product } from '../testing/catalogue-fixtures.ts';
import { CatalogueRoutes } from '../testing/catalogue-routes.tsx';
import { FavouriteButton } from './favourite-button.tsx';

const catalogue = [
  product(1, { name: 'Apple iPhone 15 128 GB, Modrá' }),
  product(2, { name: 'Samsung Galaxy S24', manufacturer: 'Samsung' }),
];
let favourites: ProductSummary[] = [];
const calls: string[] = [];

const server = setupTestServer(
  http.get('/api/new/catalogue/favourites/', () => HttpResponse.json({ items: favourites })),
  http.put('/api/new/catalogue/favourites/:id', ({ params }) => {
    calls.push(`PUT ${params.id}`);
    const added = catalogue.find((item) => item.id === Number(params.id));
    if (added && !favourites.some((item) => item.id === added.id)) favourites = [added, ...favourites];
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete('/api/new/catalogue/favourites/:id', ({ params }) => {
    calls.push(`DELETE ${params.id}`);
    favourites = favourites.filter((item) => item.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  favourites = [];
  calls.length = 0;
});

describe('favourite button', () => {
  it('adds and removes the product, named after it, aria-pressed following', async () => {
    const { user } = renderWithProviders(<FavouriteButton productId={1} productName="Apple iPhone 15" />, {
      messages: csCZ,
    });
    const add = await screen.findByRole('button', { name: 'Přidat do oblíbených: Apple iPhone 15' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await user.click(add);
    // optimistic: pressed at once, and still after the list came back from the api
    expect(add).toHaveAttribute('aria-pressed', 'true');
    expect(add).toHaveAccessibleName('Odebrat z\u00a0oblíbených: Apple iPhone 15');
    await waitFor(() => expect(calls).toEqual(['PUT 1']));
    await waitFor(() => expect(favourites).toHaveLength(1));
    expect(add).toHaveAttribute('aria-pressed', 'true');

    await user.click(add);
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calls).toEqual(['PUT 1', 'DELETE 1']));
    expect(screen.getByRole('button', { name: 'Přidat do oblíbených: Apple iPhone 15' })).toBeInTheDocument();
  });

  it('keeps the heart pressed when the first list arrives only after the click', async () => {
    // The list was on its way (still without the product) when the customer clicked, and it
    // arrives while the save is still running.
    const hold = () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return { held, release };
    };
    const list = hold();
    const save = hold();
    let listServed = false;
    server.use(
      http.get(
        '/api/new/catalogue/favourites/',
        async () => {
          await list.held;
          listServed = true;
          return HttpResponse.json({ items: [] });
        },
        { once: true },
      ),
      http.put(
        '/api/new/catalogue/favourites/:id',
        async () => {
          await save.held;
          calls.push('PUT 1');
          favourites = [catalogue[0]];
          return new HttpResponse(null, { status: 204 });
        },
        { once: true },
      ),
    );
    const { user } = renderWithProviders(<FavouriteButton productId={1} productName="Apple iPhone 15" />, {
      messages: csCZ,
    });
    const add = screen.getByRole('button', { name: 'Přidat do oblíbených: Apple iPhone 15' });
    await user.click(add);
    list.release();
    await waitFor(() => expect(listServed).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the list reaches the component
    expect(add).toHaveAttribute('aria-pressed', 'true');
    save.release();
    await waitFor(() => expect(calls).toEqual(['PUT 1']));
    expect(add).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a product that is a favourite already as pressed', async () => {
    favourites = [catalogue[1]];
    renderWithProviders(<FavouriteButton productId={2} productName="Samsung Galaxy S24" />, {
      messages: csCZ,
    });
    expect(
      await screen.findByRole('button', { name: 'Odebrat z\u00a0oblíbených: Samsung Galaxy S24' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('turns back and says so when the api refuses', async () => {
    server.use(
      http.put('/api/new/catalogue/favourites/:id', () =>
        HttpResponse.json({ type: 'not_found', code: 'product_not_found', message: 'No.' }, { status: 404 }),
      ),
    );
    const { user } = renderWithProviders(<FavouriteButton productId={1} productName="Apple iPhone 15" />, {
      messages: csCZ,
    });
    const button = await screen.findByRole('button', { name: 'Přidat do oblíbených: Apple iPhone 15' });
    await user.click(button);
    // Read once, from the toasts' live region; the visible toast hides its copy from screen readers.
    expect(
      await screen.findByText('Oblíbené se nepodařilo uložit. Zkuste to prosím znovu.', {
        ignore: '[aria-hidden="true"], script, style',
      }),
    ).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('speaks Romanian', async () => {
    renderWithProviders(<FavouriteButton productId={1} productName="Apple iPhone 15" />, {
      shop: 'ro',
      messages: roRO,
    });
    expect(
      await screen.findByRole('button', { name: 'Adăugați la favorite: Apple iPhone 15' }),
    ).toBeInTheDocument();
  });
});

describe('favourites page', () => {
  it('lists the favourite products at /oblibene, and a removed one leaves at once', async () => {
    favourites = [...catalogue];
    const { user } = renderWithProviders(<CatalogueRoutes />, {
      messages: csCZ,
      initialEntries: ['/oblibene'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Oblíbené' })).toBeInTheDocument();
    const samsung = await screen.findByRole('article', { name: 'Samsung Galaxy S24' });
    expect(within(samsung).getByText('22 990 Kč')).toBeInTheDocument();
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.delete('/api/new/catalogue/favourites/:id', async ({ params }) => {
        calls.push(`DELETE ${params.id}`);
        await answered;
        favourites = favourites.filter((item) => item.id !== Number(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Odebrat z\u00a0oblíbených: Samsung Galaxy S24' }));
    // gone before the api has answered
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Samsung Galaxy S24' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(calls).toEqual(['DELETE 2']));
    answer();
    expect(screen.getByRole('article', { name: 'Apple iPhone 15 128 GB, Modrá' })).toBeInTheDocument();
    await waitFor(() => expect(favourites).toHaveLength(1));
  });

  it('explains an empty list and leads back to the catalogue', async () => {
    renderWithProviders(<CatalogueRoutes />, { messages: csCZ, initialEntries: ['/oblibene'] });
    expect(
      await screen.findByRole('heading', { name: 'Zatím nemáte žádné oblíbené zboží' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prohlédnout katalog' })).toHaveAttribute('href', '/');
  });

  it('lives at /favorite in the Romanian shop', async () => {
    favourites = [product(7, { name: 'Google Pixel 8', price: { amount: 329_900, currency: 'RON' } })];
    renderWithProviders(<CatalogueRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/favorite'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Favorite' })).toBeInTheDocument();
    const pixel = await screen.findByRole('article', { name: 'Google Pixel 8' });
    expect(within(pixel).getByText('3.299 Lei')).toBeInTheDocument();
  });

  it('offers to try again when the favourites cannot be loaded', async () => {
    let failures = 1;
    server.use(
      http.get('/api/new/catalogue/favourites/', () =>
        failures-- > 0
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : HttpResponse.json({ items: catalogue }),
      ),
    );
    const { user } = renderWithProviders(<CatalogueRoutes />, {
      messages: csCZ,
      initialEntries: ['/oblibene'],
    });
    await user.click(await screen.findByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('article', { name: 'Samsung Galaxy S24' })).toBeInTheDocument();
  });
});
