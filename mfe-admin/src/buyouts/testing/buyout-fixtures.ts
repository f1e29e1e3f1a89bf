import { HttpResponse, http } from 'msw';
import type { BuyoutData, BuyoutList, BuyoutListItem } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';

// Test data shaped like the api's staff answers, and a small in-memory api that keeps status
// changes, so a test can follow a change from the detail back to the list.

export function listItem(id: number, overrides: Partial<BuyoutListItem> = {}): BuyoutListItem {
  return {
    id,
    number: `V-2026-${String(id).padStart(4, '0')}`,
    status: 'created',
    created_at: '2026-03-05T12:00:00Z',
    customer: 'Jana Nováková',
    device: 'Apple iPhone 13 Midnight',
    purchase_date: '2024-03-15',
    condition: 'used',
    quality: 'B',
    price: 1_250_000,
    currency: 'CZK',
    ...overrides,
  };
}

const choice = (id: number, name: string) => ({ id, name, seo_name: name.toLowerCase().replace(/ /g, '-') });

export function buyoutData(overrides: Partial<BuyoutData> = {}): BuyoutData {
  return {
    id: 7,
    number: 'V-2026-0007',
    status: 'inspected',
    created_at: '2026-03-05T12:00:00Z',
    product_type_choice: choice(1, 'Telefony'),
    manufacturer_choice: choice(2, 'Apple'),
    product_model_choice: choice(3, 'iPhone 13'),
    product_color_choice: { ...choice(4, 'Midnight'), hex: '#1f2020' },
    appraisal_result: {
      id: 11,
      quality: 'B',
      price: 1_300_000,
      url: '/vykup/telefony/apple/iphone-13/midnight',
    },
    device_conditions: [
      {
        id: 21,
        name: 'Je displej celý?',
        help: '',
        type: 'quality',
        choices: [
          { id: 211, label: 'Ano, bez prasklin', quality: 'A+', price_correction: 0 },
          { id: 212, label: 'Má prasklinu', quality: 'C', price_correction: -200_000 },
        ],
      },
      {
        id: 22,
        name: 'Máte nabíječku?',
        help: '',
        type: 'charger',
        choices: [
          { id: 221, label: 'Ano', quality: 'A+', price_correction: 0 },
          { id: 222, label: 'Ne', quality: 'A+', price_correction: -10_000 },
        ],
      },
    ],
    conditions_appraisal_result: [
      { condition: 21, value: 211 },
      { condition: 22, value: 222 },
    ],
    version: 3,
    minimal_buyout_price: 10_000,
    price: 1_250_000,
    currency: 'CZK',
    customer_data: {
      first_name: 'Jana',
      last_name: 'Nováková',
      e_mail: 'jana.novakova@example.cz',
      phone_number: '+420 777 123 456',
      street: 'Masarykova 31',
      city: 'Brno',
      postcode: '602 00',
      country: 1,
      bank_account_full_number: '19-2000145399',
      bank_code: '0800',
    },
    pickup_address: null,
    buyout_device: {
      imei: '356938035643809',
      serial_number: null,
      purchase_date: '2024-03-15',
      condition: 'used',
      note: 'Škrábanec na zadní straně',
    },
    timeline: [
      { status: 'created', at: '2026-03-05T12:00:00Z', note: null },
      { status: 'device_received', at: '2026-03-07T12:00:00Z', note: null },
      { status: 'inspected', at: '2026-03-08T12:00:00Z', note: 'Baterie 84 %' },
    ],
    ...overrides,
  };
}

export interface RecordedChange {
  id: number;
  body: { status: BuyoutStatus; note?: string; price?: number };
}

/**
 * msw handlers of the staff buyout calls over a mutable set of buyouts. Records list queries and
 * status changes; a change moves the buyout and appends to its timeline, like the api.
 */
export function fakeBuyoutApi(initial: BuyoutData[]) {
  const buyouts = new Map(initial.map((buyout) => [buyout.id, structuredClone(buyout)]));
  const listQueries: URLSearchParams[] = [];
  const detailRequests: number[] = [];
  const changes: RecordedChange[] = [];

  const toItem = (buyout: BuyoutData): BuyoutListItem => ({
    id: buyout.id,
    number: buyout.number,
    status: buyout.status,
    created_at: buyout.created_at,
    customer: `${buyout.customer_data.first_name} ${buyout.customer_data.last_name}`,
    device: `${buyout.manufacturer_choice.name} ${buyout.product_model_choice.name}`,
    purchase_date: buyout.buyout_device.purchase_date,
    condition: buyout.buyout_device.condition,
    quality: buyout.appraisal_result.quality,
    price: buyout.price,
    currency: buyout.currency,
  });

  const handlers = [
    http.get('/api/new/buyout/admin/buyouts/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const status = query.get('status');
      const items = [...buyouts.values()].filter((buyout) => !status || buyout.status === status);
      const body: BuyoutList = { items: items.map(toItem), page: 1, pageSize: 20, total: items.length };
      return HttpResponse.json(body);
    }),
    http.get('/api/new/buyout/buyouts/:id/', ({ params }) => {
      const id = Number(params.id);
      detailRequests.push(id);
      const buyout = buyouts.get(id);
      if (!buyout) {
        return HttpResponse.json(
          { type: 'not_found', code: 'buyout_not_found', message: 'Buyout not found' },
          { status: 404 },
        );
      }
      return HttpResponse.json(buyout);
    }),
    http.post('/api/new/buyout/admin/buyouts/:id/status', async ({ params, request }) => {
      const id = Number(params.id);
      const body = (await request.json()) as RecordedChange['body'];
      changes.push({ id, body });
      const buyout = buyouts.get(id)!;
      buyout.status = body.status;
      if (body.price !== undefined) buyout.price = body.price;
      buyout.timeline.push({ status: body.status, at: '2026-03-09T12:00:00Z', note: body.note ?? null });
      return HttpResponse.json(buyout);
    }),
  ];

  return { handlers, buyouts, listQueries, detailRequests, changes };
}
