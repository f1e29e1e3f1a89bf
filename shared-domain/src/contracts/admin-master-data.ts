import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';
import { gridPageQuerySchema, gridPageSchema } from './back-office.ts';
import { qualityFilterValues } from './catalogue-browse.ts';

// The master data staff keep beside the products (issue 15 items 10–13):
//   /api/new/catalogue/admin/attribute-groups…, /attributes…    attribute definitions
//   /api/new/mp-meta-master/admin/…                             meta masters (the spec's literal paths)
//   /api/new/product/admin-bonuses-for-used-product/…           buy-and-sell bonuses
//   /api/new/catalogue/admin/accessory-fits…                    which accessory fits which device
// Meta master bodies keep the spec's snake_case names; the rest is camelCase like the others.

const id = z.number().int().min(1).max(2_147_483_647);
const idText = z.coerce.number().int().min(1).max(2_147_483_647);
/** Codes are stable identifiers (filters in URLs, imports): lower-case words joined by `_`. */
const codeSchema = storableString()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(_[a-z0-9]+)*$/);
const nameSchema = storableString().trim().min(1).max(200);

// --- Attribute definitions ------------------------------------------------------------------

export const attributeValueTypes = ['text', 'number', 'boolean', 'choice'] as const;
export type AttributeValueType = (typeof attributeValueTypes)[number];

export const attributeChoiceSchema = z.object({
  id: z.number().int(),
  code: storableString(),
  name: storableString().describe("In the shop's language"),
});
export type AttributeChoice = z.infer<typeof attributeChoiceSchema>;

export const attributeDefinitionSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  code: storableString(),
  name: storableString().describe("In the shop's language"),
  valueType: z.enum(attributeValueTypes),
  unit: storableString().nullable(),
  isFilter: z.boolean().describe('Offered as a catalogue filter'),
  position: z.number().int(),
  /** How many master products have a value of it: deleting it deletes those too. */
  valueCount: z.number().int(),
  choices: z.array(attributeChoiceSchema),
});
export type AttributeDefinition = z.infer<typeof attributeDefinitionSchema>;

export const attributeGroupSchema = z.object({
  id: z.number().int(),
  code: storableString(),
  name: storableString(),
  position: z.number().int(),
  attributes: z.array(attributeDefinitionSchema),
});
export type AttributeGroup = z.infer<typeof attributeGroupSchema>;

/** GET /api/new/catalogue/admin/attributes: every group in order, each with its attributes. */
export const attributeTreeSchema = z.object({ groups: z.array(attributeGroupSchema) });
export type AttributeTree = z.infer<typeof attributeTreeSchema>;

export const attributeGroupBodySchema = z.object({ code: codeSchema, name: nameSchema }).strict();
export type AttributeGroupBody = z.infer<typeof attributeGroupBodySchema>;

export const attributeChoiceBodySchema = z
  .object({
    /** An existing choice keeps its id (and so the values that use it); a new one has none. */
    id: id.optional(),
    code: codeSchema,
    name: nameSchema,
  })
  .strict();

export const attributeBodySchema = z
  .object({
    groupId: id,
    code: codeSchema,
    name: nameSchema,
    valueType: z.enum(attributeValueTypes),
    unit: storableString().trim().max(20).nullable().default(null),
    isFilter: z.boolean().default(false),
    /** Only for `choice`, in their order; choices left out are deleted. */
    choices: z.array(attributeChoiceBodySchema).max(200).default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.valueType === 'choice' && body.choices.length === 0)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['choices'] });
    const codes = body.choices.map((choice) => choice.code);
    codes.forEach((code, index) => {
      if (codes.indexOf(code) !== index)
        ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['choices', index, 'code'] });
    });
  });
export type AttributeBody = z.input<typeof attributeBodySchema>;

/** DELETE …/attributes/:id: without `deleteValues` an attribute that has values is refused. */
export const attributeDeleteQuerySchema = z
  .object({ deleteValues: z.enum(['true', 'false']).optional() })
  .strict();

/** PUT …/attribute-groups/order and …/attributes/order: the ids in their new order. */
export const attributeGroupOrderBodySchema = z.object({ ids: z.array(id).min(1).max(1000) }).strict();
export const attributeOrderBodySchema = z.object({ groupId: id, ids: z.array(id).min(1).max(1000) }).strict();

// --- Master product search (pickers) --------------------------------------------------------

export const masterProductRefSchema = z.object({
  id: z.number().int(),
  name: storableString().describe('Manufacturer and model, e.g. "Apple iPhone 16"'),
  typeName: storableString().describe("The device kind in the shop's language"),
});
export type MasterProductRef = z.infer<typeof masterProductRefSchema>;

export const masterProductSearchQuerySchema = z
  .object({ q: storableString().trim().max(100).optional() })
  .strict();

// --- Meta masters ---------------------------------------------------------------------------

export const metaMasterSummarySchema = z.object({
  id: z.number().int(),
  name: storableString(),
  masterProductCount: z.number().int(),
});
export type MetaMasterSummary = z.infer<typeof metaMasterSummarySchema>;
export const metaMasterListSchema = z.array(metaMasterSummarySchema);

export const metaMasterSchema = z.object({
  id: z.number().int(),
  name: storableString(),
  masterProducts: z.array(masterProductRefSchema),
});
export type MetaMaster = z.infer<typeof metaMasterSchema>;

/** A master product found by the picker, with the meta master it is in now (if any). */
export const metaMasterCandidateSchema = masterProductRefSchema.extend({
  metaMaster: z.object({ id: z.number().int(), name: storableString() }).nullable(),
});
export type MetaMasterCandidate = z.infer<typeof metaMasterCandidateSchema>;
export const metaMasterCandidatesSchema = z.array(metaMasterCandidateSchema);

export const addMetaMasterBodySchema = z
  .object({ name: nameSchema, master_product_ids: z.array(id).max(500).optional() })
  .strict();
export const updateMetaMasterBodySchema = z.object({ name: nameSchema }).strict();
export const swapMetaMasterBodySchema = z.object({ meta_master_id: id }).strict();
export const addMasterProductBodySchema = z.object({ meta_master_id: id, master_product_id: id }).strict();

// --- Buy-and-sell bonuses -------------------------------------------------------------------

/** 'new' for new products, else the used quality grade. */
export const bonusQualityTypes = qualityFilterValues;
export type BonusQualityType = (typeof bonusQualityTypes)[number];

export const bonusManufacturerSchema = z.object({ id: z.number().int(), name: storableString() });
export const bonusQualityTypeSchema = z.object({ code: z.enum(bonusQualityTypes), name: storableString() });
export const bonusDeviceTypeSchema = z.object({
  id: z.number().int(),
  code: storableString(),
  name: storableString(),
});
export const bonusManufacturersSchema = z.array(bonusManufacturerSchema);
export const bonusQualityTypesSchema = z.array(bonusQualityTypeSchema);
export const bonusDeviceTypesSchema = z.array(bonusDeviceTypeSchema);
export type BonusManufacturer = z.infer<typeof bonusManufacturerSchema>;
export type BonusQualityTypeChoice = z.infer<typeof bonusQualityTypeSchema>;
export type BonusDeviceType = z.infer<typeof bonusDeviceTypeSchema>;

const percentSchema = z.number().int().min(0).max(100);

export const usedProductBonusSchema = z.object({
  manufacturerId: z.number().int(),
  qualityType: z.enum(bonusQualityTypes),
  productTypeId: z.number().int(),
  percent: percentSchema,
});
export type UsedProductBonus = z.infer<typeof usedProductBonusSchema>;

/** GET …/bonuses: the shop's rows; a combination without a row takes `defaultPercent`. */
export const usedProductBonusesSchema = z.object({
  defaultPercent: z.number().int(),
  items: z.array(usedProductBonusSchema),
});
export type UsedProductBonuses = z.infer<typeof usedProductBonusesSchema>;

export const usedProductBonusesQuerySchema = z.object({ manufacturerId: idText.optional() }).strict();

/** PUT …/bonuses: the cells changed; `percent: null` removes the row (back to the default). */
export const usedProductBonusesBodySchema = z
  .object({
    items: z
      .array(
        z
          .object({
            manufacturerId: id,
            qualityType: z.enum(bonusQualityTypes),
            productTypeId: id,
            percent: percentSchema.nullable(),
          })
          .strict(),
      )
      .min(1)
      .max(1000),
  })
  .strict();
export type UsedProductBonusesBody = z.infer<typeof usedProductBonusesBodySchema>;

// --- Accessory fits -------------------------------------------------------------------------

export const accessoryFitRowSchema = z.object({
  id: z.number().int().describe('The accessory master product'),
  name: storableString(),
  manufacturer: storableString(),
  devices: z.array(masterProductRefSchema),
});
export type AccessoryFitRow = z.infer<typeof accessoryFitRowSchema>;
export const accessoryFitPageSchema = gridPageSchema(accessoryFitRowSchema);

export const accessoryFitSorts = ['name', '-name', 'devices', '-devices'] as const;
export const accessoryFitFilterKeys = ['q', 'brand'] as const;
export const accessoryFitQuerySchema = gridPageQuerySchema
  .extend({
    q: storableString().trim().max(100).optional(),
    brand: idText.optional().describe("The accessory manufacturer's id"),
    sort: z.enum(accessoryFitSorts).optional(),
  })
  .strict();

/** PUT …/accessory-fits/:accessoryId: every device master product it fits (replaces the set). */
export const accessoryFitBodySchema = z.object({ deviceIds: z.array(id).max(500) }).strict();
export type AccessoryFitBody = z.infer<typeof accessoryFitBodySchema>;
