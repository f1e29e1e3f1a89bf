import type { AdminOverview } from 'shared-domain';

// The dashboard's numbers as GET /api/new/admin/overview answers them (shared-domain/contracts/admin.ts).

/** A quiet shop: a few orders today, nothing waiting; override what a test is about. */
export function adminOverview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    products: 1,
    orders: 0,
    customers: 0,
    stores: 1,
    lowStock: 0,
    ordersToday: 0,
    revenueToday: { amount: 0, currency: 'CZK' },
    awaitingPayment: 0,
    awaitingPacking: 0,
    awaitingHandOver: 0,
    reviewsToApprove: 0,
    repairsToDiagnose: 0,
    ...overrides,
  };
}
