import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useRoutes, useShop } from 'shared-ui';
import { places, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { PLACES_PATH } from '../centres/places-api.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';

function BuyoutRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const server = setupTestServer(http.get(PLACES_PATH, () => HttpResponse.json(places)));

describe('buyout page', () => {
  it('explains the buyout in three steps and says online appraisal is coming', async () => {
    renderWithProviders(<BuyoutRoutes />, { messages: csCZ, initialEntries: ['/vykup'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Výkup zařízení' })).toBeInTheDocument();
    const steps = screen.getByRole('heading', { level: 2, name: 'Jak výkup probíhá' }).nextElementSibling!;
    expect(
      within(steps as HTMLElement)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Vyberte zařízení', 'Popište jeho stav', 'Prodejte']);
    expect(screen.getByText('Online ocenění připravujeme.')).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Výkupní centrum Brno' });
  });

  it('lists only the buyout centres from the api, with address, phone and opening hours', async () => {
    renderWithProviders(<BuyoutRoutes />, { messages: csCZ, initialEntries: ['/vykup'] });
    const brno = await screen.findByRole('article', { name: 'Výkupní centrum Brno' });
    expect(screen.getByRole('article', { name: 'Výkupní centrum Praha – Karlín' })).toBeInTheDocument();
    expect(screen.queryByText('Mobilní svět Praha – Václavské náměstí')).not.toBeInTheDocument();
    expect(screen.queryByText('Servisní centrum Praha – Vinohrady')).not.toBeInTheDocument();

    expect(within(brno).getByText(/Masarykova 31/)).toHaveTextContent('Masarykova 31602 00 Brno');
    expect(within(brno).getByRole('link', { name: '+420 542 215 310' })).toHaveAttribute(
      'href',
      'tel:+420542215310',
    );
    expect(within(brno).getByText('Otevírací doba')).toBeInTheDocument();
    expect(
      within(brno)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['pondělí – pátek', 'sobota', 'neděle']);
    expect(
      within(brno)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['8:30–17:30', '9:00–12:00', 'Zavřeno']);
    expect(
      within(brno).getByRole('link', {
        name: 'Zobrazit na mapě: Výkupní centrum Brno (otevře se v novém okně)',
      }),
    ).toHaveAttribute('href', expect.stringContaining('openstreetmap.org'));
  });

  it('is mounted at /rascumparare in Romanian', async () => {
    renderWithProviders(<BuyoutRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/rascumparare'] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Răscumpărarea dispozitivelor' }),
    ).toBeInTheDocument();
    const brno = await screen.findByRole('article', { name: 'Výkupní centrum Brno' });
    expect(within(brno).getByText('luni – vineri')).toBeInTheDocument();
    expect(within(brno).getByText('Închis')).toBeInTheDocument();
  });

  it('says so when there is no buyout centre', async () => {
    server.use(
      http.get(PLACES_PATH, () => HttpResponse.json(places.filter((place) => place.kind !== 'buyout'))),
    );
    renderWithProviders(<BuyoutRoutes />, { messages: csCZ, initialEntries: ['/vykup'] });
    expect(await screen.findByRole('heading', { name: 'Výkupní centra zatím nemáme' })).toBeInTheDocument();
  });

  it('offers to try again when the centres cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(PLACES_PATH, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { type: 'not_found', code: 'route_not_found', message: 'No route.' },
              { status: 404 },
            )
          : HttpResponse.json(places);
      }),
    );
    const { user } = renderWithProviders(<BuyoutRoutes />, { messages: csCZ, initialEntries: ['/vykup'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seznam výkupních center se nepodařilo načíst',
    );
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('article', { name: 'Výkupní centrum Brno' })).toBeInTheDocument();
  });

  it('marks the centres busy while they load', async () => {
    renderWithProviders(<BuyoutRoutes />, { messages: csCZ, initialEntries: ['/vykup'] });
    const centres = screen.getByRole('region', { name: 'Výkupní centra' });
    expect(centres).toHaveAttribute('aria-busy', 'true');
    await within(centres).findByRole('article', { name: 'Výkupní centrum Brno' });
    expect(centres).not.toHaveAttribute('aria-busy');
  });

  it('tells where a new buyout centre will appear', async () => {
    server.use(http.get(PLACES_PATH, () => HttpResponse.json([])));
    renderWithProviders(<BuyoutRoutes />, { messages: csCZ, initialEntries: ['/vykup'] });
    expect(await screen.findByText('Jakmile nějaké otevřeme, najdete ho zde.')).toBeInTheDocument();
  });

  it('explains a failed load in Romanian', async () => {
    server.use(
      http.get(PLACES_PATH, () =>
        HttpResponse.json(
          { type: 'not_found', code: 'route_not_found', message: 'No route.' },
          { status: 404 },
        ),
      ),
    );
    renderWithProviders(<BuyoutRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/rascumparare'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lista centrelor de răscumpărare nu a putut fi încărcată',
    );
    expect(screen.getByRole('button', { name: 'Încercați din nou' })).toBeInTheDocument();
  });
});
