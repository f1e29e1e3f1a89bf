import type { OpeningHours, StoreSummary } from 'shared-domain';

// Places shaped like the api's answer (stores, buyout and service centres of one shop).
const officeHours: OpeningHours[] = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
  day,
  opens: '08:30',
  closes: '17:30',
}));

function place(
  id: number,
  name: string,
  kind: StoreSummary['kind'],
  overrides: Partial<StoreSummary> = {},
): StoreSummary {
  return {
    id,
    name,
    kind,
    street: 'Vinohradská 1511/230',
    city: 'Praha',
    postcode: '100 00',
    country: 'CZ',
    phone: '+420 224 012 370',
    latitude: 50.0775,
    longitude: 14.4747,
    openingHours: officeHours,
    ...overrides,
  };
}

export const places: StoreSummary[] = [
  place(1, 'Servisní centrum Ostrava', 'service', {
    street: 'Českobratrská 2227/9',
    city: 'Ostrava',
    postcode: '702 00',
    phone: '+420 596 110 230',
    openingHours: [...officeHours, { day: 'sat', opens: '09:00', closes: '12:00' }],
  }),
  place(2, 'Mobilní svět Praha – Václavské náměstí', 'store'),
  place(3, 'Výkupní centrum Praha – Karlín', 'buyout'),
  place(4, 'Servisní centrum Praha – Vinohrady', 'service', { phone: null }),
];
