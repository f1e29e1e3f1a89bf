import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { ProductDetail } from 'shared-domain';
import { api, useLocation } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CatalogueRoutes } from '../testing/catalogue-routes.tsx';
import { blueDetail, pageData, productDetail, variants } from './product-fixtures.ts';

const midnight256 = productDetail({
  id: 3,
  seoName: 'apple-iphone-13-256gb-midnight',
  name: 'Apple iPhone 13 256 GB, Temně inkoustová',
  storageGb: 256,
  price: variants[2].price,
});
const products: Record<string, ProductDetail> = {
  'apple-iphone-13-128gb-midnight': productDetail(),
  'apple-iphone-13-256gb-midnight': midnight256,
  'apple-iphone-13-256gb-blue': blueDetail(),
  'apple-iphone-13-128gb-blue': productDetail({
    id: 2,
    seoName: 'apple-iphone-13-128gb-blue',
    name: 'Apple iPhone 13 128 GB, Modrá',
    colour: variants[1].colour,
    stock: { online: 0, stores: [], reservationReadyMinutes: 30 },
  }),
  'apple-iphone-13-512gb-midnight': productDetail({
    id: 9,
    seoName: 'apple-iphone-13-512gb-midnight',
    name: 'Apple iPhone 13 512 GB, Temně inkoustová',
    seo: {
      title: 'iPhone 13 levně a\u00a0se zárukou',
      description: 'Nový iPhone 13 s\u00a0dopravou zdarma.',
      text: 'První odstavec o\u00a0telefonu.\n\nDruhý odstavec.',
    },
  }),
};

const log = { pageRequests: [] as string[], countRequests: 0, posted: [] as unknown[] };
const server = setupTestServer(
  http.get('/api/bff/product-page', async ({ request }) => {
    const seo = new URL(request.url).searchParams.get('seo') ?? '';
    log.pageRequests.push(seo);
    const product = products[seo];
    if (!product) {
      return HttpResponse.json(
        { type: 'not_found', code: 'product_not_found', message: 'There is no product.' },
        { status: 404 },
      );
    }
    await delay(20);
    return HttpResponse.json(pageData(product, 1));
  }),
  http.get('/api/new/cart/count', () => {
    log.countRequests += 1;
    return HttpResponse.json({ count: log.countRequests === 1 ? 1 : 2 });
  }),
  // The favourite button and the reviews (other features of the page) ask for their own data.
  http.get('/api/new/catalogue/favourites/', () => HttpResponse.json({ items: [] })),
  http.get('/api/new/product-reviews/products/:seo/reviews/', () =>
    HttpResponse.json({
      summary: {
        average: null,
        count: 0,
        verifiedCount: 0,
        histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 0 })),
      },
      items: [],
      page: 1,
      pageSize: 6,
      total: 0,
    }),
  ),
  http.post('/api/new/cart/items', async ({ request }) => {
    log.posted.push(await request.json());
    await delay(50);
    return HttpResponse.json({ count: 2 }, { status: 201 });
  }),
);

// Stands in for the header's CartBadge (mfe-cart): a query of the count tagged 'Cart'.
const badgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    productTestCartCount: build.query<number, void>({
      query: () => '/api/new/cart/count',
      transformResponse: (response: { count: number }) => response.count,
      providesTags: ['Cart'],
    }),
  }),
});
function CartBadgeProbe() {
  const { data } = badgeApi.useProductTestCartCountQuery();
  return <p>V košíku: {data ?? '…'}</p>;
}
function LocationProbe() {
  return <output aria-label="Adresa">{useLocation().pathname}</output>;
}

function renderPage(path = '/telefony/apple-iphone-13-128gb-midnight', shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(
    <>
      <CartBadgeProbe />
      <CatalogueRoutes />
      <LocationProbe />
    </>,
    { shop, messages: shop === 'cz' ? csCZ : roRO, initialEntries: [path] },
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The live regions (aria-live and the roles that imply it) whose text contains `text`. */
const liveRegionsSaying = (text: string) =>
  Array.from(
    document.querySelectorAll<HTMLElement>('[aria-live], [role="status"], [role="alert"], [role="log"]'),
  ).filter((region) => region.textContent?.includes(text));
const money = (text: string) => new RegExp(text.replace(/ /g, '\\s'));
/** A paragraph by its whole text, prices (<data>) inside it included. */
const paragraph = (text: RegExp) =>
  screen.getByText((_, element) => element?.tagName === 'P' && text.test(element.textContent ?? ''));

beforeEach(() => {
  log.pageRequests.length = 0;
  log.countRequests = 0;
  log.posted.length = 0;
  localStorage.clear();
});

describe('product page', () => {
  it('shows the product: gallery, condition, price, installment, stock, details, offers', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Načítáme produkt…' })).toHaveAttribute('aria-busy', 'true');
    await heading('Apple iPhone 13 128 GB, Temně inkoustová');
    expect(log.pageRequests).toEqual(['apple-iphone-13-128gb-midnight']);
    expect(screen.getByText('Nové zboží')).toBeInTheDocument();
    const main = screen.getByRole('img', { name: /obrázek 1 z\u00a03/ });
    expect(main).toHaveAttribute('width', '600');
    expect(main).toHaveAttribute('height', '600');
    expect(main).toHaveAttribute(
      'src',
      '/api/new/catalogue/products/apple-iphone-13-128gb-midnight/images/1.svg',
    );
    expect(screen.getAllByText(money('13 990 Kč')).length).toBeGreaterThan(0);
    expect(paragraph(/^od\s562\sKč\směsíčně/)).toBeInTheDocument();
    expect(screen.getByText(/30× splátka, RPSN 14,9 %/)).toBeInTheDocument();
    expect(screen.getByText('Skladem online: 5 ks')).toBeInTheDocument();
    const stores = screen.getByRole('heading', { name: 'Dostupnost v\u00a0prodejnách' })
      .nextElementSibling as HTMLElement;
    expect(within(stores).getByText('Mobilní svět Praha Anděl, Praha').nextSibling).toHaveTextContent('3 ks');
    expect(within(stores).getByText('Mobilní svět Brno Vaňkovka, Brno').nextSibling).toHaveTextContent(
      'Nedostupné',
    );
    expect(screen.getByText('Rezervaci v prodejně vám připravíme do 30 minut.')).toBeInTheDocument();
    expect(screen.getByText('0194253123456')).toBeInTheDocument();
    expect(screen.getByText('8,4 × 16,8 × 3,8 cm')).toBeInTheDocument();
    expect(screen.getByText('0,33 kg')).toBeInTheDocument();
    expect(screen.getByText('Pojištění proti krádeži a poškození na 12 měsíců')).toBeInTheDocument();
    expect(screen.getByText('Prodloužená záruka +24 měsíců')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PanzerGlass Screen Protector iPhone 15' })).toHaveAttribute(
      'href',
      '/prislusenstvi/panzerglass-iphone-15',
    );
    expect(JSON.parse(localStorage.getItem('shop:last-visited') ?? '[]')).toEqual([
      'apple-iphone-13-128gb-midnight',
    ]);
  });

  it('names the browser tab after the product', async () => {
    renderPage();
    await heading('Apple iPhone 13 128 GB, Temně inkoustová');
    expect(document.title).toBe('Apple iPhone 13 128 GB, Temně inkoustová – Mobilní svět');
  });

  it("uses staff's SEO title and description, and shows the SEO text as paragraphs", async () => {
    const { unmount } = renderPage('/telefony/apple-iphone-13-512gb-midnight');
    await heading('Apple iPhone 13 512 GB, Temně inkoustová');
    expect(document.title).toBe('iPhone 13 levně a\u00a0se zárukou – Mobilní svět');
    const meta = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(meta()?.content).toBe('Nový iPhone 13 s\u00a0dopravou zdarma.');
    const description = screen.getByRole('region', { name: 'Popis' });
    expect(
      within(description)
        .getAllByText(/odstavec/)
        .map((p) => [p.tagName, p.textContent]),
    ).toEqual([
      ['P', 'První odstavec o\u00a0telefonu.'],
      ['P', 'Druhý odstavec.'],
    ]);
    unmount();
    expect(meta()).toBeNull();
  });

  it('has no description section or meta description when staff wrote none', async () => {
    renderPage();
    await heading('Apple iPhone 13 128 GB, Temně inkoustová');
    expect(screen.queryByRole('region', { name: 'Popis' })).not.toBeInTheDocument();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('shows a used piece with its grade and what the grade means', async () => {
    server.use(
      http.get('/api/bff/product-page', () =>
        HttpResponse.json(
          pageData(
            productDetail({
              seoName: 'apple-iphone-13-128gb-midnight-used-b',
              condition: 'used',
              quality: { grade: 'B', meaningKey: 'veryGood' },
            }),
          ),
        ),
      ),
    );
    renderPage('/telefony/apple-iphone-13-128gb-midnight-used-b');
    expect(await screen.findByText('Použité · kvalita B')).toBeInTheDocument();
    expect(screen.getByText(/Velmi dobrý stav/)).toBeInTheDocument();
  });

  it('switches pictures with the thumbnails, by mouse and by arrow keys', async () => {
    const { user } = renderPage();
    await heading('Apple iPhone 13 128 GB, Temně inkoustová');
    const second = screen.getByRole('button', { name: 'Zobrazit obrázek 2 z\u00a03' });
    await user.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: /obrázek 2 z\u00a03/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/2\.svg$/),
    );
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Zobrazit obrázek 3 z\u00a03' })).toHaveFocus();
    expect(screen.getByRole('img', { name: /obrázek 3 z\u00a03/ })).toBeInTheDocument();
  });

  it('switches storage and colour in place: the URL is replaced and the price follows at once', async () => {
    const { user } = renderPage();
    await heading('Apple iPhone 13 128 GB, Temně inkoustová');
    expect(screen.getByRole('radio', { name: 'Temně inkoustová' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '256\u00a0GB' }));
    expect(screen.getByRole('status', { name: 'Adresa' })).toHaveTextContent(
      '/telefony/apple-iphone-13-256gb-midnight',
    );
    // The previous answer already knows the variant's price and stock.
    expect(screen.getByText(money('16 990 Kč'))).toBeInTheDocument();
    expect(screen.getByText('Skladem online: 2 ks')).toBeInTheDocument();
    await heading('Apple iPhone 13 256 GB, Temně inkoustová');

    await user.click(screen.getByRole('radio', { name: 'Modrá' }));
    await heading('Apple iPhone 13 256 GB, Modrá');
    expect(screen.getByRole('status', { name: 'Adresa' })).toHaveTextContent(
      '/telefony/apple-iphone-13-256gb-blue',
    );
    expect(screen.getByRole('radio', { name: '256\u00a0GB' })).toBeChecked();
    expect(screen.getByText('Skladem online: 7 ks')).toBeInTheDocument();
    expect(log.pageRequests).toEqual([
      'apple-iphone-13-128gb-midnight',
      'apple-iphone-13-256gb-midnight',
      'apple-iphone-13-256gb-blue',
    ]);
    expect(JSON.parse(localStorage.getItem('shop:last-visited') ?? '[]')[0]).toBe(
      'apple-iphone-13-256gb-blue',
    );
  });

  it('adds one piece to the cart: spinner while sending, a toast, and the badge counts again', async () => {
    const { user } = renderPage();
    await heading('Apple iPhone 13 128 GB, Temně inkoustová');
    expect(await screen.findByText('V košíku: 1')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Přidat do košíku' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    // The spinner is for the eye: the button keeps its name while it works.
    expect(button).toHaveAccessibleName('Přidat do košíku');
    // A second click while sending adds nothing more.
    await user.click(button);
    await waitFor(() => expect(liveRegionsSaying('Produkt byl přidán do košíku.')).toHaveLength(1));
    expect(log.posted).toEqual([{ productId: 1, quantity: 1 }]);
    expect(await screen.findByText('V košíku: 2')).toBeInTheDocument();
    expect(log.countRequests).toBe(2);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the focus on the button and announces the confirmation once, without its close button', async () => {
    const { user } = renderPage();
    const button = await screen.findByRole('button', { name: 'Přidat do košíku' });
    await user.click(button);
    await waitFor(() => expect(liveRegionsSaying('Produkt byl přidán do košíku.')).toHaveLength(1));
    const [region] = liveRegionsSaying('Produkt byl přidán do košíku.');
    expect(region.textContent).toBe('Produkt byl přidán do košíku.');
    expect(region.querySelector('button')).toBeNull();
    expect(button).toHaveFocus();
  });

  it("shows the server's reason when the product cannot be added", async () => {
    server.use(
      http.post('/api/new/cart/items', () =>
        HttpResponse.json(
          { type: 'conflict', code: 'out_of_stock', message: 'Produkt už bohužel není skladem.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderPage();
    await heading('Apple iPhone 13 128 GB, Temně inkoustová');
    await screen.findByText('V košíku: 1');
    await user.click(screen.getByRole('button', { name: 'Přidat do košíku' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Produkt se nepodařilo přidat do košíku.');
    expect(alert).toHaveTextContent('Produkt už bohužel není skladem.');
    expect(screen.queryByText('Produkt byl přidán do košíku.')).not.toBeInTheDocument();
    expect(log.countRequests).toBe(1);

    server.use(
      http.post('/api/new/cart/items', () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: { form: { quantity: ['Hodnota může být nejvýše 99.'] } },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Přidat do košíku' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Hodnota může být nejvýše 99.'));
  });

  it('cannot add a variant that is out of stock', async () => {
    const { user } = renderPage();
    await heading('Apple iPhone 13 128 GB, Temně inkoustová');
    await user.click(screen.getByRole('radio', { name: 'Modrá' }));
    expect(screen.getByText('Momentálně není skladem')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přidat do košíku' })).toBeDisabled();
    await heading('Apple iPhone 13 128 GB, Modrá');
    expect(screen.getByText('Momentálně není skladem')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Přidat do košíku' })).toBeDisabled();
  });

  it('says the product could not be loaded, and loads it again on request', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let fail = true;
      server.use(
        http.get('/api/bff/product-page', () =>
          fail
            ? HttpResponse.json(
                { type: 'upstream', code: 'api_error', message: 'The shop service failed' },
                { status: 502 },
              )
            : HttpResponse.json(pageData(productDetail())),
        ),
      );
      const { user } = renderWithProviders(<CatalogueRoutes />, {
        messages: csCZ,
        initialEntries: ['/telefony/apple-iphone-13-128gb-midnight'],
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await act(() => jest.advanceTimersByTimeAsync(7_000));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Produkt se kvůli chybě nepodařilo načíst. Zkuste to prosím znovu.');
      fail = false;
      await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
      expect(await heading('Apple iPhone 13 128 GB, Temně inkoustová')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows the catalogue's not-found page for an unknown product", async () => {
    renderPage('/telefony/apple-iphone-99');
    expect(await heading('Stránka nenalezena')).toBeInTheDocument();
    expect(screen.getByText(/Tento produkt jsme v katalogu nenašli/)).toBeInTheDocument();
    expect(localStorage.getItem('shop:last-visited')).toBeNull();
    expect(document.title).toBe('Stránka nenalezena – Mobilní svět');
  });

  it('moves a product found under another type to its own address', async () => {
    renderPage('/tablety/apple-iphone-13-128gb-midnight');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Adresa' })).toHaveTextContent(
        '/telefony/apple-iphone-13-128gb-midnight',
      ),
    );
  });

  it('speaks Romanian and prices in Lei in the Romanian shop', async () => {
    const ro = productDetail({
      name: 'Apple iPhone 13 128 GB, Miezul nopții',
      type: { seoName: 'telefoane', name: 'Telefoane mobile' },
      price: { amount: 279_900, currency: 'RON' },
      variants: variants.map((v) => ({ ...v, price: { amount: 279_900, currency: 'RON' as const } })),
      installment: {
        monthly: { amount: 11_300, currency: 'RON' },
        months: 30,
        apr: 14.9,
        provider: 'Test mode installments',
      },
    });
    server.use(
      http.get('/api/bff/product-page', () => HttpResponse.json(pageData(ro))),
      http.post('/api/new/cart/items', () => HttpResponse.json({ count: 2 }, { status: 201 })),
    );
    const { user } = renderPage('/telefoane/apple-iphone-13-128gb-midnight', 'ro');
    await heading('Apple iPhone 13 128 GB, Miezul nopții');
    expect(screen.getAllByText(/^2\.799\sLei$/).length).toBeGreaterThan(0);
    expect(paragraph(/^de la\s113\sLei\spe lună/)).toBeInTheDocument();
    expect(screen.getByText('În stoc online: 5 buc.')).toBeInTheDocument();
    expect(screen.getByText('Rezervarea în magazin este gata în 30 de minute.')).toBeInTheDocument();
    expect(document.title).toBe('Apple iPhone 13 128 GB, Miezul nopții – Lumea Mobilă');
    await user.click(screen.getByRole('button', { name: 'Adăugați în coș' }));
    await waitFor(() => expect(liveRegionsSaying('Produsul a fost adăugat în coș.')).toHaveLength(1));
    expect(liveRegionsSaying('Produsul a fost adăugat în coș.')[0].textContent).toBe(
      'Produsul a fost adăugat în coș.',
    );
    expect(screen.getByRole('button', { name: roRO['catalogue.productPage.addToCart'] })).toHaveFocus();
  });
});
