import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../masters/testing/render-admin.tsx';
import { fakeRepairApi, repair } from './testing/repair-fixtures.ts';

const server = setupTestServer(http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })));

function useRepairs(...repairs: Parameters<typeof fakeRepairApi>[0]) {
  const fake = fakeRepairApi(repairs);
  server.use(...fake.handlers);
  return fake;
}

/** The query of the page's URL, where the grid keeps its filter and page. */
function addressParams(): Record<string, string> {
  const address = screen.getByLabelText('adresa').textContent ?? '';
  return Object.fromEntries(new URLSearchParams(address.split('?')[1] ?? ''));
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const czk = (amount: number) => ({ amount, currency: 'CZK' as const });

describe('the repairs grid', () => {
  it('lists the repairs newest first, with every column and an action only where a move is left', async () => {
    const fake = useRepairs(
      repair('SV-2026-000125', {
        status: 'diagnosed',
        customer: 'Petr Svoboda',
        email: 'petr@example.cz',
        device: 'Samsung Galaxy S22 Black',
        handover: 'courier',
        bookedPrice: czk(149_000),
        currentPrice: czk(349_000),
        quotePending: true,
      }),
      repair('SV-2026-000124'),
      repair('SV-2026-000123', { status: 'collected', customer: 'Eva Malá' }),
    );
    renderAdmin('/admin/opravy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Servisní zakázky' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Servisní zakázky od nejnovější' });
    await within(table).findByText('SV-2026-000125');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Číslo zakázky',
      'Datum objednání',
      'Zákazník',
      'Zařízení',
      'Předání',
      'Cena při objednání',
      'Aktuální cena',
      'Stav',
      'Akce',
    ]);

    const [quoted, received, collected] = bodyRows(table);
    const cells = cellsOf(quoted);
    expect(cells[0]).toBe('SV-2026-000125');
    // 13:30 UTC is 14:30 in Prague in March.
    expect(cells[1]).toMatch(/14:30/);
    expect(cells.slice(2)).toEqual([
      'Petr Svobodapetr@example.cz',
      'Samsung Galaxy S22 Black',
      'Kurýrem',
      '1\u00a0490\u00a0Kč',
      '3\u00a0490\u00a0Kč',
      'Po diagnosticečeká na schválení ceny',
      'Změnit stav',
    ]);
    expect(cellsOf(received).slice(4, 8)).toEqual([
      'V\u00a0servisním centru',
      '2\u00a0490\u00a0Kč',
      '2\u00a0490\u00a0Kč',
      'Přijato do servisu',
    ]);
    // A collected repair is closed: nothing to move it to.
    expect(cellsOf(collected)[7]).toBe('Vyzvednuto');
    expect(within(collected).queryByRole('button')).not.toBeInTheDocument();
    expect(fake.listQueries.map(String)).toEqual(['page=1&pageSize=20']);
  });

  it('writes the status filter into the URL and lists that status only', async () => {
    const fake = useRepairs(
      repair('SV-2026-000124', { status: 'booked' }),
      repair('SV-2026-000123', { status: 'received' }),
    );
    const { user } = renderAdmin('/admin/opravy');
    await screen.findByText('SV-2026-000124');
    const filter = screen.getByRole('combobox', { name: 'Stav' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Všechny stavy',
      'Objednáno',
      'Přijato do servisu',
      'Po diagnostice',
      'Cena schválena',
      'V\u00a0opravě',
      'Připraveno k\u00a0vyzvednutí',
      'Vyzvednuto',
      'Zrušeno',
    ]);

    await user.selectOptions(filter, 'Přijato do servisu');
    expect(await screen.findByText('1 záznam')).toBeInTheDocument();
    expect(screen.queryByText('SV-2026-000124')).not.toBeInTheDocument();
    expect(screen.getByText('SV-2026-000123')).toBeInTheDocument();
    expect(addressParams()).toEqual({ status: 'received' });
    expect(fake.listQueries.map(String)).toEqual([
      'page=1&pageSize=20',
      'page=1&pageSize=20&status=received',
    ]);

    await user.selectOptions(filter, 'Všechny stavy');
    expect(await screen.findByText('SV-2026-000124')).toBeInTheDocument();
    expect(addressParams()).toEqual({});
  });

  it('says when no repair has the status asked for', async () => {
    useRepairs(repair('SV-2026-000123', { status: 'received' }));
    const { user } = renderAdmin('/admin/opravy?status=collected');
    expect(
      await screen.findByRole('heading', { name: 'Žádná zakázka není ve stavu „Vyzvednuto“.' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stav' }), 'Všechny stavy');
    expect(await screen.findByText('SV-2026-000123')).toBeInTheDocument();
  });

  it('says when there is no repair at all', async () => {
    useRepairs();
    renderAdmin('/admin/opravy');
    expect(
      await screen.findByRole('heading', { name: 'Zatím tu nejsou žádné servisní zakázky.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the repairs', async () => {
    const fake = useRepairs(
      ...Array.from({ length: 23 }, (_, index) => repair(`SV-2026-${String(200 - index).padStart(6, '0')}`)),
    );
    const { user } = renderAdmin('/admin/opravy');
    await screen.findByText('SV-2026-000200');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Stránkování tabulky' })).getByRole('button', {
        name: 'Stránka 2',
      }),
    );
    expect(await screen.findByText('SV-2026-000180')).toBeInTheDocument();
    expect(screen.queryByText('SV-2026-000200')).not.toBeInTheDocument();
    expect(addressParams()).toEqual({ page: '2' });
    expect(fake.listQueries.at(-1)?.toString()).toBe('page=2&pageSize=20');
  });

  it('offers to try again when the repairs cannot be loaded', async () => {
    const fake = useRepairs(repair('SV-2026-000123'));
    let refused = true;
    server.use(
      http.get('/api/new/service/admin/orders/', () =>
        refused
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : undefined,
      ),
    );
    const { user } = renderAdmin('/admin/opravy');
    expect(await screen.findByRole('alert')).toHaveTextContent('K této stránce nemáte přístup.');
    refused = false;
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('SV-2026-000123')).toBeInTheDocument();
    expect(fake.listQueries).toHaveLength(1);
  });

  it('speaks Romanian at its Romanian address, in lei', async () => {
    useRepairs(
      repair('RS-2026-000123', {
        customer: 'Ioana Popescu',
        handover: 'courier',
        bookedPrice: { amount: 24_900, currency: 'RON' },
        currentPrice: { amount: 34_900, currency: 'RON' },
        status: 'diagnosed',
        quotePending: true,
      }),
    );
    renderAdmin('/admin/reparatii?status=diagnosed', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fișe de service' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Fișe de service, cele mai noi primele' });
    await within(table).findByText('RS-2026-000123');
    const [row] = bodyRows(table);
    expect(cellsOf(row).slice(4)).toEqual([
      'Prin curier',
      '249\u00a0Lei',
      '349\u00a0Lei',
      'Diagnosticatăașteaptă aprobarea prețului',
      'Schimbați starea',
    ]);
    expect(screen.getByRole('combobox', { name: 'Stare' })).toHaveValue('diagnosed');
  });
});
