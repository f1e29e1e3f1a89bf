import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { gridPageQuerySchema, gridPageSchema } from './back-office.ts';
import { componentTypes } from './content-components.ts';
import { contentMenuItemSchema, contentMenuNames, contentSlugSchema } from './content-pages.ts';

// Staff editing of pages made of components (issue 19), per shop and language:
//   GET    /api/new/content/admin/pages?locale&page&pageSize              the pages grid
//   POST   /api/new/content/admin/pages                                   create a draft page
//   GET    /api/new/content/admin/pages/{id}                              the page and its components
//   PATCH  /api/new/content/admin/pages/{id}                              meta and schedule (version)
//   POST   /api/new/content/admin/pages/{id}/components                   add a component by type
//   DELETE /api/new/content/admin/pages/{id}/components/{componentId}     remove one
//   POST   /api/new/content/admin/pages/{id}/components/{componentId}/move  to a position
//   GET|PUT /api/new/content/component-params/{component_pk}/             component params get/set
//   POST   /api/new/content/admin/pages/{id}/publish | /unpublish
//   GET    /api/new/content/admin/pages/{id}/preview-link                 a signed, expiring link
//   GET|PUT /api/new/content/admin/menus/{menu}?locale                    footer, megamenu links

export const contentLocales = ['cs-CZ', 'ro-RO'] as const;
export const contentPageStatuses = ['draft', 'published'] as const;
const MAX_INT = 2_147_483_647;
const version = z.number().int().min(1).max(MAX_INT);

/**
 * A time as the shop's wall clock (`2026-12-01T09:00`, what a datetime-local input gives): the api
 * reads it in the shop's time zone, so staff schedule in shop time wherever they sit.
 */
export const shopWallClockSchema = storableString().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'date');

export const contentPagesQuerySchema = gridPageQuerySchema.pick({ page: true, pageSize: true }).extend({
  locale: z.enum(contentLocales).optional(),
});

export const contentPageRowSchema = z.object({
  id: z.number().int(),
  locale: z.enum(contentLocales),
  slug: contentSlugSchema,
  title: storableString(),
  status: z.enum(contentPageStatuses),
  /** Shop wall-clock times, or null: visible from / until. */
  publishAt: shopWallClockSchema.nullable(),
  unpublishAt: shopWallClockSchema.nullable(),
  /** Whether visitors see it now: published and within its schedule. */
  live: z.boolean(),
  /** The draft differs from what was published. */
  changedSincePublish: z.boolean(),
  version,
  updatedAt: storableString(),
});
export type ContentPageRow = z.infer<typeof contentPageRowSchema>;
export const contentPagesPageSchema = gridPageSchema(contentPageRowSchema);

export const createContentPageSchema = z.object({
  locale: z.enum(contentLocales).optional(),
  slug: contentSlugSchema,
  title: storableString().min(1).max(200),
  description: storableString().max(500).default(''),
});
export type CreateContentPage = z.input<typeof createContentPageSchema>;

export const updateContentPageSchema = z
  .object({
    version,
    slug: contentSlugSchema,
    title: storableString().min(1).max(200),
    description: storableString().max(500),
    publishAt: shopWallClockSchema.nullable(),
    unpublishAt: shopWallClockSchema.nullable(),
  })
  // Wall-clock strings of one zone sort as the times they name.
  .refine((page) => !page.publishAt || !page.unpublishAt || page.unpublishAt > page.publishAt, {
    path: ['unpublishAt'],
    message: 'endAfterStart',
  });
export type UpdateContentPage = z.infer<typeof updateContentPageSchema>;

export const contentComponentSchema = z.object({
  id: z.number().int(),
  type: z.enum(componentTypes as [string, ...string[]]),
  position: z.number().int(),
  params: z.unknown(),
  version,
});
export type ContentComponent = z.infer<typeof contentComponentSchema>;

export const contentPageDetailSchema = contentPageRowSchema.extend({
  description: storableString(),
  components: z.array(contentComponentSchema),
  /** The storefront path of the page: `/info/<slug>`. */
  path: storableString(),
});
export type ContentPageDetail = z.infer<typeof contentPageDetailSchema>;

export const addContentComponentSchema = z.object({
  type: z.enum(componentTypes as [string, ...string[]]),
});
export const moveContentComponentSchema = z.object({
  /** The new place, 0 = first; beyond the end means last. */
  position: z.number().int().min(0).max(1000),
});

export const componentParamsSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  type: z.enum(componentTypes as [string, ...string[]]),
  params: z.unknown(),
  version,
});
export type ComponentParamsAnswer = z.infer<typeof componentParamsSchema>;
export const setComponentParamsSchema = z.object({
  version,
  params: z.unknown(),
});

export const publishContentPageSchema = z.object({
  version: version.optional(),
});

export const previewLinkSchema = z.object({
  url: storableString(),
  expiresAt: storableString(),
});

export const contentMenuQuerySchema = z.object({ locale: z.enum(contentLocales).optional() });
export const staffContentMenuSchema = z.object({
  menu: z.enum(contentMenuNames),
  locale: z.enum(contentLocales),
  items: z.array(contentMenuItemSchema),
  version: z.number().int(),
});
export type StaffContentMenu = z.infer<typeof staffContentMenuSchema>;
export const setContentMenuSchema = z.object({
  locale: z.enum(contentLocales).optional(),
  version: z.number().int().min(0).max(MAX_INT),
  items: z.array(contentMenuItemSchema).max(40),
});
