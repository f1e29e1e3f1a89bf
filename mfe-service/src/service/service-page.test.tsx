import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useRoutes, useShop } from 'shared-ui';
import { PLACES_PATH } from 'shared-ui/places';
import { places, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';
import { SERVICE_START_PATH } from '../service-api.ts';
import { renderService, testRouter } from './testing/render-service.tsx';
import { nothingSelected } from './testing/service-fixtures.ts';
import { type ServiceApiLog, selectorDataFor, serviceApiHandlers } from './testing/service-handlers.ts';

function ServiceRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const log: ServiceApiLog = { requests: [] };
const server = setupTestServer(...serviceApiHandlers('cz', log));

beforeEach(() => {
  log.requests.length = 0;
});

const field = (name: string) => screen.getByRole('combobox', { name });
const selectorReady = () => waitFor(() => expect(field('Typ zařízení')).toBeEnabled());

describe('service page: the selector', () => {
  it('walks type → manufacturer → model → colour, pushing the URL the server returns, then lists the repairs', async () => {
    const { user } = renderService('/servis');
    await selectorReady();
    expect(screen.getByRole('group', { name: 'Vyberte zařízení' })).toBeInTheDocument();

    await user.selectOptions(field('Typ zařízení'), 'Telefony');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony'));
    await waitFor(() => expect(field('Výrobce')).toBeEnabled());
    await user.selectOptions(field('Výrobce'), 'Apple');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony/apple'));
    await waitFor(() => expect(field('Model')).toBeEnabled());
    await user.selectOptions(field('Model'), 'iPhone 16');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony/apple/iphone-16'));
    expect(screen.queryByRole('heading', { level: 2, name: /^Opravy/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Černá' }));

    expect(await screen.findByRole('list', { name: 'Opravy pro Apple iPhone 16' })).toBeInTheDocument();
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony/apple/iphone-16/cerna'));
    expect(log.requests).toEqual([
      'GET /api/bff/service-start',
      'GET /api/new/service/manufacturers/?type=1',
      'GET /api/new/service/models/?type=1&manufacturer=10',
      'GET /api/new/service/colours/?model=100',
      'GET /api/new/service/operations/1000/',
    ]);
  });

  it('restores a deep link with one request, operations included', async () => {
    renderService('/servis/telefony/apple/iphone-16/bila');
    const section = screen.getByRole('region', { name: 'Vyberte zařízení' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    await selectorReady();
    expect(section).not.toHaveAttribute('aria-busy');
    expect(field('Typ zařízení')).toHaveValue('1');
    expect(field('Výrobce')).toHaveValue('10');
    expect(field('Model')).toHaveValue('100');
    expect(screen.getByRole('radio', { name: 'Bílá' })).toBeChecked();
    expect(screen.getByRole('list', { name: 'Opravy pro Apple iPhone 16' })).toBeInTheDocument();
    expect(log.requests.filter((request) => !request.includes('/stores/'))).toEqual([
      'GET /api/bff/service-start?type=telefony&manufacturer=apple&model=iphone-16&colour=bila',
    ]);
  });

  it('clears the later choices and the repairs when an earlier level changes', async () => {
    const { user } = renderService('/servis/telefony/apple/iphone-16/cerna');
    await screen.findByRole('list', { name: 'Opravy pro Apple iPhone 16' });
    await user.selectOptions(field('Výrobce'), 'Samsung');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony/samsung'));
    expect(field('Model')).toHaveValue('');
    expect(screen.queryByRole('radio', { name: 'Černá' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /^Opravy/ })).not.toBeInTheDocument();
  });

  it('replaces a link naming an unknown device by the URL of what was found', async () => {
    renderService('/servis/telefony/nokia');
    await selectorReady();
    await waitFor(() => expect(testRouter.location.pathname).toBe('/servis/telefony'));
    expect(field('Výrobce')).toHaveValue('');
  });

  it('only logs a failed restore and lets the customer choose from the start', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      server.use(
        http.get(SERVICE_START_PATH, () =>
          HttpResponse.json({ type: 'not_found', code: 'route_not_found', message: 'No.' }, { status: 404 }),
        ),
      );
      renderService('/servis/telefony');
      await selectorReady();
      expect(consoleError).toHaveBeenCalledWith(
        'Service: the selection in the URL could not be restored',
        expect.objectContaining({ status: 404 }),
      );
      expect(field('Typ zařízení')).toHaveValue('');
    } finally {
      consoleError.mockRestore();
    }
  });

  it('restores the selection in Romanian at /service', async () => {
    server.use(...serviceApiHandlers('ro', log));
    const { user } = renderService('/service/telefony/apple/iphone-16/cerna', 'ro');
    expect(screen.getByRole('heading', { level: 1, name: 'Service dispozitive' })).toBeInTheDocument();
    await waitFor(() => expect(field('Tipul dispozitivului')).toBeEnabled());
    expect(screen.getByRole('list', { name: 'Reparații pentru Apple iPhone 16' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bílá' }));
    await waitFor(() => expect(testRouter.location.pathname).toBe('/service/telefony/apple/iphone-16/bila'));
  });
});

describe('service page: the centres', () => {
  it('has a heading, the smart search and the selector above the centres', async () => {
    renderWithProviders(<ServiceRoutes />, { messages: csCZ, initialEntries: ['/servis'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Servis zařízení' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Vyhledat zařízení' })).toBeInTheDocument();
    expect(screen.queryByText('Online objednání servisu připravujeme.')).not.toBeInTheDocument();
    await selectorReady();
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
    server.use(...serviceApiHandlers('ro', log));
    renderWithProviders(<ServiceRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/service'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Service dispozitive' })).toBeInTheDocument();
    const ostrava = await screen.findByRole('article', { name: 'Servisní centrum Ostrava' });
    expect(within(ostrava).getByText('sâmbătă')).toBeInTheDocument();
  });

  it('offers to try again when the centres cannot be loaded', async () => {
    let calls = 0;
    server.use(
      // Without the start aggregate's answer the list asks for the centres itself.
      http.get(SERVICE_START_PATH, () => HttpResponse.json({ type: 'not_found' }, { status: 404 })),
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
      http.get(SERVICE_START_PATH, () =>
        HttpResponse.json({ selector: selectorDataFor('cz', nothingSelected), centres: [] }),
      ),
    );
    renderWithProviders(<ServiceRoutes />, { messages: csCZ, initialEntries: ['/servis'] });
    expect(await screen.findByRole('heading', { name: 'Servisní centra zatím nemáme' })).toBeInTheDocument();
    expect(screen.getByText('Jakmile nějaké otevřeme, najdete ho zde.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('explains a failed load in Romanian', async () => {
    // The first matching handler answers: the failing centres before the Romanian rest.
    server.use(
      http.get(SERVICE_START_PATH, () => HttpResponse.json({ type: 'not_found' }, { status: 404 })),
      http.get(PLACES_PATH, () =>
        HttpResponse.json(
          { type: 'not_found', code: 'route_not_found', message: 'No route.' },
          { status: 404 },
        ),
      ),
      ...serviceApiHandlers('ro', log),
    );
    renderWithProviders(<ServiceRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/service'] });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lista centrelor de service nu a putut fi încărcată',
    );
    expect(screen.getByRole('button', { name: 'Încercați din nou' })).toBeInTheDocument();
  });
});
