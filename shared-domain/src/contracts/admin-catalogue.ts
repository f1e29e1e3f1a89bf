import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { validatedString } from '../validation/validated-string.ts';
import type { ValidationCode } from '../validation/validation-code.ts';

// The category tree of the admin. The tree is one for both shops; each shop names its categories in
// its own language (name, SEO name), so every answer carries the texts of the shop asked, null
// where that shop has not named one yet.

/** An SEO name: lowercase letters without accents, digits and single hyphens ("chytre-hodinky"). */
const seoNamePattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export function validateSeoName(value: string): ValidationCode | null {
  return seoNamePattern.test(value) ? null : 'seoName';
}
export const seoNameSchema = validatedString(validateSeoName).max(120);

const categoryId = z.number().int().min(1).max(2_147_483_647);

/** The flags and links of a category, the same in both shops. */
const categorySettingsShape = {
  forDisplay: z.boolean(),
  filterable: z.boolean(),
  forBuyout: z.boolean(),
  forService: z.boolean(),
  /** A product type's code: the device kind the category is about (its offers, buyout, service). */
  typeDevice: storableString().max(60).nullable(),
};

/** One node of GET …/categories/tree: a flat list the client nests by parentId, siblings by position. */
export const categoryTreeNodeSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  name: storableString().nullable(),
  seoName: storableString().nullable(),
  hasChildren: z.boolean(),
  /** Master products directly in this category (not in its descendants). */
  productCount: z.number().int(),
  ...categorySettingsShape,
});
export type CategoryTreeNode = z.infer<typeof categoryTreeNodeSchema>;
export const categoryTreeSchema = z.object({ categories: z.array(categoryTreeNodeSchema) });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

/** GET …/categories/:id — every field of the category, with the version to send back with a change. */
export const categoryDetailSchema = categoryTreeNodeSchema.extend({
  manufacturerIds: z.array(z.number().int()),
  photoUploadId: storableString().nullable(),
  /** Changes when anyone saves the category; a change sent with an older one is refused (409). */
  version: storableString(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

const editableFields = {
  name: storableString({ error: 'required' }).trim().min(1).max(200),
  seoName: seoNameSchema,
  parentId: categoryId.nullable(),
  forDisplay: z.boolean(),
  filterable: z.boolean(),
  forBuyout: z.boolean(),
  forService: z.boolean(),
  manufacturerIds: z.array(categoryId).max(500),
  photoUploadId: storableString().uuid().nullable(),
  typeDevice: storableString().max(60).nullable(),
};

/** POST …/categories — a new category, last among its parent's children (null: a root). */
export const categoryCreateSchema = z.object({
  name: editableFields.name,
  seoName: editableFields.seoName,
  parentId: editableFields.parentId.default(null),
  forDisplay: editableFields.forDisplay.default(true),
  filterable: editableFields.filterable.default(false),
  forBuyout: editableFields.forBuyout.default(false),
  forService: editableFields.forService.default(false),
  manufacturerIds: editableFields.manufacturerIds.default([]),
  photoUploadId: editableFields.photoUploadId.default(null),
  typeDevice: editableFields.typeDevice.default(null),
});
export type CategoryCreate = z.input<typeof categoryCreateSchema>;

/** PATCH …/categories/:id — the fields sent change; `version` is the one the editor loaded. */
export const categoryUpdateSchema = z.object({
  version: storableString().min(1).max(40),
  name: editableFields.name.optional(),
  seoName: editableFields.seoName.optional(),
  parentId: editableFields.parentId.optional(),
  forDisplay: editableFields.forDisplay.optional(),
  filterable: editableFields.filterable.optional(),
  forBuyout: editableFields.forBuyout.optional(),
  forService: editableFields.forService.optional(),
  manufacturerIds: editableFields.manufacturerIds.optional(),
  photoUploadId: editableFields.photoUploadId.optional(),
  typeDevice: editableFields.typeDevice.optional(),
});
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;

/** PATCH …/categories/:id/move — under `target` (null: the roots) at index `position` of its children. */
export const categoryMoveSchema = z.object({
  target: categoryId.nullable(),
  position: z.number().int().min(0).max(100_000),
  version: storableString().min(1).max(40).optional(),
});
export type CategoryMove = z.infer<typeof categoryMoveSchema>;

/** DELETE …/categories/:id?version= — the version is optional: a delete from a list has none. */
export const categoryDeleteQuerySchema = z.object({ version: storableString().min(1).max(40).optional() });

/** GET …/categories/list — every category flat, named by its path ("Telefony › Apple"), for pickers. */
export const categoryListItemSchema = z.object({
  id: z.number().int(),
  path: storableString(),
  typeDevice: storableString().nullable(),
});
export const categoryListSchema = z.object({ categories: z.array(categoryListItemSchema) });
export type CategoryListItem = z.infer<typeof categoryListItemSchema>;

/** GET …/categories/types — the root categories of a device kind (type_device). */
export const typeCategorySchema = z.object({
  id: z.number().int(),
  name: storableString(),
  seoName: storableString(),
  typeDevice: storableString(),
});
export const typeCategoriesSchema = z.object({ categories: z.array(typeCategorySchema) });
export type TypeCategory = z.infer<typeof typeCategorySchema>;

/** GET …/admin/manufacturers — the brands a category can be limited to. */
export const adminManufacturerSchema = z.object({ id: z.number().int(), name: storableString() });
export const adminManufacturersSchema = z.object({ manufacturers: z.array(adminManufacturerSchema) });
export type AdminManufacturer = z.infer<typeof adminManufacturerSchema>;

/** GET …/categories/device-types — the product types a category's typeDevice can name. */
export const adminDeviceTypeSchema = z.object({ code: storableString(), name: storableString() });
export const adminDeviceTypesSchema = z.object({ deviceTypes: z.array(adminDeviceTypeSchema) });
export type AdminDeviceType = z.infer<typeof adminDeviceTypeSchema>;
