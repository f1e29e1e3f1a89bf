import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';

/** One row of GET /api/new/warehouse/stock-summary (warehouse or staff): stock of one sales store. */
export const storeStockSchema = z.object({
  storeId: z.number().int(),
  storeName: storableString(),
  skus: z.number().int().describe('Products with at least one piece'),
  units: z.number().int().describe('Pieces in total'),
});
export type StoreStock = z.infer<typeof storeStockSchema>;
export const stockSummarySchema = z.array(storeStockSchema);
