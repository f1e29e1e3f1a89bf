import { screen, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff, warehouse } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';
import { buyoutData, fakeBuyoutApi } from './testing/buyout-fixtures.ts';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

let sessionUser: CurrentUser | null = null;
let fake = fakeBuyoutApi([]);

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
);

function useBuyouts(...buyouts: Parameters<typeof fakeBuyoutApi>[0]) {
  fake = fakeBuyoutApi(buyouts);
  server.use(...fake.handlers);
  return fake;
}

beforeEach(() => {
  sessionUser = staff;
});

/** A toast's text as the live region announces it (the visible copy is hidden from screen readers). */
const announced = (text: string) =>
  screen.findByText(text, { ignore: '[aria-hidden="true"], script, style' });

function renderAdmin(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

function factsOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

function actionsRegion() {
  return screen.getByRole('region', { name: 'Změnit stav' });
}

function actionNames() {
  return within(actionsRegion())
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

describe('buyout detail', () => {
  it('shows the buyout, the customer and the timeline', async () => {
    useBuyouts(buyoutData());
    renderAdmin('/admin/vykupy/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Výkup V-2026-0007' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na seznam výkupů' })).toHaveAttribute(
      'href',
      '/admin/vykupy',
    );

    const summary = factsOf(screen.getByRole('region', { name: 'Souhrn' }));
    expect(summary[0]).toEqual(['Stav', 'Zkontrolováno']);
    expect(summary[1][1]).toMatch(/^5\. 3\. 2026/);
    expect(summary.slice(2)).toEqual([
      ['Kvalita', 'B'],
      ['Výkupní cena', '12\u00a0500\u00a0Kč'],
      ['Cena podle kvality', '13\u00a0000\u00a0Kč'],
    ]);
    expect(factsOf(screen.getByRole('region', { name: 'Zařízení' }))).toEqual([
      ['Typ', 'Telefony'],
      ['Výrobce', 'Apple'],
      ['Model', 'iPhone 13'],
      ['Barva', 'Midnight'],
      ['IMEI', '356938035643809'],
      ['Sériové číslo', 'Neuvedeno'],
      ['Datum nákupu', '15. 3. 2024'],
      ['Celkový stav podle zákazníka', 'Použité'],
      ['Poznámka zákazníka', 'Škrábanec na zadní straně'],
    ]);
    expect(factsOf(screen.getByRole('region', { name: 'Stav zařízení podle zákazníka' }))).toEqual([
      ['Je displej celý?', 'Ano, bez prasklin'],
      ['Máte nabíječku?', 'Ne'],
    ]);
    expect(factsOf(screen.getByRole('region', { name: 'Zákazník' }))).toEqual([
      ['Jméno', 'Jana Nováková'],
      ['E-mail', 'jana.novakova@example.cz'],
      ['Telefon', '+420 777 123 456'],
      ['Adresa', 'Masarykova 31, 602 00 Brno, Česko'],
      ['Účet pro výplatu', '19-2000145399/0800'],
    ]);
    expect(screen.getByRole('region', { name: 'Adresa vyzvednutí' })).toHaveTextContent(
      'Stejná jako adresa zákazníka.',
    );

    const timeline = within(screen.getByRole('region', { name: 'Průběh výkupu' })).getAllByRole('listitem');
    expect(timeline.map((entry) => entry.querySelector('span')?.textContent)).toEqual([
      'Nový',
      'Zařízení přijato',
      'Zkontrolováno',
    ]);
    expect(timeline[2]).toHaveTextContent('Poznámka: Baterie 84 %');
  });

  it('says "not given" for a buyout sold before the form asked for the purchase date and condition', async () => {
    useBuyouts(
      buyoutData({
        buyout_device: {
          imei: '356938035643809',
          serial_number: null,
          purchase_date: null,
          condition: null,
          note: null,
        },
      }),
    );
    renderAdmin('/admin/vykupy/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Výkup V-2026-0007' })).toBeInTheDocument();
    const device = factsOf(screen.getByRole('region', { name: 'Zařízení' }));
    expect(device).toContainEqual(['Datum nákupu', 'Neuvedeno']);
    expect(device).toContainEqual(['Celkový stav podle zákazníka', 'Neuvedeno']);
  });

  it('shows a skeleton while the buyout loads', async () => {
    const { handlers } = fakeBuyoutApi([buyoutData()]);
    server.use(
      http.get('/api/new/buyout/buyouts/:id/', async () => {
        await delay(50);
      }),
      ...handlers,
    );
    renderAdmin('/admin/vykupy/7');
    expect(await screen.findByRole('status', { name: 'Načítáme výkup…' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Výkup V-2026-0007' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Načítáme výkup…' })).not.toBeInTheDocument();
  });

  // Expected by hand, not read from buyoutTransitions: this is what staff must see.
  const offered: [BuyoutStatus, string[]][] = [
    ['created', ['Potvrdit příjem zařízení', 'Vrátit zařízení zákazníkovi']],
    ['device_received', ['Označit jako zkontrolované', 'Vrátit zařízení zákazníkovi']],
    ['inspected', ['Potvrdit nabídku', 'Přecenit', 'Vrátit zařízení zákazníkovi']],
    ['requoted', ['Potvrdit nabídku', 'Vrátit zařízení zákazníkovi']],
    ['offer_confirmed', ['Označit jako vyplacené']],
    ['paid', []],
    ['returned', []],
  ];

  it.each(offered)('offers only the allowed next statuses of %s', async (status, buttons) => {
    useBuyouts(buyoutData({ status }));
    renderAdmin('/admin/vykupy/7');
    await screen.findByRole('heading', { level: 1, name: 'Výkup V-2026-0007' });
    expect(actionNames()).toEqual(buttons);
    if (buttons.length === 0) {
      expect(actionsRegion()).toHaveTextContent('Výkup je uzavřený, jeho stav už nelze změnit.');
    }
  });

  it('moves the buyout on, says so, and refreshes the detail and the list', async () => {
    useBuyouts(buyoutData({ status: 'created', timeline: [] }));
    const { user } = renderAdmin('/admin/vykupy');
    const row = (await screen.findByRole('link', { name: 'V-2026-0007' })).closest('tr')!;
    expect(row).toHaveTextContent('Nový');

    await user.click(within(row).getByRole('link', { name: 'V-2026-0007' }));
    await user.click(await screen.findByRole('button', { name: 'Potvrdit příjem zařízení' }));

    expect(await announced('Výkup V-2026-0007 je teď ve stavu „Zařízení přijato“.')).toBeInTheDocument();
    expect(fake.changes).toEqual([{ id: 7, body: { status: 'device_received' } }]);
    expect(await screen.findByRole('button', { name: 'Označit jako zkontrolované' })).toBeInTheDocument();
    // The pressed button went with the old status; focus stays in the section, not lost on the page.
    expect(screen.getByRole('heading', { level: 2, name: 'Změnit stav' })).toHaveFocus();
    expect(factsOf(screen.getByRole('region', { name: 'Souhrn' }))[0]).toEqual(['Stav', 'Zařízení přijato']);
    expect(
      within(screen.getByRole('region', { name: 'Průběh výkupu' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(fake.detailRequests).toEqual([7, 7]);

    await user.click(screen.getByRole('link', { name: 'Zpět na seznam výkupů' }));
    const updated = (await screen.findByRole('link', { name: 'V-2026-0007' })).closest('tr')!;
    expect(updated).toHaveTextContent('Zařízení přijato');
    expect(fake.listQueries).toHaveLength(2);
  });

  it('asks before returning the device', async () => {
    useBuyouts(buyoutData({ status: 'device_received' }));
    const { user } = renderAdmin('/admin/vykupy/7');
    await user.click(await screen.findByRole('button', { name: 'Vrátit zařízení zákazníkovi' }));

    let dialog = screen.getByRole('alertdialog', { name: 'Vrátit zařízení zákazníkovi?' });
    expect(dialog).toHaveTextContent('Výkup V-2026-0007 skončí bez výplaty');
    expect(within(dialog).getByRole('button', { name: 'Zrušit' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Vrátit zařízení zákazníkovi' }));
    dialog = screen.getByRole('alertdialog', { name: 'Vrátit zařízení zákazníkovi?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vrátit zařízení' }));

    expect(await announced('Výkup V-2026-0007 je teď ve stavu „Vráceno“.')).toBeInTheDocument();
    expect(fake.changes).toEqual([{ id: 7, body: { status: 'returned' } }]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Výkup je uzavřený, jeho stav už nelze změnit.')).toBeInTheDocument();
    expect(actionNames()).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Změnit stav' })).toHaveFocus();
  });

  it('checks the new price at the field and sends it in minor units', async () => {
    useBuyouts(buyoutData({ status: 'inspected' }));
    const { user } = renderAdmin('/admin/vykupy/7');
    await user.click(await screen.findByRole('button', { name: 'Přecenit' }));
    const dialog = screen.getByRole('dialog', { name: 'Přecenit výkup V-2026-0007' });
    expect(dialog).toHaveTextContent('Současná cena je 12 500 Kč.');
    const price = within(dialog).getByRole('textbox', { name: 'Nová cena (Kč)' });
    const note = within(dialog).getByRole('textbox', { name: 'Poznámka pro zákazníka' });
    const submit = within(dialog).getByRole('button', { name: 'Odeslat novou nabídku' });

    await user.click(submit);
    expect(price).toHaveAccessibleDescription(/Tato hodnota je požadována\./);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();

    for (const [typed, message] of [
      ['12,50', 'Zadejte celé číslo.'],
      ['abc', 'Zadejte celé číslo.'],
      ['0', 'Zadejte kladné číslo.'],
      ['2 000 000', 'Hodnota může být nejvýše 1\u00a0000\u00a0000.'],
    ]) {
      await user.clear(price);
      await user.type(price, typed);
      expect(price).not.toHaveAttribute('aria-invalid');
      await user.click(submit);
      expect(price).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(fake.changes).toEqual([]);

    await user.clear(price);
    await user.type(price, '10 500');
    await user.type(note, '  Prasklý displej  ');
    await user.click(submit);

    expect(await announced('Výkup V-2026-0007 je teď ve stavu „Přeceněno“.')).toBeInTheDocument();
    expect(fake.changes).toEqual([
      { id: 7, body: { status: 'requoted', price: 1_050_000, note: 'Prasklý displej' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Souhrn' })).findByText('10 500 Kč'),
    ).toBeInTheDocument();
  });

  it('leaves the note out when there is none, and shows the api’s price error at the field', async () => {
    const { changes } = useBuyouts(buyoutData({ status: 'inspected' }));
    const sent: unknown[] = [];
    server.use(
      http.post('/api/new/buyout/admin/buyouts/7/status', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'Invalid request',
            errors: { form: { price: ['Nová cena musí být nižší než minimální výkupní cena.'] } },
          },
          { status: 400 },
        );
      }),
    );
    const { user } = renderAdmin('/admin/vykupy/7');
    await user.click(await screen.findByRole('button', { name: 'Přecenit' }));
    const dialog = screen.getByRole('dialog', { name: 'Přecenit výkup V-2026-0007' });
    const price = within(dialog).getByRole('textbox', { name: 'Nová cena (Kč)' });
    await user.type(price, '99');
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat novou nabídku' }));

    expect(
      await within(dialog).findByText('Nová cena musí být nižší než minimální výkupní cena.'),
    ).toBeVisible();
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Nová cena musí být nižší než minimální výkupní cena.'),
    );
    expect(price).toHaveValue('99');
    expect(sent).toEqual([{ status: 'requoted', price: 9900 }]);
    expect(changes).toEqual([]);
  });

  it('shows the server’s message when someone else moved the buyout first, and the current state', async () => {
    const api = useBuyouts(buyoutData({ status: 'inspected' }));
    server.use(
      http.post('/api/new/buyout/admin/buyouts/7/status', () => {
        api.buyouts.get(7)!.status = 'returned';
        return HttpResponse.json(
          {
            type: 'conflict',
            code: 'invalid_transition',
            message: 'Výkup už byl mezitím vrácen, stav nelze změnit na „offer_confirmed“.',
          },
          { status: 409 },
        );
      }),
    );
    const { user } = renderAdmin('/admin/vykupy/7');
    await user.click(await screen.findByRole('button', { name: 'Potvrdit nabídku' }));

    const alert = await within(actionsRegion()).findByRole('alert');
    expect(alert).toHaveTextContent('Stav výkupu se nepodařilo změnit');
    expect(alert).toHaveTextContent('Výkup už byl mezitím vrácen, stav nelze změnit na „offer_confirmed“.');
    // The conflict made the detail stale: it is loaded again and offers nothing more.
    expect(await screen.findByText('Výkup je uzavřený, jeho stav už nelze změnit.')).toBeInTheDocument();
    expect(actionNames()).toEqual([]);
  });

  it('refuses the warehouse role without loading the buyout', async () => {
    sessionUser = warehouse;
    useBuyouts(buyoutData());
    renderAdmin('/admin/vykupy/7');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Administrace' })).toBeInTheDocument();
    expect(fake.detailRequests).toEqual([]);
  });

  it('says when the address names no buyout', async () => {
    useBuyouts(buyoutData());
    renderAdmin('/admin/vykupy/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Takový výkup neexistuje. Zkontrolujte prosím adresu.',
    );
    expect(fake.detailRequests).toEqual([]);
  });

  it('explains a buyout the api does not know, with a way to try again', async () => {
    useBuyouts(buyoutData());
    renderAdmin('/admin/vykupy/8');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Výkup se nepodařilo načíst');
    expect(alert).toHaveTextContent('Výkup nebyl nalezen.');
    expect(within(alert).getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  });

  it('works in the Romanian shop under /admin/rascumparari, in lei', async () => {
    useBuyouts(
      buyoutData({
        status: 'inspected',
        currency: 'RON',
        price: 125_000,
        customer_data: { ...buyoutData().customer_data, country: 2, bank_code: null },
      }),
    );
    const { user } = renderAdmin('/admin/rascumparari/7', 'ro');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Răscumpărarea V-2026-0007' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Înapoi la lista răscumpărărilor' })).toHaveAttribute(
      'href',
      '/admin/rascumparari',
    );
    const device = factsOf(screen.getByRole('region', { name: 'Dispozitiv' }));
    expect(device).toContainEqual(['Data achiziției', '15 mar. 2024']);
    expect(device).toContainEqual(['Starea generală declarată de client', 'Folosit']);
    expect(
      within(screen.getByRole('region', { name: 'Schimbați starea' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirmați oferta', 'Reofertați', 'Returnați dispozitivul clientului']);

    await user.click(screen.getByRole('button', { name: 'Reofertați' }));
    const dialog = screen.getByRole('dialog', { name: 'Reofertați răscumpărarea V-2026-0007' });
    await user.click(within(dialog).getByRole('button', { name: 'Trimiteți oferta nouă' }));
    const price = within(dialog).getByRole('textbox', { name: 'Preț nou (Lei)' });
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Această valoare este obligatorie.'));
    await user.type(price, '1.100');
    await user.click(within(dialog).getByRole('button', { name: 'Trimiteți oferta nouă' }));
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Introduceți un număr întreg.'));
    await user.clear(price);
    await user.type(price, '1100');
    await user.click(within(dialog).getByRole('button', { name: 'Trimiteți oferta nouă' }));

    expect(await announced('Răscumpărarea V-2026-0007 are acum starea „Reofertat”.')).toBeInTheDocument();
    expect(fake.changes).toEqual([{ id: 7, body: { status: 'requoted', price: 110_000 } }]);
  });
});
