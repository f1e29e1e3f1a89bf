import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { ShopCode } from 'shared-domain';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import { buyoutActions, buyoutSelectors } from '../buyout/buyout-slice.ts';
import { BUYOUT_API } from '../buyout-api.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { SellOnlineForm } from './sell-online-form.tsx';
import { countryOptionsHandler, storeWithSellForm, validPersonalInfo } from './test-fixtures.ts';

const sales: unknown[] = [];
const server = setupTestServer(
  countryOptionsHandler('cz'),
  http.post(`${BUYOUT_API}/sell-online/`, async ({ request }) => {
    sales.push(await request.json());
    return HttpResponse.json({}, { status: 500 });
  }),
);

beforeEach(() => {
  sales.length = 0;
});

function renderForm(shop: ShopCode = 'cz', info = {}) {
  const store = storeWithSellForm(shop, info);
  const rendered = renderWithProviders(<SellOnlineForm />, {
    shop,
    store,
    messages: shop === 'cz' ? csCZ : roRO,
  });
  return { ...rendered, store };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const describedAs = (text: string) => expect.stringContaining(text);

describe('sell-online form: checks before sending (Czech shop)', () => {
  it('marks every empty required field, sums them up in an announced summary and sends nothing', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { level: 2, name: 'Prodat zařízení online' })).toBeInTheDocument();
    expect(screen.getByText('8 000 Kč', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Prodat zařízení' }));

    const required = describedAs('Tato hodnota je požadována.');
    expect(field('IMEI')).toHaveAccessibleDescription(required);
    expect(field('IMEI')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Datum nákupu')).toHaveAccessibleDescription(required);
    expect(screen.getByRole('combobox', { name: 'Celkový stav' })).toHaveAccessibleDescription(required);
    // The summary is an alert (read out when it appears) and takes the focus from the button.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('IMEI: Tato hodnota je požadována.');
    for (const name of [
      'Datum nákupu: Tato hodnota je požadována.',
      'Celkový stav: Tato hodnota je požadována.',
      'Kód banky: Tato hodnota je požadována.',
      'Bez souhlasu s\u00a0podmínkami výkup nemůžeme přijmout.',
    ]) {
      expect(within(summary).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(summary).queryByRole('link', { name: /Sériové číslo/ })).not.toBeInTheDocument();
    // Each link takes the focus to its field.
    await user.click(
      within(summary).getByRole('link', { name: 'Celkový stav: Tato hodnota je požadována.' }),
    );
    expect(screen.getByRole('combobox', { name: 'Celkový stav' })).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: /Bez souhlasu/ }));
    expect(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ })).toHaveFocus();
    // A second refused submit takes the focus back to the summary.
    await user.click(screen.getByRole('button', { name: 'Prodat zařízení' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(field('Jméno')).toHaveAccessibleDescription(required);
    expect(field('Rodné číslo')).toHaveAccessibleDescription(required);
    expect(screen.getByRole('combobox', { name: 'Pohlaví' })).toHaveAccessibleDescription(required);
    expect(screen.getByRole('combobox', { name: 'Kód banky' })).toHaveAccessibleDescription(required);
    expect(field('Sériové číslo')).not.toHaveAttribute('aria-invalid');
    expect(field('Titul před jménem')).not.toHaveAttribute('aria-invalid');
    expect(
      screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ }),
    ).toHaveAccessibleDescription('Bez souhlasu s\u00a0podmínkami výkup nemůžeme přijmout.');
    expect(sales).toHaveLength(0);
  });

  it('explains each value the api would refuse, next to its field', async () => {
    const { user } = renderForm();
    const typeInto = async (name: string, value: string) => user.type(field(name), value);
    await typeInto('IMEI', '490154203237519');
    await typeInto('Titul před jménem', 'Ing');
    await typeInto('Rodné číslo', '8556120013');
    await typeInto('Číslo občanského průkazu nebo pasu', 'AB12');
    await typeInto('Platnost dokladu do', '31.12.2020');
    await typeInto('E-mail', 'jana@');
    await typeInto('Telefon', '800 123 456');
    await typeInto('PSČ', '999 99');
    await typeInto('Číslo účtu', '19-2000145398');
    await typeInto('Datum nákupu', '01.01.2999');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    await user.click(screen.getByRole('button', { name: 'Prodat zařízení' }));

    expect(field('IMEI')).toHaveAccessibleDescription(describedAs('Zadejte platné IMEI (15 číslic).'));
    expect(field('Titul před jménem')).toHaveAccessibleDescription(
      describedAs('Titul zadejte latinkou a zakončete tečkou, například Ing.'),
    );
    expect(field('Rodné číslo')).toHaveAccessibleDescription(describedAs('Zadejte platné rodné číslo.'));
    expect(field('Číslo občanského průkazu nebo pasu')).toHaveAccessibleDescription(
      'Zadejte platné číslo občanského průkazu nebo pasu.',
    );
    expect(field('Platnost dokladu do')).toHaveAccessibleDescription(
      describedAs('Datum nesmí být v minulosti.'),
    );
    expect(field('Datum nákupu')).toHaveAccessibleDescription(describedAs('Datum nesmí být v budoucnosti.'));
    expect(field('E-mail')).toHaveAccessibleDescription(describedAs('Zadejte platnou e-mailovou adresu.'));
    expect(field('Telefon')).toHaveAccessibleDescription(describedAs('Zadejte platné telefonní číslo.'));
    expect(field('PSČ')).toHaveAccessibleDescription(describedAs('Zadejte platné PSČ.'));
    expect(field('Číslo účtu')).toHaveAccessibleDescription(describedAs('Zadejte platné číslo účtu.'));
    expect(screen.getByRole('combobox', { name: 'Kód banky' })).toHaveAccessibleDescription(
      'Tato hodnota je požadována.',
    );
    // Nothing the customer typed is lost.
    expect(field('IMEI')).toHaveValue('490154203237519');
    expect(field('Rodné číslo')).toHaveValue('8556120013');
    expect(field('Datum nákupu')).toHaveValue('01.01.2999');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(sales).toHaveLength(0);
  }, 15_000);

  it('checks a field when the customer leaves it after typing, and clears the error once it is fixed', async () => {
    const { user } = renderForm();
    await user.type(field('IMEI'), '12345');
    await user.tab();
    expect(field('IMEI')).toHaveAccessibleDescription(describedAs('Zadejte platné IMEI (15 číslic).'));

    // Passing through a field without typing says nothing yet.
    await user.click(field('Jméno'));
    await user.tab();
    expect(field('Jméno')).not.toHaveAttribute('aria-invalid');

    await user.clear(field('IMEI'));
    await user.type(field('IMEI'), '4901 5420 3237 518');
    expect(field('IMEI')).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(field('IMEI')).not.toHaveAttribute('aria-invalid');
  });

  it('asks for the pickup address only when the device is picked up elsewhere', async () => {
    const { user } = renderForm('cz', validPersonalInfo.cz);
    expect(screen.queryByRole('group', { name: 'Adresa vyzvednutí zařízení' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Vyzvednout zařízení na jiné adrese' }));
    const pickup = screen.getByRole('group', { name: 'Adresa vyzvednutí zařízení' });
    expect(within(pickup).getByRole('combobox', { name: 'Stát' })).toHaveDisplayValue('Česko');

    await user.type(within(pickup).getByRole('textbox', { name: 'PSČ' }), '12');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím/ }));
    await user.click(screen.getByRole('button', { name: 'Prodat zařízení' }));

    const street = within(pickup).getByRole('textbox', { name: 'Ulice a\u00a0číslo domu' });
    expect(street).toHaveAccessibleDescription('Tato hodnota je požadována.');
    // The summary names the pickup address, so its "street" is not taken for the customer's own.
    const summary = screen.getByRole('alert');
    await user.click(
      within(summary).getByRole('link', {
        name: 'Ulice a\u00a0číslo domu (Adresa vyzvednutí zařízení): Tato hodnota je požadována.',
      }),
    );
    expect(street).toHaveFocus();
    expect(within(pickup).getByRole('textbox', { name: 'PSČ' })).toHaveAccessibleDescription(
      describedAs('Zadejte platné PSČ.'),
    );
    // The customer's own address is complete.
    const address = screen.getByRole('group', { name: 'Adresa' });
    expect(within(address).getByRole('textbox', { name: 'Ulice a\u00a0číslo domu' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(sales).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Vyzvednout zařízení na jiné adrese' }));
    expect(screen.queryByRole('group', { name: 'Adresa vyzvednutí zařízení' })).not.toBeInTheDocument();
  });

  it('keeps what was typed when the form is closed and opened again', async () => {
    const { user, store } = renderForm();
    await user.type(field('Jméno'), 'Jana');
    act(() => {
      store.dispatch(buyoutActions.sellOnlineToggled(false));
    });
    expect(screen.queryByRole('textbox', { name: 'Jméno' })).not.toBeInTheDocument();
    act(() => {
      store.dispatch(buyoutActions.sellOnlineToggled(true));
    });
    expect(field('Jméno')).toHaveValue('Jana');
  });
});

describe('sell-online form: device facts and bank (Czech shop)', () => {
  it('asks for the purchase date and whether the device is nearly new or used', async () => {
    const { user, store } = renderForm('cz', validPersonalInfo.cz);
    const condition = screen.getByRole('combobox', { name: 'Celkový stav' });
    expect(
      within(condition)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Vyberte…', 'Zánovní', 'Použité']);
    await user.selectOptions(condition, 'Zánovní');
    await user.clear(field('Datum nákupu'));
    await user.type(field('Datum nákupu'), '31.02.2024');
    await user.tab();
    expect(field('Datum nákupu')).toHaveAccessibleDescription(
      describedAs('Zadejte platné datum ve formátu DD.MM.RRRR.'),
    );
    expect(buyoutSelectors.selectBuyout(store.getState()).personalInfo.deviceCondition).toBe('like_new');
  });

  it('offers only banks that run accounts: none in liquidation', () => {
    renderForm();
    const banks = within(screen.getByRole('combobox', { name: 'Kód banky' })).getAllByRole('option');
    expect(banks.length).toBeGreaterThan(40);
    expect(banks.filter((option) => /likvidac/i.test(option.textContent ?? ''))).toEqual([]);
    expect(banks.some((option) => option.getAttribute('value') === '6800')).toBe(false);
  });
});

describe('sell-online form: checks before sending (Romanian shop)', () => {
  it('asks for a CNP and an IBAN, not for a bank code, with the Romanian rules', async () => {
    server.use(countryOptionsHandler('ro'));
    const { user } = renderForm('ro');
    // The api's list replaces the browser's names of the same countries.
    const country = screen.getByRole('combobox', { name: 'Țara' });
    await waitFor(() => expect(within(country).getAllByRole('option')).toHaveLength(2));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Vindeți dispozitivul online' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Codul băncii' })).not.toBeInTheDocument();
    expect(field('Telefon')).toHaveAccessibleDescription(describedAs('+40 722 123 456'));
    expect(country).toHaveDisplayValue('România');

    await user.type(field('CNP'), '2851231400176');
    await user.type(field('IBAN'), 'RO49AAAA1B31007593840001');
    await user.type(field('Cod poștal'), '1234');
    await user.type(field('Seria și numărul cărții de identitate sau al pașaportului'), '123');
    await user.click(screen.getByRole('button', { name: 'Vindeți dispozitivul' }));

    expect(field('CNP')).toHaveAccessibleDescription(describedAs('Introduceți un CNP valid.'));
    expect(field('IBAN')).toHaveAccessibleDescription(describedAs('Introduceți un IBAN valid.'));
    expect(field('Cod poștal')).toHaveAccessibleDescription(describedAs('Introduceți un cod poștal valid.'));
    expect(field('Seria și numărul cărții de identitate sau al pașaportului')).toHaveAccessibleDescription(
      'Introduceți o serie și un număr valid de carte de identitate sau pașaport.',
    );
    expect(field('IMEI')).toHaveAccessibleDescription(describedAs('Această valoare este obligatorie.'));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(within(screen.getByRole('alert')).getAllByRole('link')[0]).toHaveAccessibleName(
      'IMEI: Această valoare este obligatorie.',
    );
    expect(field('Data achiziției')).toHaveAccessibleDescription(
      describedAs('Această valoare este obligatorie.'),
    );
    expect(
      within(screen.getByRole('combobox', { name: 'Starea generală' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Alegeți…', 'Ca nou', 'Folosit']);
    expect(screen.getByRole('checkbox', { name: /Sunt de acord/ })).toHaveAccessibleDescription(
      'Fără acordul dumneavoastră cu termenii nu putem accepta răscumpărarea.',
    );
    expect(sales).toHaveLength(0);
  });
});
