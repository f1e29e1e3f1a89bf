import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { BuyoutView } from 'shared-domain/buyout';
import { setupTestServer } from 'shared-ui/testing.ts';
import { BUYOUT_API } from '../buyout-api.ts';
import { buyoutDataFixture } from '../testing/buyout-fixtures.ts';
import { apiError, type BuyoutApiLog, buyoutApiHandlers } from '../testing/buyout-handlers.ts';
import { renderBuyout } from '../testing/render-buyout.tsx';

const log: BuyoutApiLog = { requests: [], sentToEmail: [] };
const server = setupTestServer(...buyoutApiHandlers('cz', log));

beforeEach(() => {
  log.requests.length = 0;
});

/** "label: value" of every row of a section. */
const rows = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('review mode', () => {
  it('shows a saved buyout read-only: device, answers, grade, price, customer, pickup and status', async () => {
    const { store } = renderBuyout('/vykup/prehled/42?token=t0k3n');
    expect(await screen.findByRole('heading', { level: 1, name: 'Výkup V-2026-000042' })).toBeInTheDocument();
    expect(log.requests).toEqual(['GET /api/new/buyout/buyouts/42/?token=t0k3n']);

    expect(rows('Souhrn')).toEqual([
      'Stav výkupu: Zařízení jsme přijali',
      'Vytvořeno: 20. 11. 2026',
      'Kvalita: A Výborný stav – jen drobné známky používání',
      'Výkupní cena: 8\u00a0500\u00a0Kč',
    ]);
    expect(rows('Zařízení')).toEqual([
      'Typ zařízení: Telefony',
      'Výrobce: Apple',
      'Model: iPhone 13',
      'Barva: Půlnoční',
      'IMEI: 356938035643809',
      'Sériové číslo: F2LXK0ABCD12',
      'Datum nákupu: 15. 3. 2024',
      'Celkový stav: Použité',
      'Poznámka: Mírně poškrábaný rámeček',
    ]);
    expect(rows('Odpovědi na otázky o\u00a0stavu')).toEqual([
      'Zapne se zařízení?: Ano, zapne se',
      'Funguje displej i dotyková vrstva?: Ano, bez vady',
      'Jak vypadá displej?: Drobné škrábance',
      'Jak vypadá tělo zařízení?: Jako nové',
      'Přiložíte originální nabíječku?: Ano',
      'Jaká je kapacita baterie?: 80 % a více',
    ]);
    expect(rows('Vaše údaje')).toEqual([
      'Jméno: Ing. Jana Nováková',
      'E-mail: jana.novakova@example.cz',
      'Telefon: +420 603 123 456',
      'Adresa: Korunní 12120 00 PrahaČesko',
      'Číslo účtu: 19-2000145399/0800',
    ]);
    expect(screen.getByRole('region', { name: 'Adresa vyzvednutí' })).toHaveTextContent(
      'Masarykova 31602 00 BrnoČesko',
    );

    // Nothing to edit, nothing to send or sell.
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(store.getState().buyout?.mode).toBe(BuyoutView.buyoutVisible | BuyoutView.reviewMode);
  });

  it('says the pickup is at the customer’s address when no other was given', async () => {
    server.use(
      http.get(`${BUYOUT_API}/buyouts/:id/`, () =>
        HttpResponse.json(buyoutDataFixture({ pickup_address: null })),
      ),
    );
    renderBuyout('/vykup/prehled/42?token=t0k3n');
    expect(await screen.findByRole('region', { name: 'Adresa vyzvednutí' })).toHaveTextContent(
      'Zařízení vyzvedneme na vaší adrese.',
    );
  });

  it('marks the page busy while the buyout loads', async () => {
    renderBuyout('/vykup/prehled/42?token=t0k3n');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Přehled výkupu' }).closest('[aria-busy]'),
    ).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('heading', { level: 1, name: 'Výkup V-2026-000042' });
  });

  it('says the buyout was not found or is not yours (404)', async () => {
    server.use(
      http.get(`${BUYOUT_API}/buyouts/:id/`, () => apiError(404, 'buyout_not_found', 'Buyout not found.')),
    );
    renderBuyout('/vykup/prehled/42?token=wrong');
    expect(
      await screen.findByRole('heading', { name: 'Výkup jsme nenašli nebo k\u00a0němu nemáte přístup.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ocenit jiné zařízení' })).toHaveAttribute('href', '/vykup');
  });

  it('does not ask for an id that is not a number', async () => {
    renderBuyout('/vykup/prehled/abc');
    expect(
      screen.getByRole('heading', { name: 'Výkup jsme nenašli nebo k\u00a0němu nemáte přístup.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(log.requests).toEqual([]));
  });

  it('treats a refused token (403) like a missing buyout', async () => {
    server.use(http.get(`${BUYOUT_API}/buyouts/:id/`, () => apiError(403, 'forbidden', 'Forbidden.')));
    renderBuyout('/vykup/prehled/42?token=someone-elses');
    expect(
      await screen.findByRole('heading', { name: 'Výkup jsme nenašli nebo k\u00a0němu nemáte přístup.' }),
    ).toBeInTheDocument();
  });

  it('offers to try again when loading fails otherwise', async () => {
    let calls = 0;
    server.use(
      http.get(`${BUYOUT_API}/buyouts/:id/`, () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'invalid_request', 'Odkaz je neúplný.')
          : HttpResponse.json(buyoutDataFixture());
      }),
    );
    const { user } = renderBuyout('/vykup/prehled/42?token=t0k3n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Výkup se nepodařilo načíst');
    expect(alert).toHaveTextContent('Odkaz je neúplný.');
    await user.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Výkup V-2026-000042' })).toBeInTheDocument();
  });

  it('shows the review in Romanian with Lei at /rascumparare/rezumat/<id>', async () => {
    server.use(...buyoutApiHandlers('ro', log));
    renderBuyout('/rascumparare/rezumat/42?token=t0k3n', 'ro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Răscumpărarea V-2026-000042' }),
    ).toBeInTheDocument();
    expect(rows('Rezumat')).toContain('Preț de răscumpărare: 8.500\u00a0Lei');
    expect(rows('Dispozitiv')).toEqual(
      expect.arrayContaining(['Data achiziției: 15 mar. 2024', 'Starea generală: Folosit']),
    );
    expect(rows('Datele dumneavoastră')).toContain('Adresă: Korunní 12120 00 PrahaCehia');
  });
});
