import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { browsePage, product } from '../testing/catalogue-fixtures.ts';
import { renderCatalogueAt } from '../testing/catalogue-routes.tsx';

const requests: URLSearchParams[] = [];
const server = setupTestServer(
  http.get('/api/new/catalogue/search/', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    return HttpResponse.json({
      ...browsePage(
        [
          product(1, { name: 'Apple iPhone 15 128 GB, Černá' }),
          product(2, { name: 'Apple iPhone 15 256 GB, Černá' }),
        ],
        Number(params.get('page')),
        12,
        2,
      ),
      q: params.get('q'),
    });
  }),
  http.get('/api/new/catalogue/search/suggestions/', () => HttpResponse.json([])),
);

beforeEach(() => {
  requests.length = 0;
});

const renderSearch = renderCatalogueAt;

describe('search page', () => {
  it('lists the matches with filters and sorting like a category', async () => {
    const { user } = renderSearch('/hledat?q=cerna');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Výsledky hledání „cerna“' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Apple iPhone 15 128 GB, Černá' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 produkty')).toBeInTheDocument();
    expect(requests[0].get('q')).toBe('cerna');
    const link = screen.getByRole('link', { name: 'Apple iPhone 15 128 GB, Černá' });
    expect(link).toHaveAttribute('href', '/telefony/apple-iphone-15-1');

    await user.click(screen.getByRole('checkbox', { name: 'Apple (20)' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Aktuální adresa' })).toHaveTextContent(
        '/hledat?q=cerna&brand=apple',
      ),
    );
    await waitFor(() => expect(requests.at(-1)?.getAll('brand')).toEqual(['apple']));
    expect(requests.at(-1)?.get('q')).toBe('cerna');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Řadit podle' }), 'Od nejlevnějšího');
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('price_asc'));
  });

  it('says "no results" when nothing matches', async () => {
    server.use(
      http.get('/api/new/catalogue/search/', () =>
        HttpResponse.json({ ...browsePage([], 1, 12, 0), q: 'xyz' }),
      ),
    );
    renderSearch('/hledat?q=kolobezka');
    expect(await screen.findByRole('heading', { name: 'Nic jsme nenašli.' })).toBeInTheDocument();
    expect(screen.getByText(/Pro „kolobezka“ nemáme žádný produkt/)).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('says the search failed and can try again', async () => {
    let fail = true;
    server.use(
      http.get('/api/new/catalogue/search/', () =>
        fail
          ? HttpResponse.json({ type: 'validation', code: 'x', message: '' }, { status: 400 })
          : HttpResponse.json({
              ...browsePage([product(3, { name: 'Nalezený telefon' })], 1, 12, 1),
              q: 'ip',
            }),
      ),
    );
    const { user } = renderSearch('/hledat?q=iphone');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Při vyhledávání došlo k chybě, zkuste to prosím později.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Nalezený telefon' })).toBeInTheDocument();
  });

  it('sends nothing for a one-character term and says 2 are needed', async () => {
    renderSearch('/hledat?q=i');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zadejte alespoň 2 znaky.');
    expect(screen.getByRole('heading', { level: 1, name: 'Vyhledávání' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toHaveLength(0);
  });

  it('answers at /cautare in Romanian', async () => {
    server.use(
      http.get('/api/new/catalogue/search/', () =>
        HttpResponse.json({ ...browsePage([], 1, 12, 0), q: 'x' }, { status: 200 }),
      ),
    );
    renderSearch('/cautare?q=ro%C8%99u', 'ro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rezultatele căutării „roșu”' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nu am găsit nimic.' })).toBeInTheDocument();
  });

  it('shows the Romanian error message', async () => {
    server.use(
      http.get('/api/new/catalogue/search/', () =>
        HttpResponse.json({ type: 'validation', code: 'x', message: '' }, { status: 400 }),
      ),
    );
    renderSearch('/cautare?q=iphone', 'ro');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A apărut o eroare la căutare, vă rugăm să încercați mai târziu.',
    );
  });
});
