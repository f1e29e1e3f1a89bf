import { z } from 'zod';
import { currencyCodes } from '../shop.ts';
import { validateEan } from '../validation/ean.ts';
import { numberSchema } from '../validation/number.ts';
import { storableString } from '../validation/storable-string.ts';
import { refineWith } from '../validation/validated-string.ts';
import { qualityGrades } from '../vocabulary.ts';

// One master product (a `models` row) in the staff admin, its variants (`products` rows) and its
// content, per tab (issue 15, items 10 and 11). Base /api/new/catalogue/admin/master-products:
//   GET    /options                       brands, device types, stores and categories to choose from
//   POST   /                              create a master product with its colours and variants
//   GET    /:id                           the whole detail; every PATCH answers it again
//   PATCH  /:id                           base fields          PATCH /:id/variants   colours and variants
//   PATCH  /:id/categories | /stock | /images | /attributes | /seo | /package
//   GET    /api/new/product/admin-product-attributes/attr-name-choices/   (the spec's literal path)
// Every PATCH carries the `version` the editor loaded: a save over someone else's answers 409
// `version_conflict`. Prices are whole Kč / Lei of the api's shop (stored ×100).

const MAX_ID = 2_147_483_647;
const id = z.number().int().min(1).max(MAX_ID);
const seoName = storableString()
  .trim()
  .min(1, { message: 'required' })
  .max(120, { message: 'maxLength' })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'seoName' });
const requiredText = (max: number) =>
  storableString().trim().min(1, { message: 'required' }).max(max, { message: 'maxLength' });
/** A text with a length limit; its issues carry the catalogue's codes, so forms show the same words. */
const limitedText = (max: number) => storableString().trim().max(max, { message: 'maxLength' });
/** A whole number a person types, with the catalogue's messages for its limits. */
const whole = (min: number, max: number) => numberSchema({ integer: true, min, max });

/** Which master product version the editor loaded. */
export const versionSchema = z.number().int().min(1).max(MAX_ID);

/** 'new' or a used product's grade: the variant's condition in one value. */
export const variantQualities = ['new', ...qualityGrades] as const;
export type VariantQuality = (typeof variantQualities)[number];

export const masterProductBaseSchema = z
  .object({
    name: requiredText(200),
    manufacturerId: id,
    productTypeId: id,
    releasedYear: whole(2000, 2100).nullable(),
    seoName,
  })
  .strict();
export type MasterProductBase = z.infer<typeof masterProductBaseSchema>;

export const colourInputSchema = z
  .object({
    code: storableString()
      .trim()
      .min(1, { message: 'required' })
      .max(40, { message: 'maxLength' })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: 'seoName' }),
    hex: storableString()
      .trim()
      .toLowerCase()
      .regex(/^#[0-9a-f]{6}$/),
    /** In the shop's language. */
    name: requiredText(100),
  })
  .strict();
export type ColourInput = z.infer<typeof colourInputSchema>;

export const variantInputSchema = z
  .object({
    /** Absent for a new variant. */
    id: id.optional(),
    code: requiredText(40),
    /** Empty: the variant has none (used products usually). */
    ean: storableString().trim().superRefine(refineWith(validateEan)),
    colourCode: storableString().max(40).nullable(),
    storageGb: whole(1, 65_536).nullable(),
    quality: z.enum(variantQualities),
    /** Whole units of the shop's currency; null: not sold in this shop. */
    price: whole(1, 100_000_000).nullable(),
    /** Sold in this shop (needs a price); off keeps it for its orders and reviews. */
    isActive: z.boolean(),
  })
  .strict();
export type VariantInput = z.infer<typeof variantInputSchema>;

const variantList = z.array(variantInputSchema).max(500);
const colourList = z.array(colourInputSchema).max(50);

export const masterProductCreateSchema = masterProductBaseSchema
  .extend({ colours: colourList, variants: variantList })
  .strict();
export type MasterProductCreate = z.infer<typeof masterProductCreateSchema>;

export const masterProductBasePatchSchema = masterProductBaseSchema
  .extend({ version: versionSchema })
  .strict();
export type MasterProductBasePatch = z.infer<typeof masterProductBasePatchSchema>;

/**
 * The variants tab as a whole: listed colours are added or renamed (a colour is never removed
 * here), listed variants without id are created, with id changed, and the missing ones deleted.
 */
export const variantsPatchSchema = z
  .object({ version: versionSchema, colours: colourList, variants: variantList })
  .strict();
export type VariantsPatch = z.infer<typeof variantsPatchSchema>;

export const categoriesPatchSchema = z
  .object({ version: versionSchema, categoryIds: z.array(id).max(200) })
  .strict();
export type CategoriesPatch = z.infer<typeof categoriesPatchSchema>;

export const stockLevelSchema = z
  .object({ productId: id, storeId: id, quantity: whole(0, 1_000_000) })
  .strict();
export const stockPatchSchema = z
  .object({ version: versionSchema, levels: z.array(stockLevelSchema).max(5000) })
  .strict();
export type StockPatch = z.infer<typeof stockPatchSchema>;

export const IMAGE_ALT_MAX = 300;
export const imageInputSchema = z
  .object({
    /** An existing image, or an upload (POST /api/new/admin/uploads) to add. */
    id: id.optional(),
    uploadId: storableString().uuid().optional(),
    alt: limitedText(IMAGE_ALT_MAX),
  })
  .strict()
  .refine((image) => (image.id === undefined) !== (image.uploadId === undefined), {
    message: 'required',
    path: ['uploadId'],
  });
/** The images in their new order; an image left out is deleted. */
export const imagesPatchSchema = z
  .object({ version: versionSchema, images: z.array(imageInputSchema).max(50) })
  .strict();
export type ImagesPatch = z.infer<typeof imagesPatchSchema>;

/** A value of the attribute's type; null removes the value. */
export const attributeValueSchema = z.union([storableString().max(500), z.number().finite(), z.boolean()]);
export const attributeValueInputSchema = z
  .object({ attributeId: id, value: attributeValueSchema.nullable() })
  .strict();
export const attributesPatchSchema = z
  .object({ version: versionSchema, values: z.array(attributeValueInputSchema).max(500) })
  .strict();
export type AttributesPatch = z.infer<typeof attributesPatchSchema>;

export const SEO_LIMITS = { title: 200, description: 500, text: 20_000 } as const;
export const seoTextsSchema = z
  .object({
    title: limitedText(SEO_LIMITS.title),
    description: limitedText(SEO_LIMITS.description),
    text: limitedText(SEO_LIMITS.text),
  })
  .strict();
export const seoPatchSchema = seoTextsSchema.extend({ version: versionSchema }).strict();
export type SeoPatch = z.infer<typeof seoPatchSchema>;

const positiveWhole = whole(1, 1_000_000);
export const packageSchema = z
  .object({ widthMm: positiveWhole, heightMm: positiveWhole, depthMm: positiveWhole, weightG: positiveWhole })
  .strict();
export const packagePatchSchema = packageSchema.extend({ version: versionSchema }).strict();
export type PackagePatch = z.infer<typeof packagePatchSchema>;

// ── answers ──

export const masterProductCreatedSchema = z.object({ id: z.number().int() });

export const masterProductDetailSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: storableString(),
  manufacturerId: z.number().int(),
  productTypeId: z.number().int(),
  releasedYear: z.number().int().nullable(),
  seoName: storableString(),
  currency: z.enum(currencyCodes),
  colours: z.array(
    z.object({ id: z.number().int(), code: storableString(), hex: storableString(), name: storableString() }),
  ),
  variants: z.array(
    z.object({
      id: z.number().int(),
      code: storableString(),
      ean: storableString(),
      colourCode: storableString().nullable(),
      storageGb: z.number().int().nullable(),
      quality: z.enum(variantQualities),
      price: z.number().int().nullable(),
      isActive: z.boolean(),
      /** Ordered or reviewed: it can be deactivated, not deleted. */
      isKept: z.boolean(),
    }),
  ),
  categoryIds: z.array(z.number().int()),
  stock: z.array(
    z.object({ productId: z.number().int(), storeId: z.number().int(), quantity: z.number().int() }),
  ),
  images: z.array(
    z.object({
      id: z.number().int(),
      uploadId: storableString(),
      url: storableString().describe('The original; thumbnails by the image-variant url pattern'),
      alt: storableString(),
    }),
  ),
  attributeValues: z.array(z.object({ attributeId: z.number().int(), value: attributeValueSchema })),
  seo: seoTextsSchema,
  package: packageSchema.nullable(),
  /** The buy-and-sell bonus per quality of this brand and device type; null: the shop default. */
  bonuses: z.array(z.object({ quality: z.enum(variantQualities), percent: z.number().int().nullable() })),
});
export type MasterProductDetail = z.infer<typeof masterProductDetailSchema>;
export type MasterProductVariant = MasterProductDetail['variants'][number];

const namedOption = z.object({ id: z.number().int(), name: storableString() });
export const masterProductOptionsSchema = z.object({
  manufacturers: z.array(namedOption),
  productTypes: z.array(namedOption),
  stores: z.array(namedOption),
  /** Every category, named with its parents ("Telefony › Apple"), in tree order. */
  categories: z.array(namedOption),
});
export type MasterProductOptions = z.infer<typeof masterProductOptionsSchema>;

/** GET /api/new/product/admin-product-attributes/attr-name-choices/: the attribute names by group. */
export const attributeNameChoicesSchema = z.object({
  groups: z.array(
    z.object({
      id: z.number().int(),
      code: storableString(),
      name: storableString(),
      attributes: z.array(
        z.object({
          id: z.number().int(),
          code: storableString(),
          name: storableString(),
          type: z
            .enum(['text', 'number', 'boolean', 'choice'])
            .describe('The input the value takes (attribute definitions: admin-master-data)'),
          unit: storableString().nullable(),
          isFilter: z.boolean(),
          choices: z.array(
            z.object({ id: z.number().int(), code: storableString(), name: storableString() }),
          ),
        }),
      ),
    }),
  ),
});
export type AttributeNameChoices = z.infer<typeof attributeNameChoicesSchema>;
