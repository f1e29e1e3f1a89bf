import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { formatMoney } from 'shared-domain';
import { rateLimitedResponse, setupTestServer } from 'shared-ui/testing.ts';
import { SERVICE_API } from '../booking-api.ts';
import { centres, productData, renderService, slotB, validImei } from './booking-fixtures.tsx';

const posts: { body: Record<string, unknown>; key: string | null }[] = [];

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })),
  http.get(`${SERVICE_API}/search/product-data/`, () => HttpResponse.json(productData())),
  http.get(`${SERVICE_API}/centres/`, () => HttpResponse.json(centres)),
  http.post(`${SERVICE_API}/orders/`, async ({ request }) => {
    posts.push({
      body: (await request.json()) as Record<string, unknown>,
      key: request.headers.get('Idempotency-Key'),
    });
    return HttpResponse.json(
      {
        number: 'SV-2026-000123',
        total: { amount: 748_000, currency: 'CZK' },
        thankYouUrl: '/servis/dekujeme/SV-2026-000123',
      },
      { status: 201 },
    );
  }),
);

beforeEach(() => {
  posts.length = 0;
});

const BOOKING = '/servis/objednat?model=3&colour=7&operations=11,12';
const required = 'Tato hodnota je požadována.';

/** The field of a label (the required star is part of the label). */
function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`));
}

async function openBooking(url = BOOKING, shop: 'cz' | 'ro' = 'cz') {
  const rendered = renderService(url, shop);
  await screen.findByRole('form');
  return rendered;
}

async function fillValidAtCentre(user: UserEvent) {
  await user.selectOptions(await screen.findByRole('combobox', { name: /Servisní centrum/ }), '5');
  await user.selectOptions(screen.getByRole('combobox', { name: /Čas předání/ }), 'po 1. 6. 12:30–14:30');
  await user.type(field('Jméno'), 'Jana');
  await user.type(field('Příjmení'), 'Nováková');
  await user.type(field('E-mail'), 'jana.novakova@example.cz');
  await user.type(field('Telefon'), '777 123 456');
  await user.type(screen.getByRole('textbox', { name: /^IMEI/ }), validImei);
  await user.type(field('Popis závady'), 'Displej je prasklý a nereaguje na dotyk.');
  await user.click(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními/ }));
}

const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Závazně objednat servis' }));

describe('service booking page', () => {
  it('shows the device, the chosen operations with prices and the total', async () => {
    await openBooking();
    const summary = screen.getByRole('region', { name: 'Objednáváte' });
    expect(within(summary).getByText('Apple iPhone 16, barva Černá')).toBeInTheDocument();
    const items = within(within(summary).getByRole('list', { name: 'Vybrané opravy' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      `Výměna displeje${formatMoney({ amount: 549_000, currency: 'CZK' }, 'cs-CZ')}`,
      `Výměna baterie${formatMoney({ amount: 199_000, currency: 'CZK' }, 'cs-CZ')}`,
    ]);
    // toHaveTextContent turns the element's no-break spaces into plain ones, so the expectation too.
    expect(within(summary).getByText('Celkem').parentElement).toHaveTextContent(
      formatMoney({ amount: 748_000, currency: 'CZK' }, 'cs-CZ').replace(/\s/g, ' '),
    );
    expect(screen.getByRole('radio', { name: 'V\u00a0servisním centru' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními/ })).not.toBeChecked();
  });

  it('says an operation the model does not have cannot be booked and links back to the selector', async () => {
    renderService('/servis/objednat?model=3&operations=11,99');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Tuto opravu nelze objednat' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Vybrat zařízení a\u00a0opravu' })).toHaveAttribute(
      'href',
      '/servis',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says so without asking the api when the address names no operations', () => {
    renderService('/servis/objednat?model=abc');
    expect(screen.getByRole('link', { name: 'Vybrat zařízení a\u00a0opravu' })).toHaveAttribute(
      'href',
      '/servis',
    );
  });

  it('shows each missing value at its field, in a focused summary, and sends nothing', async () => {
    const { user } = await openBooking();
    await submit(user);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(screen.getByRole('combobox', { name: /Servisní centrum/ })).toHaveAccessibleDescription(required);
    expect(screen.getByRole('combobox', { name: /Čas předání/ })).toHaveAccessibleDescription(required);
    expect(field('Jméno')).toHaveAccessibleDescription(required);
    expect(field('E-mail')).toHaveAccessibleDescription(required);
    expect(field('Telefon')).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(screen.getByRole('textbox', { name: /^IMEI/ })).toHaveAccessibleDescription(
      expect.stringContaining(required),
    );
    expect(field('Popis závady')).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními/ })).toHaveAccessibleDescription(
      required,
    );
    expect(within(summary).getAllByRole('link', { name: required })).toHaveLength(9);
    // A summary link takes the focus to its field.
    await user.click(within(summary).getAllByRole('link', { name: required })[0]);
    expect(screen.getByRole('combobox', { name: /Servisní centrum/ })).toHaveFocus();
    expect(posts).toHaveLength(0);
  });

  it('offers only the chosen centre’s windows and says when it has none', async () => {
    const { user } = await openBooking();
    await user.selectOptions(await screen.findByRole('combobox', { name: /Servisní centrum/ }), '5');
    const windows = within(screen.getByRole('combobox', { name: /Čas předání/ })).getAllByRole('option');
    expect(windows.map((option) => option.textContent)).toEqual([
      'Vyberte čas',
      // Prague time whatever zone the browser runs in (the tests run in UTC): the centre opens at 8:30.
      'po 1. 6. 08:30–10:30',
      'po 1. 6. 12:30–14:30',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: /Servisní centrum/ }), '6');
    expect(screen.queryByRole('combobox', { name: /Čas předání/ })).not.toBeInTheDocument();
    expect(screen.getByText(/nemá v nejbližších dnech volný termín/)).toBeInTheDocument();
  });

  it('asks the courier’s address instead of a centre, checks the PSČ and keeps values when switching', async () => {
    const { user } = await openBooking();
    await user.type(field('Jméno'), 'Jana');
    await user.click(screen.getByRole('radio', { name: 'Kurýrem' }));
    expect(screen.queryByRole('combobox', { name: /Servisní centrum/ })).not.toBeInTheDocument();
    await user.type(field('Ulice a číslo domu'), 'Dlouhá 5');
    await user.type(field('Město'), 'Praha');
    await user.type(field('PSČ'), '012 34');
    await submit(user);
    expect(field('PSČ')).toHaveAccessibleDescription('Zadejte platné PSČ.');
    expect(field('Město')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('combobox', { name: /Servisní centrum/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'V\u00a0servisním centru' }));
    expect(screen.getByRole('combobox', { name: /Servisní centrum/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Kurýrem' }));
    expect(field('PSČ')).toHaveValue('012 34');
    expect(field('Jméno')).toHaveValue('Jana');
  });

  it('checks the Romanian postcode and phone in the Romanian shop', async () => {
    server.use(http.get(`${SERVICE_API}/search/product-data/`, () => HttpResponse.json(productData('RON'))));
    const { user } = await openBooking('/service/programare?model=3&operations=13', 'ro');
    expect(screen.getByRole('heading', { level: 1, name: 'Programare la service' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Prin curier' }));
    await user.type(field('Cod poștal'), '120 00');
    // 8xx numbers are toll-free in Romania: nobody can be called back on them.
    await user.type(field('Telefon'), '0812 345 678');
    await user.click(screen.getByRole('button', { name: 'Trimiteți programarea' }));
    expect(field('Cod poștal')).toHaveAccessibleDescription('Introduceți un cod poștal valid.');
    expect(field('Telefon')).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți un număr de telefon valid.'),
    );
    await user.clear(field('Cod poștal'));
    await user.type(field('Cod poștal'), '010011');
    await user.click(screen.getByRole('button', { name: 'Trimiteți programarea' }));
    expect(field('Cod poștal')).not.toHaveAccessibleDescription();
  });

  it('checks the IMEI, the serial number when chosen instead, and the length of the description', async () => {
    const { user } = await openBooking();
    await user.type(screen.getByRole('textbox', { name: /^IMEI/ }), '490154203237519');
    await user.type(field('Popis závady'), 'Nejde');
    await submit(user);
    expect(screen.getByRole('textbox', { name: /^IMEI/ })).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platné IMEI (15 číslic).'),
    );
    expect(screen.getByRole('textbox', { name: /^IMEI/ })).toHaveAccessibleDescription(
      expect.stringContaining('*#06#'),
    );
    expect(field('Popis závady')).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte alespoň 10 znaků.'),
    );

    await user.click(screen.getByRole('radio', { name: 'Sériového čísla' }));
    expect(screen.queryByRole('textbox', { name: /^IMEI/ })).not.toBeInTheDocument();
    await user.type(field('Sériové číslo'), 'AB#1');
    await submit(user);
    expect(field('Sériové číslo')).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platné sériové číslo (5 až 30 písmen, číslic nebo pomlček).'),
    );
    expect(posts).toHaveLength(0);
  });

  it('puts the server’s 400 errors at their fields and keeps everything typed', async () => {
    server.use(
      http.post(`${SERVICE_API}/orders/`, () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: {
              form: {
                timeslot: ['Tento termín je již obsazený.'],
                phone: ['Zadejte platné telefonní číslo.'],
              },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openBooking();
    await fillValidAtCentre(user);
    await submit(user);
    expect(await screen.findByRole('link', { name: 'Tento termín je již obsazený.' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Čas předání/ })).toHaveAccessibleDescription(
      'Tento termín je již obsazený.',
    );
    expect(field('Telefon')).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platné telefonní číslo.'),
    );
    expect(field('Příjmení')).toHaveValue('Nováková');
    expect(field('Popis závady')).toHaveValue('Displej je prasklý a nereaguje na dotyk.');
    expect(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními/ })).toBeChecked();
  });

  it('after too many bookings (429) says how long to wait and keeps everything typed', async () => {
    server.use(http.post(`${SERVICE_API}/orders/`, () => rateLimitedResponse(45 * 60)));
    const { user } = await openBooking();
    await fillValidAtCentre(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 45 minut.',
    );
    expect(field('Příjmení')).toHaveValue('Nováková');
  });

  it('maps a nested courier address error from the server to the PSČ field', async () => {
    server.use(
      http.post(`${SERVICE_API}/orders/`, () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: { form: { 'pickup_address.postcode': ['Na toto PSČ kurýr nejezdí.'] } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openBooking();
    await fillValidAtCentre(user);
    await user.click(screen.getByRole('radio', { name: 'Kurýrem' }));
    await user.type(field('Ulice a číslo domu'), 'Dlouhá 5');
    await user.type(field('Město'), 'Praha');
    await user.type(field('PSČ'), '110 00');
    await submit(user);
    expect(await screen.findByRole('link', { name: 'Na toto PSČ kurýr nejezdí.' })).toBeInTheDocument();
    expect(field('PSČ')).toHaveAccessibleDescription('Na toto PSČ kurýr nejezdí.');
  });

  it('books once on a double click, with an Idempotency-Key, and goes to the thank-you page', async () => {
    const { user } = await openBooking();
    await fillValidAtCentre(user);
    await user.dblClick(screen.getByRole('button', { name: 'Závazně objednat servis' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Děkujeme, servis je objednán' }),
    ).toBeInTheDocument();
    expect(screen.getByText('SV-2026-000123')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0].body).toEqual({
      model_id: 3,
      colour_id: 7,
      operation_ids: [11, 12],
      handover: 'centre',
      centre_id: 5,
      timeslot: slotB,
      first_name: 'Jana',
      last_name: 'Nováková',
      email: 'jana.novakova@example.cz',
      phone: '+420777123456',
      identifier_kind: 'imei',
      imei: validImei,
      fault_description: 'Displej je prasklý a nereaguje na dotyk.',
      consent_terms: true,
    });
  });

  it('fills the contact fields of a signed-in customer', async () => {
    server.use(
      http.get('/api/new/accounts/me', () =>
        HttpResponse.json({
          user: {
            id: 1,
            email: 'jana.novakova@example.cz',
            firstName: 'Jana',
            lastName: 'Nováková',
            role: 'customer',
            companyName: null,
          },
        }),
      ),
    );
    await openBooking();
    expect(await screen.findByDisplayValue('jana.novakova@example.cz')).toBe(field('E-mail'));
    expect(field('Jméno')).toHaveValue('Jana');
    expect(field('Příjmení')).toHaveValue('Nováková');
  });
});
