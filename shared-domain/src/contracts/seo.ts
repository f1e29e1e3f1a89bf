import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';

// Wire shapes of the api's answers for search engines (GET /api/new/seo/*), read by the bff to
// put titles, canonical and alternate links, redirects and the sitemap into the HTML it sends.
// Not in the storefront contracts index: no browser code reads them.

/** A page's path in each shop that has it (root-relative, already encoded); absent: not there. */
export const shopPathsSchema = z.object({
  cz: storableString().optional(),
  ro: storableString().optional(),
});
export type ShopPaths = z.infer<typeof shopPathsSchema>;

/** GET /api/new/seo/products/{seoName}: where a product lives now, in each shop that sells it. */
export const productLinksSchema = z.object({
  seoName: storableString().describe('The current seo name: differs from the asked one for a moved product'),
  paths: shopPathsSchema,
});
export type ProductLinks = z.infer<typeof productLinksSchema>;

export const breadcrumbSchema = z.object({ name: storableString(), path: storableString() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** GET /api/new/seo/categories/{seoName}: a shown category, its ancestors and its path in each shop. */
export const categoryLinksSchema = z.object({
  name: storableString(),
  paths: shopPathsSchema,
  ancestors: z.array(breadcrumbSchema).describe('From the root down, without the category itself'),
});
export type CategoryLinks = z.infer<typeof categoryLinksSchema>;

/** Most URLs one sitemap file may list (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export const sitemapQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /api/new/seo/sitemap/?page=: one page of the shop's public pages, at most SITEMAP_MAX_URLS. */
export const sitemapPageSchema = z.object({
  total: z.number().int().min(0).describe('Pages of the whole sitemap'),
  pageSize: z.number().int().positive(),
  entries: z.array(z.object({ paths: shopPathsSchema })),
});
export type SitemapPage = z.infer<typeof sitemapPageSchema>;
