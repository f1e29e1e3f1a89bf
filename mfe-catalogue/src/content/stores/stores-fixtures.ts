import type { StoreCard } from 'shared-domain';

// Stores as the api answers them (GET /api/new/stores/showrooms), for the pages' tests.
export function storeCard(id: number, overrides: Partial<StoreCard> = {}): StoreCard {
  return {
    id,
    slug: `prodejna-${id}`,
    name: `Mobilní svět ${id}`,
    kind: 'store',
    street: 'Václavské náměstí 792/26',
    city: 'Praha',
    postcode: '110 00',
    country: 'CZ',
    phone: '+420 224 012 345',
    email: 'praha@example.cz',
    latitude: 50.0819,
    longitude: 14.4262,
    photoUrl: `/api/new/stores/showrooms/prodejna-${id}/photo.svg`,
    services: ['sale', 'buyout'],
    openingHours: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({
      day: day as 'mon',
      opens: '09:00',
      closes: '19:00',
    })),
    exceptions: [],
    openState: { today: '2026-12-23', isOpen: true, closesAt: '19:00', opensAt: null },
    directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination=50.0819,14.4262',
    distanceKm: null,
    ...overrides,
  };
}
