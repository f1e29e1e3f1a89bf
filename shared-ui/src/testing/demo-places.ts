import type { OpeningHours, StoreSummary } from 'shared-domain';

// Places shaped like GET /api/new/stores/stores/service-center/service-buyout-centers/ answers
// them: stores, buyout and service centres of the Czech shop, so each remote can filter its kind.

/** Monday to Friday, 8:30–17:30; the weekend is closed. */
export const officeHours: OpeningHours[] = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
  day,
  opens: '08:30',
  closes: '17:30',
}));

const saturdayMorning: OpeningHours = { day: 'sat', opens: '09:00', closes: '12:00' };

/** Has a phone and Saturday hours. */
export const brnoBuyoutCentre: StoreSummary = {
  id: 1,
  name: 'Výkupní centrum Brno',
  kind: 'buyout',
  street: 'Masarykova 31',
  city: 'Brno',
  postcode: '602 00',
  country: 'CZ',
  phone: '+420 542 215 310',
  latitude: 49.1925,
  longitude: 16.6106,
  openingHours: [...officeHours, saturdayMorning],
};

const pragueStore: StoreSummary = {
  id: 2,
  name: 'Mobilní svět Praha – Václavské náměstí',
  kind: 'store',
  street: 'Václavské náměstí 802/56',
  city: 'Praha',
  postcode: '110 00',
  country: 'CZ',
  phone: '+420 224 012 350',
  latitude: 50.0809,
  longitude: 14.4281,
  openingHours: officeHours,
};

const karlinBuyoutCentre: StoreSummary = {
  id: 3,
  name: 'Výkupní centrum Praha – Karlín',
  kind: 'buyout',
  street: 'Sokolovská 394/17',
  city: 'Praha',
  postcode: '186 00',
  country: 'CZ',
  phone: '+420 224 012 360',
  latitude: 50.0925,
  longitude: 14.4513,
  openingHours: officeHours,
};

/** Has no phone number. */
export const vinohradyServiceCentre: StoreSummary = {
  id: 4,
  name: 'Servisní centrum Praha – Vinohrady',
  kind: 'service',
  street: 'Vinohradská 1511/230',
  city: 'Praha',
  postcode: '100 00',
  country: 'CZ',
  phone: null,
  latitude: 50.0775,
  longitude: 14.4747,
  openingHours: officeHours,
};

/** Has a phone and Saturday hours. */
export const ostravaServiceCentre: StoreSummary = {
  id: 5,
  name: 'Servisní centrum Ostrava',
  kind: 'service',
  street: 'Českobratrská 2227/9',
  city: 'Ostrava',
  postcode: '702 00',
  country: 'CZ',
  phone: '+420 596 110 230',
  latitude: 49.8386,
  longitude: 18.2871,
  openingHours: [...officeHours, saturdayMorning],
};

/** Two buyout centres, two service centres and a store. */
export const places: StoreSummary[] = [
  brnoBuyoutCentre,
  pragueStore,
  karlinBuyoutCentre,
  vinohradyServiceCentre,
  ostravaServiceCentre,
];
