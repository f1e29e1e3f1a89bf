import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';

// What the storefront reads of the pages and menus edited in the admin:
//   GET /api/new/content/pages/{slug}[?preview=<token>]   a published page (or, with a valid
//                                                          signed preview token, its draft)
//   GET /api/new/content/menus/{menu}                     the footer or the megamenu's extra links

export const contentMenuNames = ['footer', 'megamenu'] as const;
export type ContentMenuName = (typeof contentMenuNames)[number];

/** The page whose components the home page shows below its own sections. */
export const homePageSlug = 'home';

/** Lower-case words joined by hyphens: `o-nas`, `termeni-si-conditii`; `home` is the home page. */
export const contentSlugSchema = storableString()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'seoName');

export const contentMenuItemSchema = z.object({
  label: storableString().min(1).max(100),
  /** A path inside the shop (`/info/o-nas`) or an absolute https address. */
  link: storableString()
    .min(1)
    .max(500)
    .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'link'),
});
export type ContentMenuItem = z.infer<typeof contentMenuItemSchema>;

export const contentMenuSchema = z.object({
  menu: z.enum(contentMenuNames),
  items: z.array(contentMenuItemSchema),
});
export type ContentMenu = z.infer<typeof contentMenuSchema>;

export const publishedComponentSchema = z.object({
  id: z.number().int(),
  type: storableString(),
  params: z.unknown(),
  /** A product list's products the shop sells now (product summaries), resolved by the api. */
  products: z.array(z.unknown()).optional(),
});

export const publishedPageSchema = z.object({
  slug: contentSlugSchema,
  title: storableString(),
  description: storableString(),
  components: z.array(publishedComponentSchema),
  /** True when this is the draft shown through a signed preview link. */
  preview: z.boolean(),
});
export type PublishedPage = z.infer<typeof publishedPageSchema>;

export const publishedPageQuerySchema = z.object({
  preview: storableString().max(300).optional(),
});
