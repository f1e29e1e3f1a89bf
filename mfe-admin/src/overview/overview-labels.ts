import type { MessageId } from '../messages/message-ids.ts';
import type { OverviewCardKey, OverviewGroupId } from './overview-card-groups.ts';

/** Each row of the dashboard's heading: a new row without its words fails tsc. */
export const overviewGroupTitle: Record<OverviewGroupId, MessageId> = {
  today: 'admin.overview.group.today',
  waiting: 'admin.overview.group.waiting',
  totals: 'admin.overview.group.totals',
};

/** Each number of the overview, named: a new figure in the api's answer without its words fails tsc. */
export const overviewCardLabel: Record<OverviewCardKey, MessageId> = {
  products: 'admin.overview.products',
  orders: 'admin.overview.orders',
  customers: 'admin.overview.customers',
  stores: 'admin.overview.stores',
  lowStock: 'admin.overview.lowStock',
  ordersToday: 'admin.overview.ordersToday',
  revenueToday: 'admin.overview.revenueToday',
  awaitingPayment: 'admin.overview.awaitingPayment',
  awaitingPacking: 'admin.overview.awaitingPacking',
  awaitingHandOver: 'admin.overview.awaitingHandOver',
  reviewsToApprove: 'admin.overview.reviewsToApprove',
  repairsToDiagnose: 'admin.overview.repairsToDiagnose',
};
