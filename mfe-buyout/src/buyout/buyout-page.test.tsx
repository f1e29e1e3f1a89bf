import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { BUYOUT_API, BUYOUT_START_PATH, buyoutApi } from '../buyout-api.ts';
import {
  apiError,
  type BuyoutApiLog,
  buyoutApiHandlers,
  countryOptions,
  selectorDataFor,
} from '../testing/buyout-handlers.ts';
import { testRouter } from '../testing/buyout-routes.tsx';
import { renderBuyout } from '../testing/render-buyout.tsx';

const log: BuyoutApiLog = { requests: [], sentToEmail: [] };
const server = setupTestServer(...buyoutApiHandlers('cz', log));

beforeEach(() => {
  log.requests.length = 0;
});

const field = (name: string) => screen.getByRole('combobox', { name });
const questions = () => screen.queryAllByRole('group', { name: /^\d\. / });

async function selectorReady() {
  await waitFor(() => expect(field('Typ zařízení')).toBeEnabled());
}

describe('buyout page: the selector', () => {
  it('explains the buyout in three short steps and links to the buyout centres', async () => {
    renderBuyout('/vykup');
    expect(screen.getByRole('heading', { level: 1, name: 'Výkup zařízení' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Jak výkup probíhá' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Vyberte zařízení Typ, výrobce, model a\u00a0barvu.',
      'Popište jeho stav Podle odpovědí hned uvidíte cenu.',
      'Prodejte Online, nebo si nabídku pošlete e-mailem a\u00a0rozmyslete se později.',
    ]);
    expect(screen.getByRole('link', { name: 'Výkupní centra' })).toHaveAttribute(
      'href',
      '/vykup/vykupni-centra',
    );
    await selectorReady();
    expect(screen.getByRole('group', { name: 'Vyberte zařízení' })).toBeInTheDocument();
    // The aggregate brings the product types: the selector asks for nothing itself.
    expect(log.requests).toEqual(['GET /api/bff/buyout-start']);
  });

  it('marks the selector busy while the selection in the URL is restored', async () => {
    renderBuyout('/vykup/telefony');
    const section = screen.getByRole('region', { name: 'Vyberte zařízení' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Načítáme vybrané zařízení…' })).toBeInTheDocument();
    await selectorReady();
    expect(section).not.toHaveAttribute('aria-busy');
  });

  it('walks type → manufacturer → model → colour, pushing the URL the server returns at each step', async () => {
    const { user } = renderBuyout('/vykup');
    await selectorReady();

    await user.selectOptions(field('Typ zařízení'), 'Telefony');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/vykup/telefony'));
    await waitFor(() => expect(field('Výrobce')).toBeEnabled());
    await user.selectOptions(field('Výrobce'), 'Apple');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/vykup/telefony/apple'));
    await waitFor(() => expect(field('Model')).toBeEnabled());
    await user.selectOptions(field('Model'), 'iPhone 13');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/vykup/telefony/apple/iphone-13'));
    await user.click(await screen.findByRole('radio', { name: 'Půlnoční' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Stav zařízení' })).toBeInTheDocument();
    expect(questions()).toHaveLength(6);
    await waitFor(() =>
      expect(testRouter.location.pathname).toBe('/vykup/telefony/apple/iphone-13/midnight'),
    );
    expect(log.requests).toEqual([
      'GET /api/bff/buyout-start',
      'GET /api/new/buyout/manufacturers/?type=1',
      'GET /api/new/buyout/models/?type=1&manufacturer=10',
      'GET /api/new/buyout/colours/?model=100',
      'GET /api/new/buyout/appraisal/1000/',
    ]);
  });

  it('shows that the appraisal is loading after a colour is chosen', async () => {
    let release: () => void = () => {};
    server.use(
      http.get(`${BUYOUT_API}/appraisal/:id/`, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ url: '/vykup/telefony/apple/iphone-13/starlight', appraisal: null });
      }),
    );
    const { user } = renderBuyout('/vykup/telefony/apple/iphone-13');
    await selectorReady();
    await user.click(screen.getByRole('radio', { name: 'Hvězdně bílá' }));
    expect(
      await screen.findByRole('status', { name: 'Načítáme otázky k\u00a0ocenění…' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stav zařízení' })).toHaveAttribute('aria-busy', 'true');
    release();
    // An answer without an appraisal is a missing appraisal.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Omlouváme se, ale při zjišťování nacenění nastala chyba.',
    );
  });

  it('restores a deep link with one request and renders it without asking the selector endpoints', async () => {
    const { store } = renderBuyout('/vykup/telefony/apple/iphone-13/midnight');
    await selectorReady();
    expect(field('Typ zařízení')).toHaveValue('1');
    expect(field('Výrobce')).toHaveValue('10');
    expect(field('Model')).toHaveValue('100');
    expect(screen.getByRole('radio', { name: 'Půlnoční' })).toBeChecked();
    expect(await screen.findByRole('heading', { level: 2, name: 'Stav zařízení' })).toBeInTheDocument();
    expect(questions()).toHaveLength(6);
    expect(log.requests).toEqual([
      'GET /api/bff/buyout-start?type=telefony&manufacturer=apple&model=iphone-13&colour=midnight',
    ]);
    // The same answer seeds the country options the sell-online form needs.
    expect(buyoutApi.endpoints.getCountryOptions.select()(store.getState()).data).toEqual(
      countryOptions('cz'),
    );
  });

  it('clears the later choices and the appraisal when an earlier level changes', async () => {
    const { user } = renderBuyout('/vykup/telefony/apple/iphone-13/midnight');
    await screen.findByRole('heading', { level: 2, name: 'Stav zařízení' });
    await user.selectOptions(field('Výrobce'), 'Samsung');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/vykup/telefony/samsung'));
    expect(field('Model')).toHaveValue('');
    expect(screen.queryByRole('radio', { name: 'Půlnoční' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Stav zařízení' })).not.toBeInTheDocument();
    expect(questions()).toHaveLength(0);
  });

  it('restores the selection again when the browser goes back and forward', async () => {
    const { user } = renderBuyout('/vykup/telefony/apple/iphone-13/midnight');
    await screen.findByRole('heading', { level: 2, name: 'Stav zařízení' });
    await user.click(screen.getByRole('radio', { name: 'Hvězdně bílá' }));
    await waitFor(() =>
      expect(testRouter.location.pathname).toBe('/vykup/telefony/apple/iphone-13/starlight'),
    );
    await waitFor(() => expect(questions()).toHaveLength(6));

    act(() => testRouter.navigate(-1));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Půlnoční' })).toBeChecked());
    expect(testRouter.location.pathname).toBe('/vykup/telefony/apple/iphone-13/midnight');
    await waitFor(() => expect(questions()).toHaveLength(6));

    act(() => testRouter.navigate(1));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Hvězdně bílá' })).toBeChecked());
    expect(log.requests).toEqual([
      'GET /api/bff/buyout-start?type=telefony&manufacturer=apple&model=iphone-13&colour=midnight',
      'GET /api/new/buyout/appraisal/1001/',
      'GET /api/bff/buyout-start?type=telefony&manufacturer=apple&model=iphone-13&colour=midnight',
      'GET /api/bff/buyout-start?type=telefony&manufacturer=apple&model=iphone-13&colour=starlight',
    ]);
  });

  it('replaces a link naming an unknown device by the URL of what was found', async () => {
    renderBuyout('/vykup/telefony/nokia');
    await selectorReady();
    await waitFor(() => expect(testRouter.location.pathname).toBe('/vykup/telefony'));
    expect(field('Typ zařízení')).toHaveValue('1');
    expect(field('Výrobce')).toHaveValue('');
    expect(log.requests).toEqual(['GET /api/bff/buyout-start?type=telefony&manufacturer=nokia']);
  });

  it('only logs a failed selector load and lets the customer choose from the start', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      server.use(http.get(BUYOUT_START_PATH, () => apiError(404, 'route_not_found', 'No route.')));
      renderBuyout('/vykup/telefony');
      await selectorReady();
      expect(consoleError).toHaveBeenCalledWith(
        'Buyout: the selection in the URL could not be restored',
        expect.objectContaining({ status: 404 }),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(field('Typ zařízení')).toHaveValue('');
      expect(log.requests).toEqual(['GET /api/new/buyout/product-types/']);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('is mounted at /rascumparare in Romanian and pushes the Romanian URLs', async () => {
    const { user } = renderBuyout('/rascumparare', 'ro');
    server.use(...buyoutApiHandlers('ro', log));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Răscumpărarea dispozitivelor' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(field('Tipul dispozitivului')).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Centre de răscumpărare' })).toHaveAttribute(
      'href',
      '/rascumparare/centre',
    );
    await user.selectOptions(field('Tipul dispozitivului'), 'Telefony');
    await waitFor(() => expect(testRouter.location.pathname).toBe('/rascumparare/telefony'));
  });
});

describe('buyout page: appraisal errors', () => {
  async function chooseColour(shop: 'cz' | 'ro' = 'cz') {
    const rendered = renderBuyout(
      shop === 'cz' ? '/vykup/telefony/apple/iphone-13' : '/rascumparare/telefony/apple/iphone-13',
      shop,
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Půlnoční' })).toBeEnabled());
    await rendered.user.click(screen.getByRole('radio', { name: 'Půlnoční' }));
    return rendered;
  }

  it('says the appraisal failed when it is missing (404), and keeps the URL', async () => {
    server.use(
      http.get(`${BUYOUT_API}/appraisal/:id/`, () => apiError(404, 'appraisal_not_found', 'No appraisal.')),
    );
    await chooseColour();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Omlouváme se, ale při zjišťování nacenění nastala chyba.'),
    ).toBeInTheDocument();
    expect(testRouter.location.pathname).toBe('/vykup/telefony/apple/iphone-13');
    expect(questions()).toHaveLength(0);
  });

  it('loads the appraisal again on "try again" after a failure that may pass', async () => {
    let calls = 0;
    server.use(
      http.get(`${BUYOUT_API}/appraisal/:id/`, () => {
        calls += 1;
        return calls === 1 ? apiError(404, 'appraisal_not_found', 'No appraisal.') : undefined;
      }),
    );
    const { user } = await chooseColour();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    await waitFor(() => expect(questions()).toHaveLength(6));
    await waitFor(() =>
      expect(testRouter.location.pathname).toBe('/vykup/telefony/apple/iphone-13/midnight'),
    );
    expect(calls).toBe(2);
  });

  it('says the appraisal failed when the call fails (500), after the retries', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      let calls = 0;
      server.use(
        http.get(`${BUYOUT_API}/appraisal/:id/`, () => {
          calls += 1;
          return apiError(500, 'internal_error', 'Something broke.');
        }),
      );
      const { user } = renderBuyout('/vykup/telefony/apple/iphone-13', 'cz', {
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await waitFor(() => expect(screen.getByRole('radio', { name: 'Půlnoční' })).toBeEnabled());
      await user.click(screen.getByRole('radio', { name: 'Půlnoční' }));
      await act(() => jest.advanceTimersByTimeAsync(7_000));
      const alert = await screen.findByRole('alert');
      expect(
        within(alert).getByText('Omlouváme se, ale při zjišťování nacenění nastala chyba.'),
      ).toBeInTheDocument();
      expect(calls).toBe(4);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the server’s message on a 400 and still updates the URL', async () => {
    server.use(
      http.get(`${BUYOUT_API}/appraisal/:id/`, () =>
        apiError(400, 'colour_not_bought', 'Tuto barvu momentálně nevykupujeme.'),
      ),
    );
    await chooseColour();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Tuto barvu momentálně nevykupujeme\.$/);
    // The same request would be refused the same way: nothing to try again.
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(testRouter.location.pathname).toBe('/vykup/telefony/apple/iphone-13/midnight'),
    );
    // The pushed URL names what is on screen: no restore follows.
    expect(log.requests.filter((request) => request.includes('buyout-start'))).toHaveLength(1);
  });

  it('says the appraisal failed for a deep link whose appraisal is missing', async () => {
    server.use(
      http.get(BUYOUT_START_PATH, () => {
        const selector = selectorDataFor('cz', {
          product_type: { id: 1, name: 'Telefony', seo_name: 'telefony' },
          manufacturer: { id: 10, name: 'Apple', seo_name: 'apple' },
          product_model: { id: 100, name: 'iPhone 13', seo_name: 'iphone-13' },
          product_color: { id: 1000, name: 'Půlnoční', seo_name: 'midnight' },
        });
        return HttpResponse.json({
          selector: { ...selector, appraisal: null },
          countries: countryOptions('cz'),
        });
      }),
    );
    renderBuyout('/vykup/telefony/apple/iphone-13/midnight');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Omlouváme se, ale při zjišťování nacenění nastala chyba.',
    );
  });

  it('says it in Romanian in the Romanian shop', async () => {
    server.use(...buyoutApiHandlers('ro', log));
    server.use(
      http.get(`${BUYOUT_API}/appraisal/:id/`, () => apiError(404, 'appraisal_not_found', 'No appraisal.')),
    );
    await chooseColour('ro');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Ne pare rău, dar a apărut o eroare la stabilirea prețului.'),
    ).toBeInTheDocument();
  });
});
