import type { AccountSummaryData, CurrencyCode, Money, MyOrderSummary } from 'shared-domain';

// Test data of the account summary, shaped as GET /api/bff/account-summary answers it.

function money(major: number, currency: CurrencyCode = 'CZK'): Money {
  return { amount: major * 100, currency };
}

function order(number: string, day: number, currency: CurrencyCode): MyOrderSummary {
  return {
    number,
    createdAt: `2026-03-0${day}T10:00:00.000Z`,
    status: 'shipped',
    paymentStatus: 'paid',
    total: money(12_990, currency),
    itemCount: 1,
    hasInstallment: false,
  };
}

/** A customer with four orders (the summary shows three), a buyout, an installment and a product to review. */
export function summaryOf(currency: CurrencyCode = 'CZK'): AccountSummaryData {
  const prefix = currency === 'CZK' ? 'CZ' : 'RO';
  return {
    profile: {
      email: 'jana.novakova@example.cz',
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: '+420 601 123 456',
      business: false,
      companyName: null,
      companyId: null,
      vatId: null,
      consentMarketing: false,
      kind: 'personal',
      canEdit: true,
      createdAt: '2025-11-02T08:00:00.000Z',
    },
    recentOrders: {
      items: [
        order(`${prefix}26000004`, 4, currency),
        order(`${prefix}26000003`, 3, currency),
        order(`${prefix}26000002`, 2, currency),
        order(`${prefix}26000001`, 1, currency),
      ],
      page: 1,
      pageSize: 4,
      total: 4,
    },
    buyouts: {
      buyouts: [
        {
          id: 42,
          number: 'V-2026-0042',
          status: 'device_received',
          device: 'Apple iPhone 13 128 GB',
          price: money(6_500, currency),
          createdAt: '2026-02-20T09:00:00.000Z',
        },
      ],
    },
    installments: {
      installments: [
        {
          orderNumber: `${prefix}26000003`,
          provider: 'Home Credit',
          count: 10,
          monthly: money(1_299, currency),
          total: money(12_990, currency),
          status: 'approved',
          createdAt: '2026-03-03T10:00:00.000Z',
        },
      ],
    },
    toReview: {
      items: [
        {
          product_id: 7,
          product_name: 'Apple iPhone 15 128 GB černý',
          product_seo_name: 'apple-iphone-15-128gb-cerny',
          type_seo_name: 'mobilni-telefony',
          master_product_seo_name: 'apple-iphone-15',
          order_number: `${prefix}26000001`,
          ordered_at: '2026-03-01T10:00:00.000Z',
        },
      ],
    },
    serviceOrders: {
      orders: [
        {
          number: `${currency === 'CZK' ? 'SV' : 'SR'}-2026-000004`,
          status: 'diagnosed',
          device: 'Apple iPhone 15',
          currentPrice: money(3_490, currency),
          createdAt: '2026-03-04T10:00:00.000Z',
          quotePending: true,
        },
      ],
    },
  };
}

/** The same customer with nothing in any list. */
export function emptySummary(): AccountSummaryData {
  return {
    ...summaryOf(),
    recentOrders: { items: [], page: 1, pageSize: 3, total: 0 },
    buyouts: { buyouts: [] },
    installments: { installments: [] },
    toReview: { items: [] },
    serviceOrders: { orders: [] },
  };
}
