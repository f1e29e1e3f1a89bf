import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { browseAnswer, browsePage, product } from '../testing/catalogue-fixtures.ts';
import { renderCatalogueAt } from '../testing/catalogue-routes.tsx';

const requests: URLSearchParams[] = [];
const twelvePhones = (params: URLSearchParams) =>
  browsePage(
    Array.from({ length: 12 }, (_, index) => product(index + 1, { name: `Telefon ${index + 1}` })),
    Number(params.get('page')),
    12,
    30,
  );
let answer = twelvePhones;
const server = setupTestServer(
  http.get('/api/new/catalogue/browse/', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    return browseAnswer(request, answer(params));
  }),
);

beforeEach(() => {
  requests.length = 0;
  answer = twelvePhones;
});

const renderCategory = (url = '/telefony', shop: 'cz' | 'ro' = 'cz') => renderCatalogueAt(url, shop);

const location = () => screen.getByRole('status', { name: 'Aktuální adresa' });

/** The elements of the panel before `target` in reading order: what would push it down if it grew. */
function elementsAbove(panel: HTMLElement, target: HTMLElement): Element[] {
  return Array.from(panel.querySelectorAll('*')).filter(
    (element) =>
      !element.contains(target) && element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
}

describe('category filters', () => {
  it('builds the panel from the facets: brands, price, storage, colours, grades with meaning, stock', async () => {
    renderCategory();
    const panel = await screen.findByRole('complementary', { name: 'Filtry produktů' });
    const brands = within(panel).getByRole('group', { name: 'Značka' });
    expect(within(brands).getByRole('checkbox', { name: 'Apple (20)' })).not.toBeChecked();
    expect(within(brands).getByRole('checkbox', { name: 'Samsung (10)' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Od (Kč)' })).toHaveAttribute('placeholder', '3990');
    expect(within(panel).getByRole('textbox', { name: 'Do (Kč)' })).toHaveAttribute('placeholder', '34990');
    const storage = within(panel).getByRole('group', { name: 'Úložiště' });
    expect(within(storage).getByRole('checkbox', { name: '128 GB (18)' })).toBeInTheDocument();
    expect(within(storage).getByRole('checkbox', { name: '1 TB (12)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Černá (16)' })).toBeInTheDocument();
    const aPlus = within(panel).getByRole('checkbox', { name: 'Použité · kvalita A+ (12)' });
    expect(aPlus).toHaveAccessibleDescription('Jako nové – bez známek používání');
    expect(within(panel).getByRole('checkbox', { name: 'Nové (10)' })).toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Pouze skladem (25)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtry' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('writes a filter to the URL, resets the page and asks the api with it; back undoes it', async () => {
    const { user } = renderCategory('/telefony?page=2');
    await screen.findByRole('heading', { level: 2, name: 'Telefon 1' });
    expect(requests.at(-1)?.get('page')).toBe('2');

    await user.click(screen.getByRole('checkbox', { name: 'Apple (20)' }));
    await waitFor(() => expect(location()).toHaveTextContent('/telefony?brand=apple'));
    await waitFor(() => expect(requests.at(-1)?.getAll('brand')).toEqual(['apple']));
    expect(requests.at(-1)?.get('page')).toBe('1');
    expect(screen.getByRole('checkbox', { name: 'Apple (20)' })).toBeChecked();

    await user.click(screen.getByRole('checkbox', { name: 'Samsung (10)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Použité · kvalita A+ (12)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pouze skladem (25)' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent('/telefony?brand=apple&brand=samsung&quality=A%2B&available=true'),
    );
    await waitFor(() => expect(requests.at(-1)?.getAll('quality')).toEqual(['A+']));
    expect(requests.at(-1)?.get('available')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'test:back' }));
    await waitFor(() =>
      expect(location()).toHaveTextContent('/telefony?brand=apple&brand=samsung&quality=A%2B'),
    );
    expect(screen.getByRole('checkbox', { name: 'Pouze skladem (25)' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'test:forward' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Pouze skladem (25)' })).toBeChecked());
  });

  // A mouse click on "Apple" used to do nothing now and then: the first filter inserted a
  // "clear filters" button above the lists, which jumped down under the pointer.
  it.each([
    ['cz', '/telefony', 'Filtry produktů', 'Značka', 'Apple (20)', csCZ],
    ['ro', '/telefoane', 'Filtre produse', 'Marcă', 'Apple (20)', roRO],
  ] as const)(
    'keeps the filter lists in place when a filter is set (%s)',
    async (shop, url, panelName, brandGroup, apple, messages) => {
      const { user } = renderCategory(url, shop);
      const panel = await screen.findByRole('complementary', { name: panelName });
      const brands = within(panel).getByRole('group', { name: brandGroup });
      const clear = within(panel).getByRole('button', { name: messages['catalogue.browse.clearFilters'] });
      expect(clear).toHaveAttribute('aria-disabled', 'true');
      await user.click(clear);
      expect(location()).toHaveTextContent(new RegExp(`^${url}$`));
      const above = elementsAbove(panel, brands);

      await user.click(within(brands).getByRole('checkbox', { name: apple }));
      await waitFor(() => expect(location()).toHaveTextContent(`${url}?brand=apple`));
      expect(elementsAbove(panel, brands)).toEqual(above);
      expect(clear).not.toHaveAttribute('aria-disabled');
      await user.click(clear);
      await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${url}$`)));
      expect(within(brands).getByRole('checkbox', { name: apple })).not.toBeChecked();
    },
  );

  it('keeps a box checked that is clicked while the results are still loading, and both filters hold', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer = twelvePhones;
    server.use(
      http.get('/api/new/catalogue/browse/', async ({ request }) => {
        const params = new URL(request.url).searchParams;
        requests.push(params);
        if (params.has('brand')) await held;
        return browseAnswer(request, twelvePhones(params));
      }),
    );
    const { user } = renderCategory();
    await screen.findByRole('heading', { level: 2, name: 'Telefon 1' });
    await user.click(screen.getByRole('checkbox', { name: 'Samsung (10)' }));
    // The list for Samsung is still on its way when Apple is clicked.
    await user.click(screen.getByRole('checkbox', { name: 'Apple (20)' }));
    expect(screen.getByRole('checkbox', { name: 'Apple (20)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Samsung (10)' })).toBeChecked();
    await waitFor(() => expect(location()).toHaveTextContent('/telefony?brand=samsung&brand=apple'));
    release();
    await waitFor(() => expect(requests.at(-1)?.getAll('brand')).toEqual(['samsung', 'apple']));
    expect(await screen.findByRole('heading', { level: 2, name: 'Telefon 1' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Apple (20)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Samsung (10)' })).toBeChecked();
  });

  it.each([
    ['cz', '/telefony', 'Přeskočit na výsledky'],
    ['ro', '/telefoane', 'Salt la rezultate'],
  ] as const)(
    'lets a keyboard user skip the filters straight to the results (%s)',
    async (shop, url, skip) => {
      const { user } = renderCategory(url, shop);
      await screen.findByRole('heading', { level: 2, name: 'Telefon 1' });
      // The first stop of the keyboard on the page, before the filters.
      await user.tab();
      const link = screen.getByRole('link', { name: skip });
      expect(link).toHaveFocus();
      await user.keyboard('{Enter}');
      const focused = document.activeElement as HTMLElement;
      expect(within(focused).getByRole('heading', { level: 2, name: 'Telefon 1' })).toBeInTheDocument();
      expect(within(focused).queryByRole('checkbox')).not.toBeInTheDocument();
      // The filters live in the URL: the jump leaves it alone.
      expect(location()).toHaveTextContent(new RegExp(`^${url}$`));
    },
  );

  it('reads filters from the URL and keeps them in the page links', async () => {
    renderCategory('/telefony?colour=black&storage=128');
    expect(await screen.findByRole('checkbox', { name: 'Černá (16)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '128 GB (18)' })).toBeChecked();
    expect(requests[0].getAll('colour')).toEqual(['black']);
    expect(requests[0].getAll('storage')).toEqual(['128']);
    const pages = screen.getByRole('navigation', { name: 'Stránky kategorie' });
    expect(within(pages).getByRole('link', { name: 'Stránka 2' })).toHaveAttribute(
      'href',
      '/telefony?storage=128&colour=black&page=2',
    );
  });

  it('applies a price range in whole units, and refuses one upside down', async () => {
    const { user } = renderCategory();
    await user.type(await screen.findByRole('textbox', { name: 'Od (Kč)' }), '20000');
    await user.type(screen.getByRole('textbox', { name: 'Do (Kč)' }), '10000');
    await user.click(screen.getByRole('button', { name: 'Použít cenu' }));
    expect(screen.getByText('Horní hranice nesmí být nižší než dolní.')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/telefony$/);

    await user.clear(screen.getByRole('textbox', { name: 'Do (Kč)' }));
    await user.type(screen.getByRole('textbox', { name: 'Do (Kč)' }), '30000');
    await user.click(screen.getByRole('button', { name: 'Použít cenu' }));
    await waitFor(() => expect(location()).toHaveTextContent('/telefony?minPrice=20000&maxPrice=30000'));
    await waitFor(() => expect(requests.at(-1)?.get('maxPrice')).toBe('30000'));
    expect(requests.at(-1)?.get('minPrice')).toBe('20000');
    expect(screen.getByRole('textbox', { name: 'Od (Kč)' })).toHaveValue('20000');
  });

  it('sorts through the select, keeping the filters', async () => {
    const { user } = renderCategory('/telefony?brand=samsung&page=3');
    const sort = await screen.findByRole('combobox', { name: 'Řadit podle' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Doporučené', 'Od nejlevnějšího', 'Od nejdražšího', 'Nejnovější', 'Nejlépe hodnocené']);
    await user.selectOptions(sort, 'Od nejdražšího');
    await waitFor(() => expect(location()).toHaveTextContent('/telefony?brand=samsung&sort=price_desc'));
    await waitFor(() => expect(requests.at(-1)?.get('sort')).toBe('price_desc'));
    expect(requests.at(-1)?.get('page')).toBe('1');
  });

  it('says when nothing matches and clears the filters', async () => {
    answer = (params) =>
      params.has('brand')
        ? browsePage([], 1, 12, 0)
        : browsePage([product(1, { name: 'Telefon 1' })], 1, 12, 1);
    const { user } = renderCategory('/telefony?brand=samsung&available=true');
    expect(
      await screen.findByRole('heading', { name: 'Zadaným filtrům neodpovídá žádný produkt' }),
    ).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Zrušit filtry' });
    await user.click(clear[clear.length - 1]);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/telefony$/));
    expect(await screen.findByRole('heading', { level: 2, name: 'Telefon 1' })).toBeInTheDocument();
  });

  it('shows a load error with a retry that loads again', async () => {
    let fail = true;
    server.use(
      http.get('/api/new/catalogue/browse/', ({ request }) => {
        requests.push(new URL(request.url).searchParams);
        if (fail)
          return HttpResponse.json({ type: 'internal', code: 'internal', message: 'x' }, { status: 400 });
        return browseAnswer(request, browsePage([product(7, { name: 'Telefon 7' })], 1, 12, 1));
      }),
    );
    const { user } = renderCategory();
    const retry = await screen.findByRole('button', { name: 'Zkusit znovu' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 2, name: 'Telefon 7' })).toBeInTheDocument();
  });

  it('speaks Romanian and shows Lei in the Romanian shop', async () => {
    server.use(
      http.get('/api/new/catalogue/browse/', ({ request }) =>
        browseAnswer(
          request,
          browsePage(
            [product(1, { name: 'Telefon 1', price: { amount: 279_900, currency: 'RON' } })],
            1,
            12,
            1,
            {
              price: { min: { amount: 99_900, currency: 'RON' }, max: { amount: 599_900, currency: 'RON' } },
            },
          ),
        ),
      ),
    );
    renderCategory('/telefoane', 'ro');
    const panel = await screen.findByRole('complementary', { name: 'Filtre produse' });
    expect(within(panel).getByRole('group', { name: 'Marcă' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'De la (Lei)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sortați după' })).toBeInTheDocument();
    expect(screen.getByText('1 produs')).toBeInTheDocument();
  });
});
