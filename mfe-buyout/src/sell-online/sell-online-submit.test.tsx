import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import type { ShopCode } from 'shared-domain';
import type { PersonalInfoValues } from 'shared-domain/buyout';
import { Route, Routes, useLocation } from 'shared-ui';
import { rateLimitedResponse, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { BUYOUT_API } from '../buyout-api.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { SellOnlineForm } from './sell-online-form.tsx';
import {
  appraisalFor,
  countryOptionsHandler,
  storeWithSellForm,
  validPersonalInfo,
} from './test-fixtures.ts';

interface Sale {
  body: Record<string, Record<string, unknown> | unknown>;
  key: string | null;
}

const SELL_PATH = `${BUYOUT_API}/sell-online/`;
const sales: Sale[] = [];
const created = (shop: ShopCode) =>
  HttpResponse.json(
    { id: 42, number: 'V-2026-00042', status: 'created', token: 't0k3n' },
    {
      status: 201,
      headers: {
        Location: shop === 'cz' ? '/vykup/dekujeme/42?token=t0k3n' : '/rascumparare/multumim/42?token=t0k3n',
      },
    },
  );

/** Records each sale, then answers with the next of `answers` (the last one repeats). */
function sellAnswers(...answers: (() => Response | Promise<Response>)[]) {
  return http.post(SELL_PATH, async ({ request }) => {
    sales.push({ body: (await request.json()) as Sale['body'], key: request.headers.get('Idempotency-Key') });
    return answers[Math.min(sales.length - 1, answers.length - 1)]();
  });
}

const server = setupTestServer(
  countryOptionsHandler('cz'),
  sellAnswers(() => created('cz')),
);

beforeEach(() => {
  sales.length = 0;
});

function Landing() {
  const location = useLocation();
  return <h1>{`${location.pathname}${location.search}`}</h1>;
}

function renderFilledForm(shop: ShopCode = 'cz', extra: Partial<PersonalInfoValues> = {}) {
  const base = shop === 'cz' ? '/vykup' : '/rascumparare';
  const rendered = renderWithProviders(
    <Routes>
      <Route path={base} element={<SellOnlineForm />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    {
      shop,
      store: storeWithSellForm(shop, { ...validPersonalInfo[shop], ...extra }),
      messages: shop === 'cz' ? csCZ : roRO,
      initialEntries: [base],
    },
  );
  return rendered;
}

async function consentAndSubmit(user: ReturnType<typeof renderFilledForm>['user'], shop: ShopCode = 'cz') {
  await user.click(screen.getByRole('checkbox', { name: shop === 'cz' ? /Souhlasím/ : /Sunt de acord/ }));
  await user.click(
    screen.getByRole('button', { name: shop === 'cz' ? 'Prodat zařízení' : 'Vindeți dispozitivul' }),
  );
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('sell-online form: sending the sale', () => {
  it('sends the appraisal and the form as the api reads them, then goes to the thank-you page', async () => {
    const { user } = renderFilledForm();
    await consentAndSubmit(user);
    expect(
      await screen.findByRole('heading', { name: '/vykup/dekujeme/42?token=t0k3n' }),
    ).toBeInTheDocument();

    expect(sales).toHaveLength(1);
    expect(sales[0].key).toMatch(uuid);
    expect(sales[0].body).toEqual({
      device_identifier: 1000,
      appraisal_version: 3,
      device_condition_choices: [
        { condition: 1, value: 11 },
        { condition: 2, value: 21 },
        { condition: 3, value: 31 },
      ],
      buyout_device: { imei: '490154203237518', purchase_date: '15.03.2024', condition: 'used' },
      customer_data: expect.objectContaining({
        personal_identification_number: '855612/0012',
        identity_card_number: '123456789',
        first_name: 'Jana',
        gender: 'female',
        country: 1,
        postcode: '602 00',
        phone_number: '+420777123456',
        e_mail: 'jana.novakova@example.cz',
        bank_account_full_number: '19-2000145399',
        bank_code: '0800',
      }),
    });
  });

  it('sends one sale however fast the button is clicked twice, and shows it is sending', async () => {
    server.use(
      sellAnswers(async () => {
        await delay(100);
        return created('cz');
      }),
    );
    const { user } = renderFilledForm();
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    const submit = screen.getByRole('button', { name: 'Prodat zařízení' });
    await user.dblClick(submit);
    expect(submit).toBeDisabled();
    expect(within(submit).getByRole('status', { name: 'Odesíláme výkup…' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: '/vykup/dekujeme/42?token=t0k3n' });
    expect(sales).toHaveLength(1);
  });

  it('sends one sale when two clicks land before the page can update', async () => {
    const { user } = renderFilledForm();
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    const submit = screen.getByRole('button', { name: 'Prodat zařízení' });
    act(() => {
      submit.click();
      submit.click();
    });
    await screen.findByRole('heading', { name: '/vykup/dekujeme/42?token=t0k3n' });
    expect(sales).toHaveLength(1);
  });

  it('repeats a sale that failed on the way with the same key, so the api sells once', async () => {
    server.use(
      sellAnswers(
        () =>
          HttpResponse.json(
            { type: 'upstream', code: 'bad_gateway', message: 'Bad gateway' },
            { status: 503 },
          ),
        () => created('cz'),
      ),
    );
    const { user } = renderFilledForm();
    await consentAndSubmit(user);
    await screen.findByRole('heading', { name: '/vykup/dekujeme/42?token=t0k3n' }, { timeout: 3000 });
    expect(sales).toHaveLength(2);
    expect(sales[1].key).toBe(sales[0].key);
  });

  it('keeps the key when the customer tries again, and takes a new one once the data change', async () => {
    const busy = () =>
      HttpResponse.json(
        { type: 'conflict', code: 'idempotency_key_in_use', message: 'A request with this key is running.' },
        { status: 409 },
      );
    server.use(sellAnswers(busy, busy, () => created('cz')));
    const { user } = renderFilledForm();
    await consentAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Výkup se nepodařilo odeslat');
    expect(alert).toHaveTextContent('Při zpracování vašeho požadavku došlo k chybě');
    expect(alert).toHaveTextContent('Vyplněné údaje zůstaly zachované');
    expect(screen.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana');

    await user.click(screen.getByRole('button', { name: 'Prodat zařízení' }));
    await waitFor(() => expect(sales).toHaveLength(2));
    expect(sales[1].key).toBe(sales[0].key);

    await user.clear(screen.getByRole('textbox', { name: 'Telefon' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefon' }), '+420 602 123 456');
    await user.click(screen.getByRole('button', { name: 'Prodat zařízení' }));
    await screen.findByRole('heading', { name: '/vykup/dekujeme/42?token=t0k3n' });
    expect(sales).toHaveLength(3);
    expect(sales[2].key).toMatch(uuid);
    expect(sales[2].key).not.toBe(sales[0].key);
  });

  it("shows the api's refusals at the fields, pickup address included, and the rest at the top", async () => {
    server.use(
      sellAnswers(() =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: {
              buyout_device: { imei: ['Toto IMEI je hlášené jako odcizené.'] },
              customer_data: {
                personal_identification_number: ['Zadejte platné rodné číslo.'],
                e_mail: ['Zadejte platnou e-mailovou adresu.'],
              },
              pickup_address: { street: ['Tato hodnota je požadována.'], postcode: ['Zadejte platné PSČ.'] },
              form: { non_field_errors: ['Výkup tohoto zařízení už evidujeme.'] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderFilledForm('cz', {
      pickupAltAddress: true,
      altStreet: 'Dlouhá 1',
      altCity: 'Praha',
      altPostcode: '110 00',
    });
    await consentAndSubmit(user);

    const imei = screen.getByRole('textbox', { name: 'IMEI' });
    await waitFor(() => expect(imei).toHaveAccessibleDescription(expect.stringContaining('odcizené')));
    // The summary takes the focus and links to each field the api refused.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    await user.click(
      within(summary).getByRole('link', { name: 'IMEI: Toto IMEI je hlášené jako odcizené.' }),
    );
    expect(imei).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Rodné číslo' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platné rodné číslo.'),
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platnou e-mailovou adresu.'),
    );
    const pickup = screen.getByRole('group', { name: 'Adresa vyzvednutí zařízení' });
    expect(
      within(pickup).getByRole('textbox', { name: 'Ulice a\u00a0číslo domu' }),
    ).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(within(pickup).getByRole('textbox', { name: 'PSČ' })).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platné PSČ.'),
    );
    const address = screen.getByRole('group', { name: 'Adresa' });
    expect(within(address).getByRole('textbox', { name: 'Ulice a\u00a0číslo domu' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Výkup tohoto zařízení už evidujeme.');
    expect(within(pickup).getByRole('textbox', { name: 'Ulice a\u00a0číslo domu' })).toHaveValue('Dlouhá 1');
    expect(sales[0].body).toMatchObject({
      pickup_address: { street: 'Dlouhá 1', city: 'Praha', postcode: '110 00', country: 1 },
    });
  });

  it("shows the api's message when a refusal names no field", async () => {
    server.use(
      sellAnswers(() =>
        HttpResponse.json(
          { type: 'validation', code: 'answers_incomplete', message: 'Odpovězte prosím na všechny otázky.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderFilledForm();
    await consentAndSubmit(user);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Výkup jsme nemohli přijmout');
    expect(summary).toHaveTextContent('Odpovězte prosím na všechny otázky.');
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('after too many sales (429) says at the form how long to wait, keeping the form', async () => {
    server.use(sellAnswers(() => rateLimitedResponse(3600)));
    const { user } = renderFilledForm();
    await consentAndSubmit(user);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Příliš mnoho pokusů. Zkuste to prosím znovu za 60 minut.');
    expect(screen.getByRole('textbox', { name: 'Ulice a\u00a0číslo domu' })).not.toHaveValue('');
  });

  it('asks to load the appraisal again when the prices changed, keeping the form', async () => {
    let appraisalLoads = 0;
    server.use(
      sellAnswers(
        () =>
          HttpResponse.json(
            { type: 'conflict', code: 'appraisal_outdated', message: 'Ceník výkupu se mezitím změnil.' },
            { status: 409 },
          ),
        () => created('cz'),
      ),
      http.get(`${BUYOUT_API}/appraisal/1000/`, () => {
        appraisalLoads += 1;
        return HttpResponse.json({
          url: '/vykup/telefony/apple/iphone-13/midnight',
          appraisal: appraisalFor('cz', 4),
        });
      }),
    );
    const { user } = renderFilledForm();
    await consentAndSubmit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ceny výkupu se mezitím změnily');
    await user.click(within(alert).getByRole('button', { name: 'Načíst aktuální nabídku' }));
    expect(await screen.findByText('Nabídku jsme načetli znovu')).toBeInTheDocument();
    expect(screen.queryByText('Ceny výkupu se mezitím změnily')).not.toBeInTheDocument();
    expect(appraisalLoads).toBe(1);
    expect(screen.getByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana');

    await user.click(screen.getByRole('button', { name: 'Prodat zařízení' }));
    await screen.findByRole('heading', { name: '/vykup/dekujeme/42?token=t0k3n' });
    expect(sales[1].body).toMatchObject({ appraisal_version: 4 });
    expect(sales[1].key).not.toBe(sales[0].key);
  });

  it('sells in the Romanian shop with an IBAN and no bank code', async () => {
    server.use(
      countryOptionsHandler('ro'),
      sellAnswers(() => created('ro')),
    );
    const { user } = renderFilledForm('ro');
    await consentAndSubmit(user, 'ro');
    expect(
      await screen.findByRole('heading', { name: '/rascumparare/multumim/42?token=t0k3n' }),
    ).toBeInTheDocument();
    const customer = (sales[0].body as { customer_data: Record<string, unknown> }).customer_data;
    expect(customer).toMatchObject({
      personal_identification_number: '2851231400175',
      identity_card_number: 'RX123456',
      phone_number: '+40722123456',
      country: 2,
      bank_account_full_number: 'RO49AAAA1B31007593840000',
    });
    expect(customer).not.toHaveProperty('bank_code');
  });
});
