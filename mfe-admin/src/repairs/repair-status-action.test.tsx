import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ServiceStatus } from 'shared-domain';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../masters/testing/render-admin.tsx';
import { fakeRepairApi, repair } from './testing/repair-fixtures.ts';

const server = setupTestServer(http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })));
const STATUS_URL = '/api/new/service/admin/orders/:number/status';

function useRepairs(...repairs: Parameters<typeof fakeRepairApi>[0]) {
  const fake = fakeRepairApi(repairs);
  server.use(...fake.handlers);
  return fake;
}

/** A toast's text as the live region announces it (the visible copy is hidden from screen readers). */
const announced = (text: string) =>
  screen.findByText(text, { ignore: '[aria-hidden="true"], script, style' });

async function rowOf(number: string) {
  // The number links to the repair's detail; the row is the one holding that link.
  return waitFor(() => {
    const row = screen.getByRole('link', { name: number }).closest('tr');
    if (!row) throw new Error(`no row of ${number} yet`);
    return row;
  });
}

/** Opens a row's "Změnit stav" dialog and names its parts. */
async function openChange(user: ReturnType<typeof renderAdmin>['user'], number: string) {
  await user.click(within(await rowOf(number)).getByRole('button', { name: 'Změnit stav' }));
  const dialog = screen.getByRole('dialog', { name: `Změnit stav zakázky ${number}` });
  return {
    dialog,
    status: within(dialog).getByRole('combobox', { name: 'Nový stav' }),
    submit: within(dialog).getByRole('button', { name: 'Změnit stav' }),
  };
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("changing a repair's status", () => {
  // Written out rather than read from serviceStatusMoves, so a dialog offering more fails here.
  it.each<[ServiceStatus, string[]]>([
    ['booked', ['Přijato do servisu', 'Zrušeno']],
    ['received', ['Po diagnostice', 'Zrušeno']],
    ['diagnosed', ['Cena schválena', 'Zrušeno']],
    ['quote_approved', ['V\u00a0opravě', 'Zrušeno']],
    ['in_repair', ['Připraveno k\u00a0vyzvednutí', 'Zrušeno']],
    ['ready', ['Vyzvednuto', 'Zrušeno']],
  ])('offers a %s repair only the moves allowed from it', async (status, moves) => {
    useRepairs(repair('SV-2026-000123', { status }));
    const { user } = renderAdmin('/admin/opravy');
    const { status: select } = await openChange(user, 'SV-2026-000123');
    expect(optionsOf(select)).toEqual(['Vyberte nový stav', ...moves]);
  });

  it('asks for the status first', async () => {
    const fake = useRepairs(repair('SV-2026-000123'));
    const { user } = renderAdmin('/admin/opravy');
    const { status, submit } = await openChange(user, 'SV-2026-000123');
    await user.click(submit);
    expect(status).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(status).toHaveFocus();
    expect(fake.changes).toEqual([]);
  });

  it('moves a repair on at once and refreshes the grid', async () => {
    const fake = useRepairs(repair('SV-2026-000123', { status: 'in_repair' }));
    const { user } = renderAdmin('/admin/opravy');
    const { dialog, status, submit } = await openChange(user, 'SV-2026-000123');
    await user.selectOptions(status, 'ready');
    // Only the diagnosis asks for more.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(submit);

    expect(
      await announced('Zakázka SV-2026-000123 je teď ve stavu „Připraveno k vyzvednutí“.'),
    ).toBeInTheDocument();
    expect(fake.changes).toEqual([{ number: 'SV-2026-000123', body: { status: 'ready' } }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(await rowOf('SV-2026-000123')).findByText('Připraveno k vyzvednutí'),
    ).toBeInTheDocument();
    expect(fake.listQueries).toHaveLength(2);
  });

  it('requires the price of a diagnosis and sends it in minor units with the note', async () => {
    const fake = useRepairs(repair('SV-2026-000123'));
    const { user } = renderAdmin('/admin/opravy?status=received');
    const { dialog, status, submit } = await openChange(user, 'SV-2026-000123');
    await user.selectOptions(status, 'Po diagnostice');
    const price = within(dialog).getByRole('textbox', { name: 'Cena opravy po diagnostice (Kč)' });
    const note = within(dialog).getByRole('textbox', { name: 'Zjištění technika' });
    expect(price).toBeRequired();
    expect(price).toHaveAccessibleDescription(
      expect.stringContaining('Při objednání stála oprava 2\u00a0490\u00a0Kč'),
    );

    await user.click(submit);
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Tato hodnota je požadována.'));
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveFocus();
    for (const [typed, message] of [
      ['12,50', 'Zadejte celé číslo.'],
      ['0', 'Zadejte kladné číslo.'],
      ['2 000 000', 'Hodnota může být nejvýše 1\u00a0000\u00a0000.'],
    ]) {
      await user.clear(price);
      await user.type(price, typed);
      await user.click(submit);
      expect(price).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    await user.clear(price);
    await user.type(price, '3 490');
    await user.type(note, 'x'.repeat(1001));
    await user.click(submit);
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Zadejte nejvýše 1\u00a0000 znaků.'));
    expect(fake.changes).toEqual([]);

    await user.clear(note);
    await user.type(note, '  Vadná baterie, nutná výměna.  ');
    await user.click(submit);

    expect(await announced('Zakázka SV-2026-000123 je teď ve stavu „Po diagnostice“.')).toBeInTheDocument();
    expect(fake.changes).toEqual([
      {
        number: 'SV-2026-000123',
        body: { status: 'diagnosed', quote_price: 349_000, note: 'Vadná baterie, nutná výměna.' },
      },
    ]);
    // It left the "received" list it was in, with the pressed button: focus stays at the grid.
    expect(
      await screen.findByRole('heading', { name: 'Žádná zakázka není ve stavu „Přijato do servisu“.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Stav' })).toHaveFocus();
  });

  it('names the status the api reached: a diagnosis at the booked price needs no approval', async () => {
    useRepairs(repair('SV-2026-000123'));
    const { user } = renderAdmin('/admin/opravy');
    const { dialog, status, submit } = await openChange(user, 'SV-2026-000123');
    await user.selectOptions(status, 'Po diagnostice');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cena opravy po diagnostice (Kč)' }), '2490');
    await user.click(submit);
    expect(await announced('Zakázka SV-2026-000123 je teď ve stavu „Cena schválena“.')).toBeInTheDocument();
  });

  it('shows the server’s price error at the price and keeps the input', async () => {
    const fake = useRepairs(repair('SV-2026-000123'));
    server.use(
      http.post(STATUS_URL, () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'Formulář obsahuje chyby.',
            errors: { form: { quote_price: ['Hodnota může být nejvýše 2 147 483 647.'] } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin('/admin/opravy');
    const { dialog, status, submit } = await openChange(user, 'SV-2026-000123');
    await user.selectOptions(status, 'Po diagnostice');
    const price = within(dialog).getByRole('textbox', { name: 'Cena opravy po diagnostice (Kč)' });
    await user.type(price, '990');
    await user.click(submit);
    expect(await within(dialog).findByText('Hodnota může být nejvýše 2 147 483 647.')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveValue('990');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(fake.changes).toEqual([]);
  });

  it('shows the server’s words when someone moved the repair meanwhile, and reloads the grid', async () => {
    const fake = useRepairs(repair('SV-2026-000123', { status: 'in_repair' }));
    const { user } = renderAdmin('/admin/opravy');
    const { status, submit } = await openChange(user, 'SV-2026-000123');
    // Another member of staff finished the repair a moment ago.
    fake.repairs[0].status = 'ready';
    await user.selectOptions(status, 'ready');
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Stav zakázky se nepodařilo změnit');
    expect(alert).toHaveTextContent(
      'Zakázku ve stavu „Připraveno k vyzvednutí“ nelze převést do stavu „V opravě“.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      await within(await rowOf('SV-2026-000123')).findByText('Připraveno k vyzvednutí'),
    ).toBeInTheDocument();
    expect(fake.listQueries).toHaveLength(2);
  });

  it('asks before cancelling a repair', async () => {
    const fake = useRepairs(repair('SV-2026-000123'));
    const { user } = renderAdmin('/admin/opravy');
    let change = await openChange(user, 'SV-2026-000123');
    await user.selectOptions(change.status, 'Zrušeno');
    expect(change.dialog).toHaveTextContent('Než zakázku zrušíte, ještě se vás zeptáme.');
    await user.click(change.submit);

    let confirm = screen.getByRole('alertdialog', { name: 'Zrušit zakázku SV-2026-000123?' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(confirm).toHaveTextContent('Zákazníkovi pošleme e-mail, že je zakázka zrušená.');
    expect(within(confirm).getByRole('button', { name: 'Ponechat zakázku' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Ponechat zakázku' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fake.changes).toEqual([]);

    change = await openChange(user, 'SV-2026-000123');
    await user.selectOptions(change.status, 'Zrušeno');
    await user.click(change.submit);
    confirm = screen.getByRole('alertdialog', { name: 'Zrušit zakázku SV-2026-000123?' });
    await user.click(within(confirm).getByRole('button', { name: 'Zrušit zakázku' }));

    expect(await announced('Zakázka SV-2026-000123 je teď ve stavu „Zrušeno“.')).toBeInTheDocument();
    expect(fake.changes).toEqual([{ number: 'SV-2026-000123', body: { status: 'cancelled' } }]);
    const row = await rowOf('SV-2026-000123');
    expect(await within(row).findByText('Zrušeno')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
  });

  it('re-quotes in Romanian, in lei', async () => {
    const fake = useRepairs(
      repair('RS-2026-000123', {
        bookedPrice: { amount: 24_900, currency: 'RON' },
        currentPrice: { amount: 24_900, currency: 'RON' },
      }),
    );
    const { user } = renderAdmin('/admin/reparatii', 'ro');
    await user.click(within(await rowOf('RS-2026-000123')).getByRole('button', { name: 'Schimbați starea' }));
    const dialog = screen.getByRole('dialog', { name: 'Schimbați starea fișei de service RS-2026-000123' });
    const status = within(dialog).getByRole('combobox', { name: 'Starea nouă' });
    expect(optionsOf(status)).toEqual(['Alegeți starea nouă', 'Diagnosticată', 'Anulată']);
    await user.selectOptions(status, 'Diagnosticată');
    const price = within(dialog).getByRole('textbox', {
      name: 'Prețul reparației după diagnosticare (Lei)',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Schimbați starea' }));
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Această valoare este obligatorie.'));
    await user.type(price, '349');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Constatarea tehnicianului' }),
      'Baterie defectă',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Schimbați starea' }));

    expect(
      await announced('Fișa de service RS-2026-000123 are acum starea „Diagnosticată”.'),
    ).toBeInTheDocument();
    expect(fake.changes).toEqual([
      {
        number: 'RS-2026-000123',
        body: { status: 'diagnosed', quote_price: 34_900, note: 'Baterie defectă' },
      },
    ]);
  });
});
