import { z } from 'zod';
import { moneySchema } from './money.ts';

// Staff-only, outside the shared contracts entry: every storefront page that loads the contracts
// would carry it.

/** GET /api/new/admin/overview (staff only): the counts of the admin dashboard. */
export const adminOverviewSchema = z.object({
  products: z.number().int().describe('Products with a price in this shop'),
  orders: z.number().int(),
  customers: z.number().int().describe('Customer and business accounts'),
  stores: z.number().int().describe('Sales stores'),
  lowStock: z.number().int().describe('New products with fewer than 3 pieces in the shop'),
  // The day's work, each a link into its filtered grid (days are the shop's calendar days).
  ordersToday: z.number().int().describe('Orders placed today'),
  revenueToday: moneySchema.describe("Today's orders' totals, cancelled ones left out"),
  awaitingPayment: z.number().int().describe('New orders not paid yet'),
  awaitingPacking: z.number().int().describe('Paid orders not picked yet (status paid)'),
  awaitingHandOver: z
    .number()
    .int()
    .describe('Orders being picked and packed, not handed over (status picking)'),
  reviewsToApprove: z.number().int().describe('Product reviews waiting for moderation'),
  repairsToDiagnose: z.number().int().describe('Repairs received and not diagnosed yet'),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
