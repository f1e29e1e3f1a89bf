import type {
  AccountSummaryData,
  MyBuyouts,
  MyInstallments,
  MyOrders,
  MyServiceOrders,
  ProductsToReview,
  Profile,
} from 'shared-domain';
import { defineAggregate } from './define-aggregate.ts';

// GET /api/bff/account-summary: the account's overview in one round trip (issue 6 item 7) —
// personal data, the three newest orders, active buyouts, installments and the products of past
// orders still to review, and the repairs under way (issue 7). The six api calls run in parallel. The profile decides the answer (401 for a visitor); any other part that fails
// becomes null, so the page shows that part's error and the rest of the overview.
export const RECENT_ORDERS = 3;

export const accountSummaryAggregate = defineAggregate(
  '/account-summary',
  async ({ api, req }): Promise<AccountSummaryData> => {
    const optional = <T>(path: string) =>
      api.get<T>(path).catch((error: unknown) => {
        req.log?.warn({ err: error, path }, 'account summary part failed');
        return null;
      });
    const [profile, recentOrders, buyouts, installments, toReview, serviceOrders] = await Promise.all([
      api.get<Profile>('/api/new/accounts/me/profile'),
      optional<MyOrders>(`/api/new/orders/mine?pageSize=${RECENT_ORDERS}`),
      optional<MyBuyouts>('/api/new/buyout/mine/'),
      optional<MyInstallments>('/api/new/orders/mine/installments'),
      optional<ProductsToReview>('/api/new/product-reviews/user-profile/products-from-orders-to-review/'),
      optional<MyServiceOrders>('/api/new/service/orders/mine/'),
    ]);
    return { profile, recentOrders, buyouts, installments, toReview, serviceOrders };
  },
);
