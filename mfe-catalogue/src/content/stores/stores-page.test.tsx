import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { renderCatalogueAt } from '../../testing/catalogue-routes.tsx';
import { storeCard } from './stores-fixtures.ts';

const praha = storeCard(1, { name: 'Mobilní svět Praha', slug: 'praha-vaclavske-namesti' });
const brno = storeCard(2, {
  name: 'Mobilní svět Brno',
  slug: 'brno-namesti-svobody',
  city: 'Brno',
  latitude: 49.19,
  longitude: 16.61,
  services: ['sale', 'service'],
  openState: {
    today: '2026-12-24',
    isOpen: false,
    closesAt: null,
    opensAt: { date: '2026-12-28', weekday: 'mon', time: '09:00' },
  },
  exceptions: [{ date: '2026-12-24', closed: true, opens: null, closes: null, note: 'Štědrý den' }],
});
const requests: string[] = [];

setupTestServer(
  http.get('/api/new/stores/showrooms', ({ request }) => {
    const service = new URL(request.url).searchParams.get('service');
    requests.push(`list ${service ?? ''}`);
    const items = service
      ? [praha, brno].filter((store) => store.services.includes(service as 'sale'))
      : [praha, brno];
    return HttpResponse.json({ items, map: { tileUrl: null } });
  }),
  http.get('/api/new/stores/showrooms/nearest', ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(`nearest ${params.toString()}`);
    if (params.get('q') === 'Atlantida')
      return HttpResponse.json(
        {
          type: 'validation',
          code: 'place_not_found',
          message: 'Toto město ani PSČ neznáme.',
          errors: { query: { q: ['Toto město ani PSČ neznáme.'] } },
        },
        { status: 400 },
      );
    const origin = params.get('q')
      ? { label: 'Olomouc', latitude: 49.59, longitude: 17.25 }
      : { label: '', latitude: 49.2, longitude: 16.6 };
    return HttpResponse.json({
      origin,
      items: [
        { ...brno, distanceKm: 64.2 },
        { ...praha, distanceKm: 209.5 },
      ],
    });
  }),
  http.get('/api/new/stores/showrooms/:slug', ({ params }) =>
    params.slug === 'brno-namesti-svobody'
      ? HttpResponse.json({ ...brno, description: 'Prodejna na náměstí Svobody.' })
      : HttpResponse.json(
          { type: 'not_found', code: 'store_not_found', message: 'Nenalezeno' },
          { status: 404 },
        ),
  ),
);

beforeEach(() => {
  requests.length = 0;
});

describe('stores page', () => {
  it('lists the stores with open now, services, contacts, directions and the shop map', async () => {
    renderCatalogueAt('/prodejny');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prodejny a\u00a0showroomy' }),
    ).toBeInTheDocument();
    const card = (await screen.findByRole('article', { name: 'Mobilní svět Brno' })) as HTMLElement;
    expect(within(card).getByText('Zavřeno, otevírá pondělí v 9:00')).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Služby' })).toHaveTextContent('ProdejServis');
    expect(within(card).getByRole('link', { name: 'Mobilní svět Brno' })).toHaveAttribute(
      'href',
      '/prodejny/brno-namesti-svobody',
    );
    expect(
      within(card).getByRole('link', { name: 'Navigovat: Mobilní svět Brno (Google Mapy, nové okno)' }),
    ).toHaveAttribute('href', brno.directionsUrl);
    expect(within(card).getByText(/Štědrý den/)).toBeInTheDocument();
    const praha = screen.getByRole('article', { name: 'Mobilní svět Praha' });
    expect(within(praha).getByText('Otevřeno, zavírá v 19:00')).toBeInTheDocument();
    const map = screen.getByRole('figure', { name: 'Mapa prodejen' });
    expect(within(map).getAllByRole('link')).toHaveLength(2);
    expect(within(map).getByRole('link', { name: /Mobilní svět Praha/ })).toHaveAttribute(
      'href',
      '/prodejny/praha-vaclavske-namesti',
    );
  });

  it('filters by service', async () => {
    const { user } = renderCatalogueAt('/prodejny');
    await screen.findByRole('article', { name: 'Mobilní svět Brno' });
    await user.click(screen.getByRole('radio', { name: 'Výkup' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Mobilní svět Brno' })).not.toBeInTheDocument(),
    );
    expect(requests).toContain('list buyout');
  });

  it('finds the nearest store by town, and shows an unknown town at the field', async () => {
    const { user } = renderCatalogueAt('/prodejny');
    await screen.findByRole('article', { name: 'Mobilní svět Brno' });
    const field = screen.getByRole('textbox', { name: 'Město nebo PSČ' });
    await user.type(field, 'Atlantida');
    await user.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(
      await screen.findByText('Toto město ani PSČ neznáme. Zkuste okresní město nebo jiné PSČ.'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Olomouc');
    await user.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nejblíže k\u00a0místu Olomouc' }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('Mobilní svět Brno');
    expect(within(cards[0]).getByText('64,2 km')).toBeInTheDocument();
    expect(requests).toContain('nearest q=Olomouc');
  });

  it('asks the browser for the position only when the visitor presses the button', async () => {
    const getCurrentPosition = jest.fn((success: PositionCallback) =>
      success({ coords: { latitude: 49.1951, longitude: 16.6068 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const { user } = renderCatalogueAt('/prodejny');
    await screen.findByRole('article', { name: 'Mobilní svět Brno' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(requests.some((line) => line.startsWith('nearest'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Použít moji polohu' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nejblíže k\u00a0vaší poloze' }),
    ).toBeInTheDocument();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(requests).toContain('nearest lat=49.195&lng=16.607');
  });

  it('opens a store’s page in Romanian too', async () => {
    renderCatalogueAt('/magazine/brno-namesti-svobody', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mobilní svět Brno' })).toBeInTheDocument();
    expect(screen.getByText('Prodejna na náměstí Svobody.')).toBeInTheDocument();
    expect(screen.getByText('Închis, se deschide luni la 9:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toate magazinele' })).toHaveAttribute('href', '/magazine');
  });

  it('answers an unknown store with the not-found page', async () => {
    renderCatalogueAt('/prodejny/neexistuje');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
  });
});
