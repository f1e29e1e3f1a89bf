import type { CurrencyCode, Money, MyOrderSummary, OrderDetail } from 'shared-domain';

// Test data of the orders overview and the order detail, shaped as the api answers them.

function money(major: number, currency: CurrencyCode = 'CZK'): Money {
  return { amount: major * 100, currency };
}

/** The n-th newest of a customer's orders (1 = newest). */
export function orderSummary(n: number): MyOrderSummary {
  return {
    number: `CZ26${String(1000 - n).padStart(6, '0')}`,
    createdAt: '2026-03-05T10:00:00.000Z',
    status: n === 1 ? 'new' : 'delivered',
    paymentStatus: n === 1 ? 'not_paid' : 'paid',
    total: money(1_000 + n),
    itemCount: 1,
    hasInstallment: false,
  };
}

export const ACCESS_TOKEN = 'a1b2c3d4e5f6a7b8c9d0';

export function orderDetail(currency: CurrencyCode = 'CZK'): OrderDetail {
  const number = currency === 'CZK' ? 'CZ26000999' : 'RO26000045';
  return {
    number,
    createdAt: '2026-03-05T10:00:00.000Z',
    status: 'shipped',
    paymentStatus: 'paid',
    paymentType: 'card',
    paidAt: '2026-03-05T10:05:00.000Z',
    deliveryType: 'pickup_point',
    deliveryPlace: 'Zásilkovna Praha 4, Budějovická 1',
    deliveryNumber: 'Z 123 4567 890',
    deliveryStatus: 'in_transit',
    pickupReadyFrom: null,
    customerName: 'Jana Nováková',
    company: null,
    billingAddress: {
      name: 'Jana Nováková',
      company: null,
      street: 'Vinohradská 12',
      city: 'Praha',
      postcode: '120 00',
    },
    deliveryAddress: null,
    items: [
      {
        code: '0194253401234',
        product: 'Apple iPhone 15 128 GB černý',
        productSeoName: 'apple-iphone-15-128gb-cerny',
        kind: 'product',
        quantity: 1,
        unitPrice: money(19_990, currency),
        finalPrice: money(19_990, currency),
      },
      {
        code: 'POJ-12',
        product: 'Pojištění proti poškození na 12 měsíců',
        productSeoName: null,
        kind: 'insurance',
        quantity: 1,
        unitPrice: money(1_490, currency),
        finalPrice: money(1_490, currency),
      },
    ],
    totals: {
      total: money(21_559, currency),
      vat: money(3_742, currency),
      delivery: money(79, currency),
      discounts: money(0, currency),
    },
    invoiceUrl: `/api/new/orders/${number}/invoice.pdf?token=${ACCESS_TOKEN}`,
    creditNoteUrl: null,
    hasInstallment: false,
    withdrawalUntil: '2026-03-19',
    withdrawn: false,
    canRetryPayment: false,
    accessToken: ACCESS_TOKEN,
  };
}
