import type { ShopCode } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';

// Who sold the seeded buyouts: the demo customer and business accounts (users-data.ts) and one
// guest per shop. Every value passes the sell-online form's own validation (shared-domain).

export interface BuyoutCustomerSeed {
  /** The demo account it belongs to; undefined: a guest who sold without an account. */
  account?: string;
  customerData: Record<string, string | number>;
  /** Where the courier picks the device up when it is not the seller's own address. */
  pickupAddress?: Record<string, string | number>;
}

export const buyoutCustomers: Record<
  ShopCode,
  Record<'customer' | 'business' | 'guest', BuyoutCustomerSeed>
> = {
  cz: {
    customer: {
      account: 'jana.novakova@example.cz',
      customerData: {
        personal_identification_number: '855212/0104',
        identity_card_number: '204518736',
        identity_released_by: 'Magistrát hl. m. Prahy',
        identity_valid_to: '14.06.2031',
        first_name: 'Jana',
        last_name: 'Nováková',
        gender: 'female',
        district: 'Praha 2',
        street: 'Korunní 1208/74',
        city: 'Praha',
        country: 1,
        postcode: '120 00',
        phone_number: '+420777123456',
        nationality: 'česká',
        place_of_birth: 'Praha',
        e_mail: 'jana.novakova@example.cz',
        bank_account_full_number: '19-2000145399',
        bank_code: '0800',
      },
    },
    business: {
      account: 'nakup@firma-example.cz',
      customerData: {
        personal_identification_number: '790304/0101',
        identity_card_number: '115802347',
        identity_released_by: 'Magistrát města Brna',
        identity_valid_to: '02.11.2029',
        degree_before_name: 'Ing.',
        first_name: 'Petr',
        last_name: 'Svoboda',
        gender: 'male',
        street: 'Masarykova 427/31',
        city: 'Brno',
        country: 1,
        postcode: '602 00',
        phone_number: '+420603456789',
        nationality: 'česká',
        place_of_birth: 'Brno',
        e_mail: 'nakup@firma-example.cz',
        bank_account_full_number: '2000145313',
        bank_code: '0100',
      },
      pickupAddress: { street: 'Purkyňova 2845/101', city: 'Brno', postcode: '612 00', country: 1 },
    },
    guest: {
      customerData: {
        personal_identification_number: '880101/0108',
        identity_card_number: '209334571',
        identity_released_by: 'Magistrát města Ostravy',
        identity_valid_to: '21.08.2030',
        first_name: 'Martin',
        last_name: 'Procházka',
        gender: 'male',
        street: 'Nádražní 2963/112',
        city: 'Ostrava',
        country: 1,
        postcode: '702 00',
        phone_number: '+420731222333',
        nationality: 'česká',
        place_of_birth: 'Ostrava',
        e_mail: 'martin.prochazka@example.cz',
        bank_account_full_number: '2000145321',
        bank_code: '0300',
      },
    },
  },
  ro: {
    customer: {
      account: 'ana.popescu@example.ro',
      customerData: {
        personal_identification_number: '2900315401239',
        identity_card_number: 'RX123456',
        identity_released_by: 'SPCLEP Sector 2',
        identity_valid_to: '20.05.2030',
        first_name: 'Ana',
        last_name: 'Popescu',
        gender: 'female',
        district: 'Sector 2',
        street: 'Strada Icoanei 12',
        city: 'București',
        country: 2,
        postcode: '020451',
        phone_number: '+40722123456',
        nationality: 'română',
        place_of_birth: 'București',
        e_mail: 'ana.popescu@example.ro',
        bank_account_full_number: 'RO49AAAA1B31007593840000',
      },
    },
    business: {
      account: 'achizitii@firma-example.ro',
      customerData: {
        personal_identification_number: '1971012404565',
        identity_card_number: 'CJ654321',
        identity_released_by: 'SPCLEP Cluj-Napoca',
        identity_valid_to: '11.09.2032',
        first_name: 'Andrei',
        last_name: 'Ionescu',
        gender: 'male',
        street: 'Strada Memorandumului 28',
        city: 'Cluj-Napoca',
        country: 2,
        postcode: '400114',
        phone_number: '+40744555666',
        nationality: 'română',
        place_of_birth: 'București',
        e_mail: 'achizitii@firma-example.ro',
        bank_account_full_number: 'RO38BTRLRONCRT0512345601',
      },
      pickupAddress: { street: 'Strada Fabricii 46', city: 'Cluj-Napoca', postcode: '400620', country: 2 },
    },
    guest: {
      customerData: {
        personal_identification_number: '2850712407898',
        identity_card_number: 'IS112233',
        identity_released_by: 'SPCLEP Iași',
        identity_valid_to: '30.01.2029',
        first_name: 'Ioana',
        last_name: 'Dumitrescu',
        gender: 'female',
        street: 'Bulevardul Ștefan cel Mare și Sfânt 8',
        city: 'Iași',
        country: 2,
        postcode: '700063',
        phone_number: '+40755111222',
        nationality: 'română',
        place_of_birth: 'Iași',
        e_mail: 'ioana.dumitrescu@example.ro',
        bank_account_full_number: 'RO80RNCB0082044447480001',
      },
    },
  },
};

/** A seeded buyout: who sold it, how many days before the seed time, and how far it got. */
export interface SeededBuyoutPlan {
  seller: 'customer' | 'business' | 'guest';
  daysAgo: number;
  /** The statuses it went through, each with its offset in hours from the sale. */
  path: { status: BuyoutStatus; afterHours: number }[];
}

const received = { status: 'device_received', afterHours: 50 } as const;
const inspected = { status: 'inspected', afterHours: 74 } as const;
const requoted = { status: 'requoted', afterHours: 77 } as const;

export const buyoutPlans: SeededBuyoutPlan[] = [
  { seller: 'customer', daysAgo: 1, path: [{ status: 'created', afterHours: 0 }] },
  { seller: 'business', daysAgo: 4, path: [{ status: 'created', afterHours: 0 }, received] },
  { seller: 'customer', daysAgo: 8, path: [{ status: 'created', afterHours: 0 }, received, inspected] },
  {
    seller: 'guest',
    daysAgo: 12,
    path: [{ status: 'created', afterHours: 0 }, received, inspected, requoted],
  },
  {
    seller: 'customer',
    daysAgo: 24,
    path: [
      { status: 'created', afterHours: 0 },
      received,
      inspected,
      { status: 'offer_confirmed', afterHours: 75 },
      { status: 'paid', afterHours: 98 },
    ],
  },
  {
    seller: 'customer',
    daysAgo: 34,
    path: [
      { status: 'created', afterHours: 0 },
      received,
      inspected,
      requoted,
      { status: 'returned', afterHours: 150 },
    ],
  },
];

/** Staff notes of the seeded history (customers see them on the timeline). */
export const buyoutNotes: Record<ShopCode, Partial<Record<BuyoutStatus, string>>> = {
  cz: {
    requoted: 'Při kontrole jsme na displeji našli hluboký škrábanec, který v odpovědích chyběl.',
    paid: 'Částku jsme odeslali na účet zákazníka.',
    returned: 'Zákazník novou cenu nepřijal, zařízení jsme odeslali zpět.',
  },
  ro: {
    requoted: 'La verificare am găsit pe ecran o zgârietură adâncă, nemenționată în răspunsuri.',
    paid: 'Suma a fost trimisă în contul clientului.',
    returned: 'Clientul nu a acceptat noul preț, am trimis dispozitivul înapoi.',
  },
};
