import { HttpResponse, http } from 'msw';
import type { CartPackage, CartPageData, CurrencyCode } from 'shared-domain';

// Test data of the cart page and msw handlers that record what the page sends.

export interface CartRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export function czk(units: number, currency: CurrencyCode = 'CZK') {
  return { amount: units * 100, currency };
}

export function iphonePackage(
  overrides: Partial<CartPackage> = {},
  currency: CurrencyCode = 'CZK',
): CartPackage {
  const money = (units: number) => czk(units, currency);
  return {
    id: 11,
    productId: 501,
    productSeoName: 'apple-iphone-15-128gb-cerny',
    typeSeoName: 'mobilni-telefony',
    name: 'Apple iPhone 15 128 GB',
    brand: 'Apple',
    variant: 'Černá, 128 GB, stav A',
    imageUrl: '/images/iphone-15.webp',
    quantity: 1,
    stock: 3,
    unitPrice: money(15990),
    installment: null,
    services: [],
    availableServices: [
      {
        kind: 'insurance',
        code: 'INS-THEFT',
        name: 'Pojištění proti krádeži',
        description: '',
        months: 12,
        price: money(990),
      },
      {
        kind: 'insurance',
        code: 'INS-DAMAGE',
        name: 'Pojištění poškození',
        description: '',
        months: 24,
        price: money(1490),
      },
      {
        kind: 'warranty',
        code: 'WAR-12',
        name: 'Prodloužená záruka',
        description: '',
        months: 12,
        price: money(790),
      },
      {
        kind: 'warranty',
        code: 'WAR-24',
        name: 'Prodloužená záruka',
        description: '',
        months: 24,
        price: money(1290),
      },
      {
        kind: 'screen_protection',
        code: 'SCREEN',
        name: 'Ochranné sklo',
        description: '',
        months: null,
        price: money(390),
      },
      {
        kind: 'gluing',
        code: 'glass',
        name: 'Nalepení skla',
        description: '',
        months: null,
        price: money(150),
      },
      {
        kind: 'gluing',
        code: 'foil',
        name: 'Nalepení fólie',
        description: '',
        months: null,
        price: money(100),
      },
    ],
    buyoutBonus: null,
    total: money(15990),
    ...overrides,
  };
}

export function cartPageData(
  packages: CartPackage[] = [iphonePackage()],
  overrides: Partial<CartPageData['cart']> = {},
  currency: CurrencyCode = 'CZK',
): CartPageData {
  const money = (units: number) => czk(units, currency);
  const items = packages.reduce((sum, item) => sum + item.total.amount, 0);
  const totals = {
    items: { amount: items, currency },
    discounts: money(0),
    delivery: money(0),
    payment: money(0),
    total: { amount: items, currency },
    vat: { amount: Math.round((items * 21) / 121), currency },
    vatRatePercent: 21,
  };
  return {
    cart: {
      count: packages.reduce((sum, item) => sum + item.quantity, 0),
      packages,
      discounts: [],
      buyoutBonusPercent: 20,
      problems: [],
      totals,
      ...overrides,
    },
    deliveries: {
      methods: [
        {
          type: 'courier',
          name: 'Kurýr na adresu',
          carrier: 'PPL',
          description: 'Doručení do 2 pracovních dnů.',
          price: money(99),
          available: true,
          unavailableReason: null,
        },
      ],
      stores: [],
      testMode: true,
    },
    payments: {
      methods: [
        {
          type: 'card',
          name: 'Platba kartou',
          description: 'Online platební kartou.',
          fee: money(0),
          available: true,
          unavailableReason: null,
          testMode: true,
        },
      ],
    },
    summary: totals,
  };
}

export function apiError(
  status: number,
  code: string,
  message: string,
  errors?: Record<string, Record<string, string[]>>,
) {
  const type =
    status === 400
      ? 'validation'
      : status === 404
        ? 'not_found'
        : status === 429
          ? 'rate_limited'
          : 'internal';
  return HttpResponse.json({ type, code, message, ...(errors ? { errors } : {}) }, { status });
}

/**
 * The cart page's api: GET of the aggregate answers with `state.page`; every change is recorded
 * and answered 200 (tests replace a handler with server.use to refuse one).
 */
export function cartHandlers(state: {
  page: CartPageData;
  requests: CartRequest[];
  /** When set, the cart page answers only once it resolves: a slow api pricing a new choice. */
  gate?: Promise<void>;
}) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'DELETE' ? '' : await request.text();
    state.requests.push({
      method: request.method,
      path: url.pathname,
      search: url.search,
      body: text ? JSON.parse(text) : undefined,
    });
    return HttpResponse.json({});
  };
  return [
    http.get('/api/bff/cart-page', async ({ request }) => {
      const url = new URL(request.url);
      state.requests.push({ method: 'GET', path: url.pathname, search: url.search, body: undefined });
      if (state.gate) await state.gate;
      return HttpResponse.json(state.page);
    }),
    http.get('/api/new/cart/count', () => HttpResponse.json({ count: state.page.cart.count })),
    http.post('/api/new/cart/*', ({ request }) => record(request)),
    http.patch('/api/new/cart/*', ({ request }) => record(request)),
    http.delete('/api/new/cart/*', ({ request }) => record(request)),
  ];
}

/** The changes sent (not the page loads). */
export function changes(requests: CartRequest[]) {
  return requests.filter((request) => request.method !== 'GET');
}
