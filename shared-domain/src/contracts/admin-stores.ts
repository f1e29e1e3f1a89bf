import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { storableString } from '../validation/storable-string.ts';
import { weekdays } from '../vocabulary.ts';
import { storeServices } from './store-pages.ts';

// Staff contracts of the stores (issue 19): opening hours, holiday exceptions, photo and services.

const clockTime = storableString().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const adminStoreInputSchema = z.object({
  openingHours: z
    .array(z.object({ day: z.enum(weekdays), opens: clockTime, closes: clockTime }))
    .max(7)
    .refine((rows) => rows.every((row) => row.opens < row.closes), 'endAfterStart'),
  exceptions: z
    .array(
      z
        .object({
          date: storableString().regex(/^\d{4}-\d{2}-\d{2}$/),
          closed: z.boolean(),
          opens: clockTime.nullable(),
          closes: clockTime.nullable(),
          note: storableString().trim().max(120).nullable(),
        })
        .refine(
          (row) => row.closed || (row.opens !== null && row.closes !== null && row.opens < row.closes),
          { message: 'endAfterStart', path: ['closes'] },
        ),
    )
    .max(60),
  services: z.array(z.enum(storeServices)).max(3),
  photoUrl: storableString().trim().max(300).nullable(),
  email: emailSchema.nullable(),
  description: storableString().trim().max(2000),
});
export type AdminStoreInput = z.infer<typeof adminStoreInputSchema>;

export const adminStoreSchema = adminStoreInputSchema.extend({
  id: z.number().int(),
  slug: storableString(),
  name: storableString(),
  city: storableString(),
  street: storableString(),
});
export type AdminStore = z.infer<typeof adminStoreSchema>;
export const adminStoreListSchema = z.object({ items: z.array(adminStoreSchema) });
export type AdminStoreList = z.infer<typeof adminStoreListSchema>;
