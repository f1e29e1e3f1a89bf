import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { productSummarySchema } from './catalogue.ts';
import { contentMenuItemSchema } from './content-pages.ts';
import { moneySchema } from './money.ts';

// Wire shapes of the catalogue's megamenu, favourites, product lists, last visited (issue 4).
// Names are in the shop's language; URLs are paths of the shop (`/telefony`, `/telefony?brand=apple`).

export const menuBrandSchema = z.object({
  name: storableString().describe('Manufacturer name'),
  seoName: storableString(),
  url: storableString().describe('The category filtered by the brand, e.g. /telefony?brand=apple'),
  productCount: z.number().int(),
});
export type MenuBrand = z.infer<typeof menuBrandSchema>;

export const menuTypeSchema = z.object({
  id: z.number().int(),
  name: storableString().describe("In the shop's language"),
  seoName: storableString(),
  url: storableString().describe('The category, e.g. /telefony'),
  productCount: z.number().int().describe('Every product the shop sells in the category and its subtree'),
  photoUploadId: storableString()
    .nullable()
    .describe("Staff's photo of the category: an upload, served in the sizes of image-variants"),
  brands: z.array(menuBrandSchema),
});
export type MenuType = z.infer<typeof menuTypeSchema>;

/** GET /api/new/mp-menu/hamburger/hamburger/: the megamenu's tree and the links staff added to it. */
export const menuSchema = z.object({
  types: z.array(menuTypeSchema),
  links: z.array(contentMenuItemSchema).describe("The megamenu's extra links, edited in the admin"),
});
export type Menu = z.infer<typeof menuSchema>;

/** Favourites, newly stocked, last visited: product summaries like the items of GET /products. */
export const productListSchema = z.object({ items: z.array(productSummarySchema) });
export type ProductList = z.infer<typeof productListSchema>;

export const listLimitQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(8),
});

export const bySeoQuerySchema = z.object({
  seo: storableString()
    .trim()
    .min(1)
    .max(500)
    .transform((value) => value.split(',').map((seo) => seo.trim()))
    .pipe(z.array(storableString().min(1).max(200)).max(4))
    .describe('Up to 4 product seo names, comma separated (last visited, newest first)'),
});

export const productIdParamsSchema = z.object({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const expectedProductSchema = productSummarySchema.extend({
  expectedAt: storableString().describe('Day the product is expected in stock, YYYY-MM-DD'),
});
export type ExpectedProduct = z.infer<typeof expectedProductSchema>;
export const expectedProductListSchema = z.object({ items: z.array(expectedProductSchema) });
export type ExpectedProductList = z.infer<typeof expectedProductListSchema>;

export const offerProductSchema = productSummarySchema.extend({
  originalPrice: moneySchema.describe('Price before the offer; `price` is the offer price'),
  offerEndsAt: storableString().describe('ISO 8601 instant the offer ends'),
});
export type OfferProduct = z.infer<typeof offerProductSchema>;
export const offerProductListSchema = z.object({ items: z.array(offerProductSchema) });
export type OfferProductList = z.infer<typeof offerProductListSchema>;
