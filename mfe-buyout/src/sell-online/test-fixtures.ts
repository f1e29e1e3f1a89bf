import { HttpResponse, http } from 'msw';
import { type CountryOptions, type SelectorChoice, type ShopCode, shops } from 'shared-domain';
import type { Appraisal, PersonalInfoValues } from 'shared-domain/buyout';
import { createShopStore, type ShopStore } from 'shared-ui';
import { buyoutActions } from '../buyout/buyout-slice.ts';
import { BUYOUT_API } from '../buyout-api.ts';
import type { TextFieldName } from './form-fields.ts';

// A phone with its appraisal loaded, every question answered and the sell-online form open: the
// state the selector and the appraisal screen leave behind when the customer clicks "sell online".

export const phones: SelectorChoice = { id: 1, name: 'Telefony', seo_name: 'telefony' };
export const apple: SelectorChoice = { id: 10, name: 'Apple', seo_name: 'apple' };
export const iphone13: SelectorChoice = { id: 100, name: 'iPhone 13', seo_name: 'iphone-13' };
export const midnight: SelectorChoice = { id: 1000, name: 'Půlnoční', seo_name: 'midnight', hex: '#1f2a36' };

export function appraisalFor(shop: ShopCode, version = 3): Appraisal {
  const yesNo = (id: number) => [
    { id: id * 10 + 1, label: 'Ano', quality: 'A+' as const, price_correction: 0 },
    { id: id * 10 + 2, label: 'Ne', quality: null, price_correction: 0 },
  ];
  return {
    appraisal_result: [
      { id: 101, quality: 'A+', price: 800_000, url: '/a-plus' },
      { id: 102, quality: 'A', price: 700_000, url: '/a' },
      { id: 103, quality: 'B', price: 550_000, url: '/b' },
    ],
    device_conditions: [
      { id: 1, name: 'Zapne se zařízení?', help: '', type: 'quality', choices: yesNo(1) },
      { id: 2, name: 'Je zařízení odblokované?', help: '', type: 'quality', choices: yesNo(2) },
      {
        id: 3,
        name: 'Jak vypadá displej?',
        help: '',
        type: 'quality',
        choices: [
          { id: 31, label: 'Bez škrábanců', quality: 'A+', price_correction: 0 },
          { id: 32, label: 'Drobné škrábance', quality: 'B', price_correction: -20_000 },
        ],
      },
    ],
    version,
    minimal_buyout_price: 10_000,
    currency: shops[shop].currency,
    valid_until: '2026-12-31T00:00:00.000Z',
  };
}

/** Answers of a flawless phone: 8 000 Kč / Lei. */
export const flawlessAnswers = { 1: 11, 2: 21, 3: 31 } as const;

/** Everything the form asks, valid in each shop (the payout differs: account + bank code / IBAN). */
export const validPersonalInfo: Record<ShopCode, Partial<PersonalInfoValues>> = {
  cz: {
    imei: '490154203237518',
    purchaseDate: '15.03.2024',
    deviceCondition: 'used',
    firstName: 'Jana',
    lastName: 'Nováková',
    gender: 'female',
    birthNumber: '855612/0012',
    identityCardNumber: '123456789',
    identityReleasedBy: 'MěÚ Brno',
    identityValidTo: '31.12.2035',
    nationality: 'česká',
    placeOfBirth: 'Brno',
    email: 'jana.novakova@example.cz',
    phoneNumber: '777 123 456',
    street: 'Masarykova 12',
    city: 'Brno',
    postcode: '602 00',
    bankAccountNumber: '19-2000145399',
    bankCode: '0800',
  },
  ro: {
    imei: '490154203237518',
    purchaseDate: '01.09.2023',
    deviceCondition: 'like_new',
    firstName: 'Ana',
    lastName: 'Popescu',
    gender: 'female',
    birthNumber: '2851231400175',
    identityCardNumber: 'RX123456',
    identityReleasedBy: 'SPCEP Sector 1',
    identityValidTo: '31.12.2035',
    nationality: 'română',
    placeOfBirth: 'București',
    email: 'ana.popescu@example.ro',
    phoneNumber: '0722 123 456',
    street: 'Calea Victoriei 155',
    city: 'București',
    postcode: '010073',
    bankAccountNumber: 'RO49AAAA1B31007593840000',
  },
};

/** A store in which the sell-online form shows, optionally with fields already filled. */
export function storeWithSellForm(shop: ShopCode, info: Partial<PersonalInfoValues> = {}): ShopStore {
  const store = createShopStore();
  store.dispatch(buyoutActions.shopEntered({ defaultCountryId: shops[shop].defaultCountryId }));
  store.dispatch(buyoutActions.choiceSelected({ level: 'product_type', choice: phones }));
  store.dispatch(buyoutActions.choiceSelected({ level: 'manufacturer', choice: apple }));
  store.dispatch(buyoutActions.choiceSelected({ level: 'product_model', choice: iphone13 }));
  store.dispatch(buyoutActions.choiceSelected({ level: 'product_color', choice: midnight }));
  store.dispatch(buyoutActions.appraisalLoaded(appraisalFor(shop)));
  for (const [conditionId, choiceId] of Object.entries(flawlessAnswers)) {
    store.dispatch(buyoutActions.conditionAnswered({ conditionId: Number(conditionId), choiceId }));
  }
  store.dispatch(buyoutActions.sellOnlineToggled(true));
  for (const [field, value] of Object.entries(info)) {
    if (field === 'pickupAltAddress') store.dispatch(buyoutActions.pickupAltAddressToggled(value === true));
    else if (typeof value === 'string') {
      store.dispatch(buyoutActions.personalInfoChanged({ field: field as TextFieldName, value }));
    }
  }
  return store;
}

export const countryOptions: Record<ShopCode, CountryOptions> = {
  cz: {
    countries: [
      { id: 1, code: 'CZ', name: 'Česko' },
      { id: 3, code: 'SK', name: 'Slovensko' },
    ],
    default_country: 1,
  },
  ro: {
    countries: [
      { id: 2, code: 'RO', name: 'România' },
      { id: 8, code: 'MD', name: 'Republica Moldova' },
    ],
    default_country: 2,
  },
};

export const countryOptionsHandler = (shop: ShopCode) =>
  http.get(`${BUYOUT_API}/country-options/`, () => HttpResponse.json(countryOptions[shop]));
