import type { AdminOrderDetail, Money, OrderGridRow } from 'shared-domain';

// Orders as the api answers them (shared-domain/contracts/admin-orders.ts), for the tests.

const czk = (amount: number): Money => ({ amount, currency: 'CZK' });

export function orderGridRow(overrides: Partial<OrderGridRow> = {}): OrderGridRow {
  return {
    number: 'CZ26000123',
    createdAt: '2026-03-05T13:30:00.000Z',
    status: 'paid',
    paymentStatus: 'paid',
    paymentType: 'card',
    deliveryType: 'store',
    store: 'Praha – Václavské náměstí',
    customerName: 'Jana Nováková',
    company: 'Firma Example s.r.o.',
    email: 'jana.novakova@example.cz',
    phone: '+420 777 123 456',
    total: czk(1_398_000),
    ...overrides,
  };
}

/** A paid card order picked up in a store, cancellable, with a window 9:00–12:00 Prague time. */
export function adminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
  return {
    id: 123,
    number: 'CZ26000123',
    createdAt: '2026-03-05T13:30:00.000Z',
    status: 'paid',
    paymentStatus: 'paid',
    paymentType: 'card',
    paidAt: '2026-03-05T13:35:00.000Z',
    deliveryType: 'store',
    deliveryPlace: 'Praha – Václavské náměstí',
    deliveryNumber: null,
    deliveryStatus: 'preparing',
    customerName: 'Jana Nováková',
    company: 'Firma Example s.r.o.',
    billingAddress: {
      name: 'Jana Nováková',
      company: 'Firma Example s.r.o.',
      street: 'Masarykova 31',
      city: 'Brno',
      postcode: '602 00',
    },
    deliveryAddress: null,
    items: [
      {
        code: '0194252707012',
        product: 'Apple iPhone 13 128 GB',
        productSeoName: 'apple-iphone-13-128-gb',
        kind: 'product',
        quantity: 1,
        unitPrice: czk(1_399_000),
        finalPrice: czk(1_399_000),
      },
      {
        code: 'INS-12',
        product: 'Pojištění proti poškození na 12 měsíců',
        productSeoName: null,
        kind: 'insurance',
        quantity: 1,
        unitPrice: czk(99_000),
        finalPrice: czk(99_000),
      },
      {
        code: 'V-2026-0007',
        product: 'Bonus za výkup V-2026-0007',
        productSeoName: null,
        kind: 'buyout_bonus',
        quantity: 1,
        unitPrice: czk(-100_000),
        finalPrice: czk(-100_000),
      },
    ],
    totals: { total: czk(1_398_000), vat: czk(242_628), delivery: czk(0), discounts: czk(-100_000) },
    invoiceUrl: '/api/new/orders/CZ26000123/invoice?token=0123456789abcdef',
    creditNoteUrl: null,
    hasInstallment: false,
    withdrawn: false,
    email: 'jana.novakova@example.cz',
    phone: '+420 777 123 456',
    storeId: 2,
    deliveryWindow: { from: '2026-03-10T08:00:00.000Z', to: '2026-03-10T11:00:00.000Z' },
    deliveredAt: null,
    invoiceNumber: '2026000123',
    creditNoteNumber: null,
    installmentStatus: null,
    refunds: [],
    emails: [
      {
        at: '2026-03-05T13:30:05.000Z',
        kind: 'confirmation',
        recipient: 'jana.novakova@example.cz',
        subject: 'Potvrzení objednávky CZ26000123',
      },
    ],
    canCancel: true,
    ...overrides,
  };
}
