import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { storeKinds, weekdays } from '../vocabulary.ts';
import { openingHoursSchema } from './stores.ts';

// Wire shapes of the storefront's stores and showrooms pages (issue 19): the list with the shop
// map, a store's detail and the nearest stores. "Open now" is computed by the api in the shop's
// time zone, holiday exceptions included, so the browser's clock never decides it.

export const storeServices = ['sale', 'buyout', 'service'] as const;
export type StoreService = (typeof storeServices)[number];

const isoDate = storableString().regex(/^\d{4}-\d{2}-\d{2}$/);
const clockTime = storableString().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A day that differs from the week's hours (a public holiday, an inventory): closed or other hours. */
export const storeExceptionSchema = z.object({
  date: isoDate.describe('Local calendar day, YYYY-MM-DD'),
  closed: z.boolean(),
  opens: clockTime.nullable(),
  closes: clockTime.nullable(),
  note: storableString().nullable(),
});
export type StoreException = z.infer<typeof storeExceptionSchema>;

/** The store right now, in the shop's zone: open until `closesAt`, or closed until `opensAt`. */
export const storeOpenStateSchema = z.object({
  today: isoDate.describe("The shop's local calendar day the state was computed on"),
  isOpen: z.boolean(),
  closesAt: clockTime.nullable().describe('Local time it closes today, when open'),
  opensAt: z
    .object({ date: isoDate, weekday: z.enum(weekdays), time: clockTime })
    .nullable()
    .describe('When it opens next, when closed (null when no opening within two weeks)'),
});
export type StoreOpenState = z.infer<typeof storeOpenStateSchema>;

export const storeCardSchema = z.object({
  id: z.number().int(),
  slug: storableString(),
  name: storableString(),
  kind: z.enum(storeKinds),
  street: storableString(),
  city: storableString(),
  postcode: storableString(),
  country: storableString(),
  phone: storableString().nullable(),
  email: storableString().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  photoUrl: storableString().nullable(),
  services: z.array(z.enum(storeServices)),
  openingHours: z.array(openingHoursSchema),
  /** Exceptions from today on (the next 60 days). */
  exceptions: z.array(storeExceptionSchema),
  openState: storeOpenStateSchema,
  directionsUrl: storableString(),
  distanceKm: z.number().nullable(),
});
export type StoreCard = z.infer<typeof storeCardSchema>;

export const storeDetailSchema = storeCardSchema.extend({ description: storableString() });
export type StoreDetail = z.infer<typeof storeDetailSchema>;

export const storePageListSchema = z.object({
  items: z.array(storeCardSchema),
  /** An interactive map's tile server (MAP_TILE_URL), null when the built-in SVG map is shown. */
  map: z.object({ tileUrl: storableString().nullable() }),
});
export type StorePageList = z.infer<typeof storePageListSchema>;

export const storePageQuerySchema = z.object({ service: z.enum(storeServices).optional() });

/**
 * The nearest stores: by the browser's position (sent only when the visitor asks) or by a town or
 * postcode looked up in the api's built-in gazetteer.
 */
export const nearestStoresQuerySchema = z
  .object({
    lat: z.coerce.number().min(-90).max(90).optional(),
    lng: z.coerce.number().min(-180).max(180).optional(),
    q: storableString().trim().min(2).max(60).optional(),
    service: z.enum(storeServices).optional(),
  })
  .refine((query) => query.q !== undefined || (query.lat !== undefined && query.lng !== undefined), {
    path: ['q'],
    message: 'required',
  });

export const nearestStoresSchema = z.object({
  origin: z.object({ label: storableString(), latitude: z.number(), longitude: z.number() }),
  items: z.array(storeCardSchema),
});
export type NearestStores = z.infer<typeof nearestStoresSchema>;

/** The contacts page: who runs the shop and how to reach it (the company of the invoices). */
export const companyContactsSchema = z.object({
  name: storableString(),
  address: storableString(),
  registration: storableString(),
  hotline: storableString(),
  email: storableString(),
});
export type CompanyContacts = z.infer<typeof companyContactsSchema>;
