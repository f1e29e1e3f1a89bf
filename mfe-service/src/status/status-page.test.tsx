import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ServiceOrderStatus } from 'shared-domain';
import { rateLimitedResponse, setupTestServer } from 'shared-ui/testing.ts';
import { renderService } from '../booking/booking-fixtures.tsx';
import { SERVICE_API } from '../booking-api.ts';

function orderStatus(overrides: Partial<ServiceOrderStatus> = {}): ServiceOrderStatus {
  return {
    number: 'SV-2026-000123',
    status: 'diagnosed',
    createdAt: '2026-05-20T09:00:00.000Z',
    device: { model_id: 3, colour_id: 7, name: 'Apple iPhone 16', colour: 'Černá' },
    identifier: '***********7518',
    operations: [{ name: 'Výměna displeje', price: { amount: 549_000, currency: 'CZK' } }],
    handover: 'courier',
    centre: null,
    timeslot: null,
    bookedPrice: { amount: 549_000, currency: 'CZK' },
    currentPrice: { amount: 649_000, currency: 'CZK' },
    quote: {
      price: { amount: 649_000, currency: 'CZK' },
      note: 'Poškozený i rámeček displeje.',
      approved: false,
    },
    timeline: [
      { status: 'booked', at: '2026-05-20T09:00:00.000Z' },
      { status: 'received', at: '2026-05-21T09:00:00.000Z' },
      { status: 'diagnosed', at: '2026-05-22T09:00:00.000Z' },
      { status: 'quote_approved', at: null },
      { status: 'in_repair', at: null },
      { status: 'ready', at: null },
      { status: 'collected', at: null },
    ],
    ...overrides,
  };
}

const lookups: URLSearchParams[] = [];
const approvals: unknown[] = [];

const server = setupTestServer(
  http.get(`${SERVICE_API}/orders/status/`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    lookups.push(params);
    if (params.get('email') !== 'jana@example.cz') {
      return HttpResponse.json(
        { type: 'not_found', code: 'service_order_not_found', message: 'Not found.' },
        { status: 404 },
      );
    }
    return HttpResponse.json(orderStatus());
  }),
  http.post(`${SERVICE_API}/orders/:number/approve-quote`, async ({ request, params }) => {
    approvals.push({ number: params.number, body: await request.json() });
    const approved = orderStatus({
      status: 'quote_approved',
      quote: { price: { amount: 649_000, currency: 'CZK' }, note: null, approved: true },
    });
    approved.timeline[3] = { status: 'quote_approved', at: '2026-05-23T09:00:00.000Z' };
    return HttpResponse.json(approved);
  }),
);

beforeEach(() => {
  lookups.length = 0;
  approvals.length = 0;
});

function field(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
}

function steps() {
  return within(screen.getByRole('list', { name: 'Průběh opravy' })).getAllByRole('listitem');
}

describe('service order status page', () => {
  it('finds an order by number and e-mail and shows its timeline with the current step', async () => {
    const { user } = renderService('/servis/stav');
    expect(screen.getByRole('heading', { level: 1, name: 'Stav servisní zakázky' })).toBeInTheDocument();
    await user.type(field('Číslo zakázky'), 'SV-2026-000123');
    await user.type(field('E-mail'), 'jana@example.cz');
    await user.click(screen.getByRole('button', { name: 'Zobrazit stav' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Zakázka SV-2026-000123' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Apple iPhone 16, Černá')).toBeInTheDocument();
    expect(screen.getByText('Kurýrem')).toBeInTheDocument();
    expect(screen.getByText('Cena při objednání').nextElementSibling).toHaveTextContent(/5\s490\sKč/);
    expect(screen.getByText('Aktuální cena').nextElementSibling).toHaveTextContent(/6\s490\sKč/);
    const items = steps();
    expect(items.map((item) => within(item).getAllByRole('paragraph')[0].textContent)).toEqual([
      'Objednáno',
      'Přijato do servisu',
      'Diagnostika hotova',
      'Cena schválena',
      'V\u00a0opravě',
      'Připraveno k\u00a0vyzvednutí',
      'Vyzvednuto',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(
      within(items[0])
        .getByText(/Hotovo/)
        .querySelector('time'),
    ).toHaveAttribute('dateTime', '2026-05-20T09:00:00.000Z');
    expect(within(items[4]).getByText('Čeká')).toBeInTheDocument();
    expect(lookups[0].get('number')).toBe('SV-2026-000123');
  });

  it('checks the form before asking the api', async () => {
    const { user } = renderService('/servis/stav');
    await user.type(field('E-mail'), 'jana@');
    await user.click(screen.getByRole('button', { name: 'Zobrazit stav' }));
    expect(field('Číslo zakázky')).toHaveAccessibleDescription(
      expect.stringContaining('Tato hodnota je požadována.'),
    );
    expect(field('Číslo zakázky')).toHaveFocus();
    expect(field('E-mail')).toHaveAccessibleDescription(expect.stringMatching(/e-mail/i));
    expect(lookups).toHaveLength(0);
  });

  it('loads at once when the address carries the number and e-mail, as the e-mail links it', async () => {
    renderService('/servis/stav?number=SV-2026-000123&email=jana%40example.cz');
    expect(field('Číslo zakázky')).toHaveValue('SV-2026-000123');
    expect(field('E-mail')).toHaveValue('jana@example.cz');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Zakázka SV-2026-000123' }),
    ).toBeInTheDocument();
    expect(lookups).toHaveLength(1);
  });

  it('says when no order has this number and e-mail', async () => {
    const { user } = renderService('/servis/stav?number=SV-2026-000123');
    expect(field('Číslo zakázky')).toHaveValue('SV-2026-000123');
    await user.type(field('E-mail'), 'jiny@example.cz');
    await user.click(screen.getByRole('button', { name: 'Zobrazit stav' }));
    expect(await screen.findByText('Zakázku s tímto číslem a e-mailem jsme nenašli.')).toBeInTheDocument();
  });

  it('after too many wrong e-mails (429) says how long to wait, at once', async () => {
    server.use(http.get(`${SERVICE_API}/orders/status/`, () => rateLimitedResponse(5 * 60)));
    const { user } = renderService('/servis/stav?number=SV-2026-000123');
    await user.type(field('E-mail'), 'jiny@example.cz');
    await user.click(screen.getByRole('button', { name: 'Zobrazit stav' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 5 minut.',
    );
  });

  it('says at the quote how long to wait when its approval is limited (429)', async () => {
    server.use(http.post(`${SERVICE_API}/orders/:number/approve-quote`, () => rateLimitedResponse(20 * 60)));
    const { user } = renderService('/servis/stav?number=SV-2026-000123&email=jana%40example.cz');
    const quote = await screen.findByRole('region', { name: 'Nová cena po diagnostice' });
    await user.click(within(quote).getByRole('button', { name: 'Schválit novou cenu' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Schválit novou cenu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    expect(
      await within(quote).findByText('Příliš mnoho pokusů. Zkuste to prosím znovu za 20 minut.'),
    ).toBeInTheDocument();
  });

  it('approves the new price only after confirming, then shows the refreshed status', async () => {
    const { user } = renderService('/servis/stav?number=SV-2026-000123&email=jana%40example.cz');
    const quote = await screen.findByRole('region', { name: 'Nová cena po diagnostice' });
    expect(within(quote).getByText(/Poškozený i rámeček displeje/)).toBeInTheDocument();
    expect(within(quote).getByText(/Nová cena opravy:/)).toHaveTextContent(/6\s490\sKč/);

    await user.click(within(quote).getByRole('button', { name: 'Schválit novou cenu' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Schválit novou cenu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(approvals).toHaveLength(0);

    await user.click(within(quote).getByRole('button', { name: 'Schválit novou cenu' }));
    dialog = screen.getByRole('alertdialog', { name: 'Schválit novou cenu?' });
    await user.click(within(dialog).getByRole('button', { name: 'Schválit' }));
    // The refreshed status has no quote waiting any more.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Nová cena po diagnostice' })).not.toBeInTheDocument(),
    );
    expect(steps()[3]).toHaveAttribute('aria-current', 'step');
    expect(approvals).toEqual([{ number: 'SV-2026-000123', body: { email: 'jana@example.cz' } }]);
  });

  it('shows a cancelled order clearly, in Romanian too', async () => {
    server.use(
      http.get(`${SERVICE_API}/orders/status/`, () =>
        HttpResponse.json(orderStatus({ status: 'cancelled', quote: null })),
      ),
    );
    renderService('/service/status?number=SV-2026-000123&email=jana%40example.cz', 'ro');
    expect(await screen.findByText('Fișa de service a fost anulată')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Desfășurarea reparației' })).getAllByRole(
      'listitem',
    );
    expect(items.some((item) => item.hasAttribute('aria-current'))).toBe(false);
    expect(within(items[4]).getByText('Nu va avea loc')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobați noul preț' })).not.toBeInTheDocument();
  });

  // The tests run in UTC, as a browser abroad would: the drop-off must read in the shop's time.
  it.each([
    ['cz', '/servis/stav', 'Servisní centrum Ostrava', 'Servisní centrum Ostrava, po 1. 6. 08:30–10:30'],
    ['ro', '/service/status', 'Centrul de service Cluj', 'Centrul de service Cluj, lun., 01.06 09:30–11:30'],
  ] as const)('shows the drop-off window in the shop’s time zone (%s)', async (shop, path, centre, shown) => {
    server.use(
      http.get(`${SERVICE_API}/orders/status/`, () =>
        HttpResponse.json(
          orderStatus({
            handover: 'centre',
            centre,
            timeslot: { from: '2026-06-01T06:30:00.000Z', to: '2026-06-01T08:30:00.000Z' },
          }),
        ),
      ),
    );
    renderService(`${path}?number=SV-2026-000123&email=jana%40example.cz`, shop);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});
