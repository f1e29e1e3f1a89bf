import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AdminOrderDetail, HistoryEntry, OrderCancellation } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import roRO from '../../messages/ro-RO.ts';
import remote from '../../routes.tsx';
import { orderInvoices } from '../testing/invoice-fixtures.ts';
import { adminOrder } from '../testing/order-fixtures.ts';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const windowMoved: HistoryEntry = {
  id: '9',
  at: '2026-03-06T08:00:00.000Z',
  actor: 'admin@example.cz',
  action: 'delivery-window',
  before: { from: null, to: null },
  after: { from: '2026-03-10T08:00:00.000Z', to: '2026-03-10T11:00:00.000Z' },
};

const cancellation: OrderCancellation = {
  number: 'CZ26000123',
  releasedPieces: 2,
  refund: {
    amount: { amount: 1_398_000, currency: 'CZK' },
    provider: 'Testovací platební brána',
    reference: 'TEST-REF-1',
    testMode: true,
  },
  creditNote: 'D2026000123',
};

let order: AdminOrderDetail = adminOrder();
const detailRequests: string[] = [];
const historyRequests: string[] = [];
const cancels: { number: string; body: unknown }[] = [];
const windowChanges: { number: string; body: unknown }[] = [];
let detailAnswer: () => Response | undefined;
let cancelAnswer: () => Response;
let windowAnswer: () => Response;

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/orders/:number', ({ params }) => {
    detailRequests.push(String(params.number));
    const answer = detailAnswer();
    if (answer) return answer;
    return params.number === order.number
      ? HttpResponse.json(order)
      : HttpResponse.json(
          { type: 'not_found', code: 'order_not_found', message: 'Objednávka nebyla nalezena.' },
          { status: 404 },
        );
  }),
  // The e-mail composer's own requests are tested in order-email-composer.test.tsx.
  // The invoice section's own requests are tested in order-invoices.test.tsx.
  http.get('/api/new/admin/orders/:number/invoices', () => HttpResponse.json(orderInvoices())),
  http.get('/api/new/admin/orders/:number/email-templates', () => HttpResponse.json({ templates: [] })),
  http.post('/api/new/admin/orders/:number/cancel', async ({ request, params }) => {
    cancels.push({ number: String(params.number), body: await request.json() });
    return cancelAnswer();
  }),
  http.patch('/api/new/admin/orders/:number/delivery-window', async ({ request, params }) => {
    windowChanges.push({ number: String(params.number), body: await request.json() });
    return windowAnswer();
  }),
  http.get('/api/new/admin/history/:entity/:id', ({ params }) => {
    historyRequests.push(`${params.entity}/${params.id}`);
    return HttpResponse.json({ items: [windowMoved], total: 1, page: 1, pageSize: 20 });
  }),
);

beforeEach(() => {
  order = adminOrder();
  detailRequests.length = 0;
  historyRequests.length = 0;
  cancels.length = 0;
  windowChanges.length = 0;
  detailAnswer = () => undefined;
  cancelAnswer = () => {
    order = adminOrder({ status: 'cancelled', canCancel: false, creditNoteNumber: 'D2026000123' });
    return HttpResponse.json(cancellation);
  };
  windowAnswer = () => new HttpResponse(null, { status: 204 });
});

function renderAdmin(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

/** A toast's text as the live region announces it (the visible copy is hidden from screen readers). */
const announced = (text: string) =>
  screen.findByText(text, { ignore: '[aria-hidden="true"], script, style' });

function factsOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

const windowForm = () => screen.getByRole('form', { name: 'Časové okno doručení' });

describe('the order detail', () => {
  it('shows the order, its customer, items, refunds, e-mails and history', async () => {
    order = adminOrder({
      refunds: [
        {
          at: '2026-03-07T10:00:00.000Z',
          amount: { amount: 1_398_000, currency: 'CZK' },
          provider: 'Testovací platební brána',
          reference: 'TEST-REF-1',
          testMode: true,
        },
      ],
    });
    renderAdmin('/admin/objednavky/CZ26000123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Objednávka CZ26000123' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na seznam objednávek' })).toHaveAttribute(
      'href',
      '/admin/objednavky',
    );

    const summary = new Map(factsOf(screen.getByRole('region', { name: 'Souhrn' })) as [string, string][]);
    // 13:30 UTC is 14:30 in Prague; the window 8:00–11:00 UTC is 9:00–12:00 there.
    expect(summary.get('Vytvořeno')).toMatch(/^5\. 3\. 2026\D+14:30$/);
    expect(summary.get('Stav')).toBe('Zaplacená');
    expect(summary.get('Stav platby')).toBe('Zaplaceno');
    expect(summary.get('Způsob platby')).toBe('Platební karta');
    expect(summary.get('Způsob dopravy')).toBe('Osobní odběr na prodejně');
    expect(summary.get('Místo vyzvednutí')).toBe('Praha – Václavské náměstí');
    expect(summary.get('Číslo zásilky')).toBe('Neuvedeno');
    expect(summary.get('Stav zásilky')).toBe('Připravujeme');
    expect(summary.get('Časové okno doručení')).toMatch(/10\. 3\.\s09:00–12:00$/);
    expect(summary.get('Faktura')).toBe('2026000123');
    expect(screen.getByRole('link', { name: '2026000123' })).toHaveAttribute('href', order.invoiceUrl);
    expect(summary.get('Dobropis')).toBe('Neuvedeno');

    const customer = screen.getByRole('region', { name: 'Zákazník' });
    expect(factsOf(customer)).toEqual([
      ['Jméno', 'Jana Nováková'],
      ['Firma', 'Firma Example s.r.o.'],
      ['E-mail', 'jana.novakova@example.cz'],
      ['Telefon', '+420 777 123 456'],
      ['Fakturační adresa', 'Jana Nováková, Firma Example s.r.o., Masarykova 31, 602 00 Brno'],
      ['Doručovací adresa', 'Neuvedeno'],
    ]);
    expect(within(customer).getByRole('link', { name: 'jana.novakova@example.cz' })).toHaveAttribute(
      'href',
      'mailto:jana.novakova@example.cz',
    );

    const items = within(screen.getByRole('region', { name: 'Položky' })).getByRole('table');
    expect(rowsOf(items).map((row) => row.slice(0, 4))).toEqual([
      ['0194252707012', 'Apple iPhone 13 128 GB', 'Zboží', '1'],
      ['INS-12', 'Pojištění proti poškození na 12 měsíců', 'Pojištění', '1'],
      ['V-2026-0007', 'Bonus za výkup V-2026-0007', 'Bonus za výkup', '1'],
    ]);
    expect(rowsOf(items)[0].slice(4)).toEqual(['13\u00a0990\u00a0Kč', '13\u00a0990\u00a0Kč']);
    expect(screen.getByLabelText('Součty')).toHaveTextContent(/Celkem\s*13 980 Kč/);

    const refunds = screen.getByRole('region', { name: 'Vrácené platby' });
    expect(rowsOf(within(refunds).getByRole('table'))[0].slice(1)).toEqual([
      '13\u00a0980\u00a0Kč',
      'Testovací platební brána testovací režim',
      'TEST-REF-1',
    ]);

    const emails = within(screen.getByRole('region', { name: 'Odeslané e-maily' })).getByRole('table');
    expect(rowsOf(emails).map((row) => row.slice(1))).toEqual([
      ['Potvrzení objednávky', 'jana.novakova@example.cz', 'Potvrzení objednávky CZ26000123'],
    ]);

    const history = screen.getByRole('region', { name: 'Historie změn' });
    expect(await within(history).findByText('Změněno časové okno')).toBeInTheDocument();
    expect(historyRequests).toEqual(['order/123']);
  });

  it('says so when there is no such order, and asks nothing for what is no order number', async () => {
    const { unmount } = renderAdmin('/admin/objednavky/CZ26000999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Objednávka nebyla nalezena.');
    expect(detailRequests).toEqual(['CZ26000999']);
    unmount();

    renderAdmin('/admin/objednavky/nic');
    expect(await screen.findByRole('alert')).toHaveTextContent('Objednávka nebyla nalezena.');
    expect(detailRequests).toEqual(['CZ26000999']);
  });

  it('offers to load the order again when it failed', async () => {
    detailAnswer = () => {
      detailAnswer = () => undefined;
      return HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 });
    };
    const { user } = renderAdmin('/admin/objednavky/CZ26000123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Objednávku se nepodařilo načíst');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Objednávka CZ26000123' }),
    ).toBeInTheDocument();
  });

  it('asks before cancelling, then tells what the cancellation did', async () => {
    const { user } = renderAdmin('/admin/objednavky/CZ26000123');
    await user.click(await screen.findByRole('button', { name: 'Zrušit objednávku' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Zrušit objednávku CZ26000123?' });
    expect(dialog).toHaveTextContent('Zboží se vrátí na sklad, zaplacená online platba se vrátí zákazníkovi');
    expect(within(dialog).getByRole('button', { name: 'Ponechat objednávku' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Ponechat objednávku' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(cancels).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zrušit objednávku' }));
    dialog = screen.getByRole('alertdialog', { name: 'Zrušit objednávku CZ26000123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit objednávku' }));

    const outcome = (await screen.findByText('Objednávka CZ26000123 je zrušená.')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(outcome).toHaveTextContent('Na sklad se vrátily 2 kusy.');
    expect(outcome).toHaveTextContent(
      'Zákazníkovi vracíme 13 980 Kč přes Testovací platební brána (reference TEST-REF-1).',
    );
    expect(outcome).toHaveTextContent('Platba byla v testovacím režimu');
    expect(outcome).toHaveTextContent('Vystaven dobropis D2026000123.');
    expect(cancels).toEqual([{ number: 'CZ26000123', body: {} }]);

    // The detail is fetched again: cancelled, nothing more to do, the keyboard kept in the section.
    expect(await screen.findByText(/Objednávka už opustila obchod nebo je zrušená/)).toBeInTheDocument();
    expect(detailRequests).toEqual(['CZ26000123', 'CZ26000123']);
    expect(screen.queryByRole('button', { name: 'Zrušit objednávku' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Časové okno doručení' })).not.toBeInTheDocument();
    expect(
      new Map(factsOf(screen.getByRole('region', { name: 'Souhrn' })) as [string, string][]).get('Stav'),
    ).toBe('Zrušená');
    expect(screen.getByRole('heading', { level: 2, name: 'Akce' })).toHaveFocus();
  });

  it("shows the server's words when the order can no longer be cancelled", async () => {
    cancelAnswer = () => {
      order = adminOrder({ status: 'shipped', canCancel: false });
      return HttpResponse.json(
        { type: 'conflict', code: 'order_not_cancellable', message: 'Objednávku mezitím někdo odeslal.' },
        { status: 409 },
      );
    };
    const { user } = renderAdmin('/admin/objednavky/CZ26000123');
    await user.click(await screen.findByRole('button', { name: 'Zrušit objednávku' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Zrušit objednávku CZ26000123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit objednávku' }));
    const alert = (await screen.findByText('Objednávku se nepodařilo zrušit')).closest('[role="alert"]');
    expect(alert).toHaveTextContent('Objednávku mezitím někdo odeslal.');
    expect(await screen.findByText(/Objednávka už opustila obchod/)).toBeInTheDocument();
  });

  it("refuses an end before the start in the browser, at the 'to' field, without a request", async () => {
    const { user } = renderAdmin('/admin/objednavky/CZ26000123');
    await screen.findByRole('heading', { level: 1, name: 'Objednávka CZ26000123' });
    const from = within(windowForm()).getByLabelText(/Začátek/);
    const to = within(windowForm()).getByLabelText(/Konec/);
    // Prague time, whatever zone the browser runs in.
    expect(from).toHaveValue('2026-03-10T09:00');
    expect(to).toHaveValue('2026-03-10T12:00');

    await user.clear(to);
    await user.type(to, '2026-03-10T08:30');
    await user.click(within(windowForm()).getByRole('button', { name: 'Uložit' }));
    expect(to).toHaveAccessibleDescription(expect.stringContaining('Konec musí být později než začátek.'));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveFocus();
    expect(from).not.toHaveAttribute('aria-invalid');
    expect(windowChanges).toEqual([]);
  });

  it("puts the server's refusal at its field and keeps the input", async () => {
    windowAnswer = () =>
      HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Neplatný požadavek.',
          errors: { form: { to: ['Konec musí být později než začátek.'] } },
        },
        { status: 400 },
      );
    const { user } = renderAdmin('/admin/objednavky/CZ26000123');
    await screen.findByRole('heading', { level: 1, name: 'Objednávka CZ26000123' });
    const to = within(windowForm()).getByLabelText(/Konec/);
    await user.clear(to);
    await user.type(to, '2026-03-10T13:00');
    await user.click(within(windowForm()).getByRole('button', { name: 'Uložit' }));

    await waitFor(() =>
      expect(to).toHaveAccessibleDescription(expect.stringContaining('Konec musí být později než začátek.')),
    );
    expect(to).toHaveValue('2026-03-10T13:00');
    expect(windowChanges).toEqual([
      { number: 'CZ26000123', body: { from: '2026-03-10T09:00:00+01:00', to: '2026-03-10T13:00:00+01:00' } },
    ]);
    expect(await announced('Během ukládání došlo k chybě.')).toBeInTheDocument();
  });

  it("saves the window in the shop's time and says so", async () => {
    const { user } = renderAdmin('/admin/objednavky/CZ26000123');
    await screen.findByRole('heading', { level: 1, name: 'Objednávka CZ26000123' });
    const from = within(windowForm()).getByLabelText(/Začátek/);
    await user.clear(from);
    await user.type(from, '2026-03-10T10:15');
    await user.click(within(windowForm()).getByRole('button', { name: 'Uložit' }));

    expect(await announced('Úspěšně uloženo.')).toBeInTheDocument();
    expect(windowChanges).toEqual([
      { number: 'CZ26000123', body: { from: '2026-03-10T10:15:00+01:00', to: '2026-03-10T12:00:00+01:00' } },
    ]);
    // The order and its history are fetched again.
    await waitFor(() => expect(detailRequests).toHaveLength(2));
    await waitFor(() => expect(historyRequests).toHaveLength(2));
  });

  it('speaks Romanian and keeps Bucharest time at /admin/comenzi', async () => {
    order = adminOrder({ number: 'RO26000045' });
    const { user } = renderAdmin('/admin/comenzi/RO26000045', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comanda RO26000045' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Intervalul de livrare' });
    const to = within(form).getByLabelText(/Sfârșit/);
    expect(within(form).getByLabelText(/Început/)).toHaveValue('2026-03-10T10:00');
    expect(to).toHaveValue('2026-03-10T13:00');
    await user.clear(to);
    await user.type(to, '2026-03-10T09:00');
    await user.click(within(form).getByRole('button', { name: 'Salvați' }));
    expect(to).toHaveAccessibleDescription(expect.stringContaining('Sfârșitul trebuie să fie după început.'));
    expect(windowChanges).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Anulați comanda' }));
    expect(screen.getByRole('alertdialog', { name: 'Anulați comanda RO26000045?' })).toBeInTheDocument();
  });
});
