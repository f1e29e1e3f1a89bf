import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useRoutes, useShop } from 'shared-ui';
import { places, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { PLACES_PATH } from '../centres/places-api.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';

function ServiceRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const server = setupTestServer(http.get(PLACES_PATH, () => HttpResponse.json(places)));

describe('service page', () => {
  it('has a heading and says online booking is coming', async () => {
    renderWithProviders(<ServiceRoutes />, { messages: csCZ, initialEntries: ['/servis'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Servis zařízení' })).toBeInTheDocument();
    expect(screen.getByText('Online objednání servisu připravujeme.')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Servisní centra' });
    await screen.findByRole('article', { name: 'Servisní centrum Ostrava' });
  });

  it('lists only the service centres from the api, with opening hours', async () => {
    renderWithProviders(<ServiceRoutes />, { messages: csCZ, initialEntries: ['/servis'] });
    const ostrava = await screen.findByRole('article', { name: 'Servisní centrum Ostrava' });
    const vinohrady = screen.getByRole('article', { name: 'Servisní centrum Praha – Vinohrady' });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText('Výkupní centrum Praha – Karlín')).not.toBeInTheDocument();

    expect(within(ostrava).getByText(/Českobratrská/)).toHaveTextContent(
      'Českobratrská 2227/9702 00 Ostrava',
    );
    expect(within(ostrava).getByRole('link', { name: '+420 596 110 230' })).toHaveAttribute(
      'href',
      'tel:+420596110230',
    );
    expect(
      within(ostrava)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['8:30–17:30', '9:00–12:00', 'Zavřeno']);
    // A centre without a phone number simply has no phone line.
    expect(within(vinohrady).queryByText('Telefon:')).not.toBeInTheDocument();
  });

  it('is mounted at /service in Romanian', async () => {
    renderWithProviders(<ServiceRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/service'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Service dispozitive' })).toBeInTheDocument();
    const ostrava = await screen.findByRole('article', { name: 'Servisní centrum Ostrava' });
    expect(within(ostrava).getByText('sâmbătă')).toBeInTheDocument();
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
    const { user } = renderWithProviders(<ServiceRoutes />, { messages: csCZ, initialEntries: ['/servis'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seznam servisních center se nepodařilo načíst',
    );
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('article', { name: 'Servisní centrum Ostrava' })).toBeInTheDocument();
  });

  it('marks the centres busy while they load', async () => {
    renderWithProviders(<ServiceRoutes />, { messages: csCZ, initialEntries: ['/servis'] });
    const centres = screen.getByRole('region', { name: 'Servisní centra' });
    expect(centres).toHaveAttribute('aria-busy', 'true');
    await within(centres).findByRole('article', { name: 'Servisní centrum Ostrava' });
    expect(centres).not.toHaveAttribute('aria-busy');
  });

  it('says so when there is no service centre', async () => {
    server.use(
      http.get(PLACES_PATH, () => HttpResponse.json(places.filter((place) => place.kind !== 'service'))),
    );
    renderWithProviders(<ServiceRoutes />, { messages: csCZ, initialEntries: ['/servis'] });
    expect(await screen.findByRole('heading', { name: 'Servisní centra zatím nemáme' })).toBeInTheDocument();
    expect(screen.getByText('Jakmile nějaké otevřeme, najdete ho zde.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
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
    renderWithProviders(<ServiceRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/service'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lista centrelor de service nu a putut fi încărcată',
    );
    expect(screen.getByRole('button', { name: 'Încercați din nou' })).toBeInTheDocument();
  });
});
