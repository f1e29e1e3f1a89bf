import { z } from 'zod';

/** GET /api/new/admin/overview (staff only): the counts of the admin dashboard. */
export const adminOverviewSchema = z.object({
  products: z.number().int().describe('Products with a price in this shop'),
  orders: z.number().int(),
  customers: z.number().int().describe('Customer and business accounts'),
  stores: z.number().int().describe('Sales stores'),
  lowStock: z.number().int().describe('New products with fewer than 3 pieces in the shop'),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
