import type { AdminOverview, OrderGridFilter, ShopCode } from 'shared-domain';
import { adminPath } from '../admin-paths.ts';

// The dashboard's cards, row by row: the day so far, the work waiting for staff (each a way into
// the grid that lists it), and the shop's totals.

export type OverviewGroupId = 'today' | 'waiting' | 'totals';
export type OverviewCardKey = keyof AdminOverview;

export interface OverviewCard {
  key: OverviewCardKey;
  /** The filtered grid behind the number, when there is one. */
  to?: string;
  /** Work waiting: the card stands out while its number is above zero. */
  work?: boolean;
}

export interface OverviewGroup {
  id: OverviewGroupId;
  cards: OverviewCard[];
}

/** The orders grid's own filter names and values, so a link cannot ask for what it cannot filter. */
type OrderFilters =
  | Required<Pick<OrderGridFilter, 'status'>>
  | Required<Pick<OrderGridFilter, 'from' | 'to'>>;

function ordersGrid(shop: ShopCode, filters: OrderFilters): string {
  return `${adminPath(shop, 'orders')}?${new URLSearchParams(filters)}`;
}

/** `today` is the shop's calendar day (YYYY-MM-DD), the day the "orders today" link filters by. */
export function overviewGroupsOf(shop: ShopCode, today: string): OverviewGroup[] {
  return [
    {
      id: 'today',
      cards: [
        { key: 'ordersToday', to: ordersGrid(shop, { from: today, to: today }) },
        { key: 'revenueToday' },
      ],
    },
    {
      id: 'waiting',
      cards: [
        { key: 'awaitingPayment', to: ordersGrid(shop, { status: 'new' }), work: true },
        { key: 'awaitingPacking', to: ordersGrid(shop, { status: 'paid' }), work: true },
        { key: 'awaitingHandOver', to: ordersGrid(shop, { status: 'picking' }), work: true },
        // The queue the reviews grid opens with anyway, named in the link so it reads the same.
        { key: 'reviewsToApprove', to: `${adminPath(shop, 'reviews')}?status=pending`, work: true },
        // Received repairs are the ones waiting for their diagnosis.
        { key: 'repairsToDiagnose', to: `${adminPath(shop, 'repairs')}?status=received`, work: true },
        { key: 'lowStock', to: `${adminPath(shop, 'products')}?stock=low`, work: true },
      ],
    },
    {
      id: 'totals',
      cards: [{ key: 'products' }, { key: 'orders' }, { key: 'customers' }, { key: 'stores' }],
    },
  ];
}
