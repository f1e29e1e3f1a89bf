import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { moneySchema } from './money.ts';

// Wire shape of the storefront's price list (issue 19): repair prices from the service operations
// and buyout prices from the current buyout price list, per device, searchable by device type.

export const priceListQuerySchema = z.object({
  type: storableString()
    .regex(/^[a-z0-9-]{1,80}$/)
    .optional()
    .describe('Device type seo name (phones, tablets…)'),
  q: storableString().trim().max(60).optional().describe('Part of the device name'),
});

export const priceListDeviceSchema = z.object({
  modelId: z.number().int(),
  name: storableString().describe('Manufacturer and model'),
  type: z.object({ seoName: storableString(), name: storableString() }),
  repairs: z.array(z.object({ kind: storableString(), name: storableString(), price: moneySchema })),
  /** Buyout prices by quality grade, the best a colour of the model fetches. */
  buyout: z.array(z.object({ quality: storableString(), price: moneySchema })),
});
export type PriceListDevice = z.infer<typeof priceListDeviceSchema>;

export const priceListSchema = z.object({
  types: z.array(z.object({ seoName: storableString(), name: storableString() })),
  items: z.array(priceListDeviceSchema),
  /** More devices matched than listed: narrow the search. */
  truncated: z.boolean(),
});
export type PriceList = z.infer<typeof priceListSchema>;
