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
    street: 'Sokolovská 394/17',
    city: 'Praha',
    postcode: '186 00',
    country: 'CZ',
    phone: '+420 224 012 360',
    latitude: 50.0925,
    longitude: 14.4513,
    openingHours: officeHours,
    ...overrides,
  };
}

export const places: StoreSummary[] = [
  place(1, 'Výkupní centrum Brno', 'buyout', {
    street: 'Masarykova 31',
    city: 'Brno',
    postcode: '602 00',
    phone: '+420 542 215 310',
    openingHours: [...officeHours, { day: 'sat', opens: '09:00', closes: '12:00' }],
  }),
  place(2, 'Mobilní svět Praha – Václavské náměstí', 'store'),
  place(3, 'Výkupní centrum Praha – Karlín', 'buyout'),
  place(4, 'Servisní centrum Praha – Vinohrady', 'service', { phone: null }),
];
