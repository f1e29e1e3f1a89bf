import { HttpResponse, http } from 'msw';
import type { ServiceOrderList, ServiceOrderStatus, ServiceStatus } from 'shared-domain';
import { canMoveService } from 'shared-domain/contracts/staff.ts';

// Repairs as the api's staff calls answer them (shared-domain/contracts/service.ts, "staff"), and a
// small in-memory api that applies status changes with the api's rules (the moves, the quote).

type Repair = ServiceOrderList['items'][number];
const SERVICE_ADMIN_API = '/api/new/service/admin/orders';

export function repair(number: string, overrides: Partial<Repair> = {}): Repair {
  return {
    number,
    status: 'received',
    createdAt: '2026-03-05T13:30:00.000Z',
    customer: 'Jana Nováková',
    email: 'jana.novakova@example.cz',
    device: 'Apple iPhone 13 Midnight',
    handover: 'centre',
    bookedPrice: { amount: 249_000, currency: 'CZK' },
    currentPrice: { amount: 249_000, currency: 'CZK' },
    quotePending: false,
    ...overrides,
  };
}

export interface RecordedStatusChange {
  number: string;
  body: { status: ServiceStatus; quote_price?: number; note?: string };
}

/** The order's status view the api answers a change with; the grid reads only number and status. */
function statusView(order: Repair): ServiceOrderStatus {
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt,
    device: { model_id: 1, colour_id: null, name: order.device, colour: null },
    identifier: '***********3809',
    operations: [],
    handover: order.handover,
    centre: null,
    timeslot: null,
    bookedPrice: order.bookedPrice,
    currentPrice: order.currentPrice,
    quote: null,
    timeline: [],
  };
}

/**
 * msw handlers of the staff service calls over a mutable set of repairs, in the given order. A
 * change follows the api: a forbidden move is a 409 in the api's words, a diagnosis at the booked
 * price is approved at once, another price waits for the customer.
 */
export function fakeRepairApi(initial: Repair[]) {
  const repairs = initial.map((item) => structuredClone(item));
  const listQueries: URLSearchParams[] = [];
  const changes: RecordedStatusChange[] = [];

  const handlers = [
    http.get(`${SERVICE_ADMIN_API}/`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      listQueries.push(query);
      const status = query.get('status');
      const page = Number(query.get('page') ?? '1');
      const pageSize = Number(query.get('pageSize') ?? '20');
      const matching = repairs.filter((item) => !status || item.status === status);
      const body: ServiceOrderList = {
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        total: matching.length,
      };
      return HttpResponse.json(body);
    }),
    http.post(`${SERVICE_ADMIN_API}/:number/status`, async ({ params, request }) => {
      const change = {
        number: String(params.number),
        body: (await request.json()) as RecordedStatusChange['body'],
      };
      changes.push(change);
      const order = repairs.find((item) => item.number === change.number)!;
      if (!canMoveService(order.status, change.body.status)) {
        return HttpResponse.json(
          {
            type: 'conflict',
            code: 'invalid_status_change',
            message: 'Zakázku ve stavu „Připraveno k vyzvednutí“ nelze převést do stavu „V opravě“.',
          },
          { status: 409 },
        );
      }
      order.status = change.body.status;
      if (change.body.status === 'diagnosed' && change.body.quote_price !== undefined) {
        order.currentPrice = { ...order.currentPrice, amount: change.body.quote_price };
        if (change.body.quote_price === order.bookedPrice.amount) order.status = 'quote_approved';
        else order.quotePending = true;
      }
      return HttpResponse.json(statusView(order));
    }),
  ];

  return { handlers, repairs, listQueries, changes };
}
