import type {
  BuyoutData,
  CurrencyCode,
  Quote,
  SelectedChoices,
  SelectorChoice,
  SelectorData,
} from 'shared-domain';
import type { Appraisal, SelectorLevel } from 'shared-domain/buyout';

// A small, realistic catalogue for the buyout tests: phones and tablets, two makers, a few models
// and colours, and one appraisal whose answers reach every pricing rule.

export const phones = { id: 1, name: 'Telefony', seo_name: 'telefony' };
export const tablets = { id: 2, name: 'Tablety', seo_name: 'tablety' };
export const apple = { id: 10, name: 'Apple', seo_name: 'apple' };
export const samsung = { id: 11, name: 'Samsung', seo_name: 'samsung' };
export const iphone13 = { id: 100, name: 'iPhone 13', seo_name: 'iphone-13' };
export const iphone14 = { id: 101, name: 'iPhone 14', seo_name: 'iphone-14' };
export const galaxy = { id: 110, name: 'Galaxy S23', seo_name: 'galaxy-s23' };
export const midnight = { id: 1000, name: 'Půlnoční', seo_name: 'midnight', hex: '#1f2a36' };
export const starlight = { id: 1001, name: 'Hvězdně bílá', seo_name: 'starlight', hex: '#f4efe6' };
export const blue = { id: 1010, name: 'Modrá', seo_name: 'blue', hex: '#215e9b' };

export const catalogue = {
  product_type: [phones, tablets],
  manufacturer: { [phones.id]: [apple, samsung], [tablets.id]: [apple] } as Record<number, SelectorChoice[]>,
  product_model: {
    [`${phones.id}/${apple.id}`]: [iphone13, iphone14],
    [`${phones.id}/${samsung.id}`]: [galaxy],
  } as Record<string, SelectorChoice[]>,
  product_color: { [iphone13.id]: [midnight, starlight], [iphone14.id]: [blue] } as Record<
    number,
    SelectorChoice[]
  >,
};

const allChoices = [
  ...catalogue.product_type,
  ...Object.values(catalogue.manufacturer).flat(),
  ...Object.values(catalogue.product_model).flat(),
  ...Object.values(catalogue.product_color).flat(),
];

export function choiceBySlug(level: SelectorLevel, slug: string | undefined): SelectorChoice | null {
  if (!slug) return null;
  const lists: Record<SelectorLevel, SelectorChoice[]> = {
    product_type: catalogue.product_type,
    manufacturer: Object.values(catalogue.manufacturer).flat(),
    product_model: Object.values(catalogue.product_model).flat(),
    product_color: Object.values(catalogue.product_color).flat(),
  };
  return lists[level].find((choice) => choice.seo_name === slug) ?? null;
}

export function choiceById(id: number): SelectorChoice {
  const choice = allChoices.find((candidate) => candidate.id === id);
  if (!choice) throw new Error(`No choice ${id} in the test catalogue`);
  return choice;
}

/** Minor units: 10 000 Kč is 1 000 000. */
export const conditionIds = { powers: 1, display: 2, screen: 3, body: 4, charger: 5, battery: 6 } as const;

export function appraisalFixture(currency: CurrencyCode = 'CZK'): Appraisal {
  return {
    appraisal_result: [
      { id: 501, quality: 'A+', price: 1_000_000, url: '/vykup/a-plus' },
      { id: 502, quality: 'A', price: 850_000, url: '/vykup/a' },
      { id: 503, quality: 'B', price: 700_000, url: '/vykup/b' },
      { id: 504, quality: 'C', price: 400_000, url: '/vykup/c' },
      // No price for D: a device in that state cannot be bought online.
    ],
    device_conditions: [
      {
        id: conditionIds.powers,
        name: 'Zapne se zařízení?',
        help: 'Podržte tlačítko napájení alespoň 10 sekund.',
        type: 'quality',
        choices: [
          { id: 11, label: 'Ano, zapne se', quality: 'A+', price_correction: 0 },
          { id: 12, label: 'Ne, nezapne se', quality: null, price_correction: 0 },
        ],
      },
      {
        id: conditionIds.display,
        name: 'Funguje displej i dotyková vrstva?',
        help: 'Zkontrolujte, zda obraz nebliká a dotyk reaguje v celé ploše.',
        type: 'quality',
        choices: [
          { id: 21, label: 'Ano, bez vady', quality: 'A+', price_correction: 0 },
          { id: 22, label: 'Ne, displej je rozbitý', quality: null, price_correction: 0 },
        ],
      },
      {
        id: conditionIds.screen,
        name: 'Jak vypadá displej?',
        help: 'Prohlédněte displej pod světlem.',
        type: 'quality',
        choices: [
          { id: 31, label: 'Jako nový', quality: 'A+', price_correction: 0 },
          { id: 32, label: 'Drobné škrábance', quality: 'A', price_correction: 0 },
          { id: 33, label: 'Hluboké škrábance', quality: 'C', price_correction: -50_000 },
        ],
      },
      {
        id: conditionIds.body,
        name: 'Jak vypadá tělo zařízení?',
        help: 'Rámeček a zadní strana.',
        type: 'quality',
        choices: [
          { id: 41, label: 'Jako nové', quality: 'A+', price_correction: 0 },
          { id: 42, label: 'Viditelné oděrky', quality: 'B', price_correction: 0 },
          { id: 43, label: 'Promáčknuté nebo prasklé', quality: 'D', price_correction: 0 },
        ],
      },
      {
        id: conditionIds.charger,
        name: 'Přiložíte originální nabíječku?',
        help: 'Kabel i adaptér.',
        type: 'charger',
        choices: [
          { id: 51, label: 'Ano', quality: null, price_correction: 0 },
          { id: 52, label: 'Ne', quality: null, price_correction: -20_000 },
        ],
      },
      {
        id: conditionIds.battery,
        name: 'Jaká je kapacita baterie?',
        help: 'Najdete ji v Nastavení → Baterie.',
        type: 'battery',
        choices: [
          { id: 61, label: '80 % a více', quality: null, price_correction: 0 },
          { id: 62, label: 'Méně než 80 %', quality: null, price_correction: -30_000 },
        ],
      },
    ],
    version: 7,
    minimal_buyout_price: 350_000,
    currency,
    valid_until: '2026-12-05T10:00:00.000Z',
  };
}

export const nothingSelected: SelectedChoices = {
  product_type: null,
  manufacturer: null,
  product_model: null,
  product_color: null,
};

export function quoteFixture(overrides: Partial<Quote> = {}): Quote {
  return {
    url: '/vykup/telefony/apple/iphone-13/midnight',
    device_identifier: midnight.id,
    device_condition_choices: [
      { condition: conditionIds.powers, value: 11 },
      { condition: conditionIds.display, value: 21 },
      { condition: conditionIds.screen, value: 32 },
      { condition: conditionIds.body, value: 41 },
      { condition: conditionIds.charger, value: 51 },
      { condition: conditionIds.battery, value: 61 },
    ],
    price: 850_000,
    currency: 'CZK',
    valid_until: '2026-12-01T10:00:00.000Z',
    expired: false,
    ...overrides,
  };
}

export function buyoutDataFixture(overrides: Partial<BuyoutData> = {}): BuyoutData {
  const appraisal = appraisalFixture();
  return {
    id: 42,
    number: 'V-2026-000042',
    status: 'device_received',
    created_at: '2026-11-20T09:30:00.000Z',
    product_type_choice: phones,
    manufacturer_choice: apple,
    product_model_choice: iphone13,
    product_color_choice: midnight,
    appraisal_result: appraisal.appraisal_result[1],
    device_conditions: appraisal.device_conditions,
    conditions_appraisal_result: quoteFixture().device_condition_choices,
    version: 7,
    minimal_buyout_price: 350_000,
    price: 850_000,
    currency: 'CZK',
    customer_data: {
      degree_before_name: 'Ing.',
      first_name: 'Jana',
      last_name: 'Nováková',
      e_mail: 'jana.novakova@example.cz',
      phone_number: '+420 603 123 456',
      street: 'Korunní 12',
      city: 'Praha',
      postcode: '120 00',
      country: 1,
      bank_account_full_number: '19-2000145399',
      bank_code: '0800',
    },
    pickup_address: { street: 'Masarykova 31', city: 'Brno', postcode: '602 00', country: 1, district: null },
    buyout_device: {
      imei: '356938035643809',
      serial_number: 'F2LXK0ABCD12',
      purchase_date: '2024-03-15',
      condition: 'used',
      note: 'Mírně poškrábaný rámeček',
    },
    timeline: [{ status: 'created', at: '2026-11-20T09:30:00.000Z', note: null }],
    ...overrides,
  };
}

export type { SelectorData };
