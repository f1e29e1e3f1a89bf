import { HttpResponse, http } from 'msw';
import { product } from '../testing/catalogue-fixtures.ts';

// The home page's storefront lists as the api answers them, for the msw handlers of the tests.
const DAY_MS = 24 * 60 * 60 * 1000;

export const newlyStocked = [
  product(11, {
    name: 'Xiaomi 14 256 GB, Černá',
    manufacturer: 'Xiaomi',
    price: { amount: 1_899_000, currency: 'CZK' },
  }),
];
export const expected = [
  { ...product(12, { name: 'Apple iPhone 17 256 GB, Modrá', stock: 0 }), expectedAt: '2026-12-03' },
];
export const offers = [
  {
    ...product(13, { name: 'Samsung Galaxy A55 128 GB, Modrá', price: { amount: 799_000, currency: 'CZK' } }),
    originalPrice: { amount: 899_000, currency: 'CZK' as const },
    offerEndsAt: new Date(Date.now() + 3 * DAY_MS + 60 * 60 * 1000).toISOString(),
  },
];

export const storefrontHandlers = [
  http.get('/api/new/catalogue/lists/newly-stocked/', () => HttpResponse.json({ items: newlyStocked })),
  http.get('/api/new/catalogue/lists/expected/', () => HttpResponse.json({ items: expected })),
  http.get('/api/new/catalogue/lists/time-limited-offers/', () => HttpResponse.json({ items: offers })),
  http.get('/api/new/catalogue/lists/by-seo/', () => HttpResponse.json({ items: [] })),
  http.get('/api/new/catalogue/favourites/', () => HttpResponse.json({ items: [] })),
  // Staff put no components on the home page.
  http.get('/api/new/content/pages/home', () =>
    HttpResponse.json(
      { type: 'not_found', code: 'content_page_not_found', message: 'Tuto stránku jsme nenašli.' },
      { status: 404 },
    ),
  ),
];
