import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { storeKinds, weekdays } from '../vocabulary.ts';

// Wire shape of GET /api/new/stores/stores/service-center/service-buyout-centers/: the
// shop's stores, buyout centres and service centres. Pickup points are delivery places, not listed.

export const openingHoursSchema = z.object({
  day: z.enum(weekdays),
  opens: storableString().describe('HH:MM, local time'),
  closes: storableString().describe('HH:MM, local time'),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const storeSummarySchema = z.object({
  id: z.number().int(),
  name: storableString(),
  kind: z.enum(storeKinds),
  street: storableString(),
  city: storableString(),
  postcode: storableString(),
  country: storableString().describe('ISO 3166-1 alpha-2'),
  phone: storableString().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(openingHoursSchema).describe('Days without an entry are closed'),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;
export const storeListSchema = z.array(storeSummarySchema);
