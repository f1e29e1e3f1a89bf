import { z } from 'zod';

export const openingHoursSchema = z.object({
  day: z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']),
  opens: z.string().describe('HH:MM, local time'),
  closes: z.string().describe('HH:MM, local time'),
});

export const storeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['store', 'buyout', 'service']),
  street: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  openingHours: z.array(openingHoursSchema).describe('Days without an entry are closed'),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;
export const storeListSchema = z.array(storeSummarySchema);
