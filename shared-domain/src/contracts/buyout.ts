import { z } from 'zod';
import { conditionTypes } from '../buyout/appraisal-types.ts';
import { BUYOUT_NOTE_MAX_LENGTH } from '../buyout/buyout-constants.ts';
import { buyoutStatuses } from '../buyout/buyout-status.ts';
import { isBuyoutCountryId } from '../buyout/countries.ts';
import { buyoutDeviceConditions, purchaseDateSchema } from '../buyout/device-facts.ts';
import { currencyCodes, type ShopCode } from '../shop.ts';
import { birthNumberSchema } from '../validation/birth-number.ts';
import { cnpSchema } from '../validation/cnp.ts';
import {
  bankCodeSchema,
  validateAccountNumber,
  validateAccountPrefix,
} from '../validation/cz-bank-account.ts';
import { emailSchema } from '../validation/email.ts';
import { ibanSchemaFor } from '../validation/iban.ts';
import { dateNotInPastSchema, identityCardNumberSchemaFor } from '../validation/identity-document.ts';
import { imeiSchema } from '../validation/imei.ts';
import { textSchema, validateMaxLength } from '../validation/length.ts';
import { phoneSchemaFor } from '../validation/phone.ts';
import { postcodeSchemaFor } from '../validation/postcode.ts';
import { storableString } from '../validation/storable-string.ts';
import { titleBeforeNameSchema } from '../validation/title-before-name.ts';
import { optionalValidatedString, validatedString } from '../validation/validated-string.ts';
import { qualityGradeSchema } from './catalogue.ts';

// Wire shapes of the buyout, snake_case as the spec names them. Amounts are integer minor units in
// the appraisal's currency. docs/platform-contracts.md lists the endpoints.

// ── selector ─────────────────────────────────────────────────────────────────────────────────────

export const selectorChoiceSchema = z.object({
  id: z.number().int(),
  name: storableString(),
  seo_name: storableString().describe('The URL segment of this choice'),
  hex: storableString().optional().describe('Colours only: CSS colour of the swatch'),
});
export type SelectorChoice = z.infer<typeof selectorChoiceSchema>;

/** Answer of every "GET … choices" call: the next level's choices and the URL of the selection so far. */
export const selectorChoicesSchema = z.object({
  choices: z.array(selectorChoiceSchema),
  url: storableString().describe('Browser URL of the selection made so far (pushState it)'),
});
export type SelectorChoices = z.infer<typeof selectorChoicesSchema>;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);
const slugParam = storableString().trim().min(1).max(120);

export const manufacturerChoicesQuerySchema = z.object({ type: idParam });
export const modelChoicesQuerySchema = z.object({ type: idParam, manufacturer: idParam });
export const colourChoicesQuerySchema = z.object({ model: idParam });
export const selectorUrlQuerySchema = z.object({
  type: idParam.optional(),
  manufacturer: idParam.optional(),
  model: idParam.optional(),
  colour: idParam.optional(),
});

/** "GET selector data (params, code)": the seo names of a URL's selection. */
export const selectorDataQuerySchema = z.object({
  type: slugParam.optional(),
  manufacturer: slugParam.optional(),
  model: slugParam.optional(),
  colour: slugParam.optional(),
});
export type SelectorDataQuery = z.infer<typeof selectorDataQuerySchema>;

// ── appraisal ────────────────────────────────────────────────────────────────────────────────────

export const conditionChoiceSchema = z.object({
  id: z.number().int(),
  label: storableString(),
  quality: qualityGradeSchema.nullable().describe('Best grade this answer allows; null: cannot be bought'),
  price_correction: z.number().int().describe('Added to the grade price, minor units'),
});

export const deviceConditionSchema = z.object({
  id: z.number().int(),
  name: storableString(),
  help: storableString(),
  type: z.enum(conditionTypes).describe('charger and battery questions never change the grade'),
  choices: z.array(conditionChoiceSchema),
});

export const appraisalResultSchema = z.object({
  id: z.number().int(),
  quality: qualityGradeSchema,
  price: z.number().int(),
  url: storableString(),
});

export const appraisalSchema = z.object({
  appraisal_result: z.array(appraisalResultSchema),
  device_conditions: z.array(deviceConditionSchema),
  version: z.number().int(),
  minimal_buyout_price: z.number().int(),
  currency: z.enum(currencyCodes),
  valid_until: storableString().describe('ISO date-time until which a quote made now is honoured'),
});

export const appraisalFormSchema = z.object({ url: storableString(), appraisal: appraisalSchema });
export type AppraisalForm = z.infer<typeof appraisalFormSchema>;

export const selectedChoicesSchema = z.object({
  product_type: selectorChoiceSchema.nullable(),
  manufacturer: selectorChoiceSchema.nullable(),
  product_model: selectorChoiceSchema.nullable(),
  product_color: selectorChoiceSchema.nullable(),
});
export type SelectedChoices = z.infer<typeof selectedChoicesSchema>;

export const selectorDataSchema = z.object({
  selected_choices: selectedChoicesSchema,
  choices: z.object({
    product_type: z.array(selectorChoiceSchema),
    manufacturer: z.array(selectorChoiceSchema).describe('Empty until a type is selected'),
    product_model: z.array(selectorChoiceSchema),
    product_color: z.array(selectorChoiceSchema),
  }),
  appraisal: appraisalSchema.nullable().describe('Present when a colour is selected'),
  url: storableString(),
});
export type SelectorData = z.infer<typeof selectorDataSchema>;

// ── requests ─────────────────────────────────────────────────────────────────────────────────────

/** Optional text: undefined and '' pass, anything longer than maxLength does not. */
const optionalText = (maxLength: number) =>
  optionalValidatedString((value) => validateMaxLength(value, maxLength), {
    params: { maxlength: maxLength },
  });
const requiredText = (maxLength: number) => textSchema({ minLength: 1, maxLength });

const noteSchema = optionalText(BUYOUT_NOTE_MAX_LENGTH);

/** The buyout appraisal request. */
export const appraisalRequestSchema = z.object({
  device_identifier: z.number().int().positive().max(2_147_483_647).describe('Id of the selected colour'),
  appraisal_version: z.number().int().positive().max(2_147_483_647),
  device_condition_choices: z
    .array(
      z.object({
        condition: z.number().int().max(2_147_483_647),
        value: z.number().int().max(2_147_483_647),
      }),
    )
    .max(50)
    .describe('One chosen value per condition'),
  note: noteSchema,
  quote: storableString()
    .max(100)
    .optional()
    .describe('Token of an e-mailed quote whose price should be honoured'),
});
export type AppraisalRequest = z.infer<typeof appraisalRequestSchema>;

/** The send-to-email request: e_mail plus the appraisal fields. */
export const sendToEmailRequestSchema = appraisalRequestSchema.extend({ e_mail: emailSchema });
export type SendToEmailRequest = z.infer<typeof sendToEmailRequestSchema>;

export const sendToEmailResponseSchema = z.object({
  sent: z.literal(true),
  valid_until: storableString(),
});

const overallConditionSchema = z
  .enum(buyoutDeviceConditions, { error: 'required' })
  .describe('The seller\'s overall verdict: like_new ("Zánovní") or used ("Použité")');

const countryIdSchema = z.coerce
  .number({ error: 'required' })
  .int()
  .refine(isBuyoutCountryId, { message: 'required' })
  .describe('Id from GET country options');

function customerDataSchemaFor(shop: ShopCode) {
  const common = {
    personal_identification_number: shop === 'cz' ? birthNumberSchema : cnpSchema,
    identity_card_number: identityCardNumberSchemaFor(shop),
    identity_released_by: requiredText(100),
    identity_valid_to: dateNotInPastSchema.describe('DD.MM.YYYY, not in the past'),
    degree_before_name: titleBeforeNameSchema.optional(),
    first_name: requiredText(60),
    last_name: requiredText(60),
    gender: z.enum(['male', 'female'], { error: 'required' }),
    district: optionalText(100),
    location: optionalText(100),
    street: requiredText(120),
    city: requiredText(80),
    country: countryIdSchema,
    postcode: postcodeSchemaFor(shop),
    phone_number: phoneSchemaFor(shop),
    nationality: requiredText(60),
    place_of_birth: requiredText(80),
    e_mail: emailSchema,
  };
  // Payouts: a Czech domestic account "prefix-number" + bank code in cz, an IBAN in ro.
  return shop === 'cz'
    ? z.object({
        ...common,
        bank_account_full_number: czAccountWithoutCodeSchema,
        bank_code: bankCodeSchema,
      })
    : z.object({
        ...common,
        bank_account_full_number: ibanSchemaFor({ countries: ['RO'] }),
        bank_code: storableString()
          .max(0)
          .optional()
          .describe('Not used in the Romanian shop: the IBAN names the bank'),
      });
}

/** "prefix-number" or "number" (the bank code is its own field), each part with its mod-11 check. */
const czAccountWithoutCodeSchema = validatedString((value) => {
  const match = /^(?:(\d{1,6})-)?(\d{2,10})$/.exec(value.replace(/\s/g, ''));
  if (!match) return 'bankAccountNumber';
  return validateAccountPrefix(match[1] ?? '') ?? validateAccountNumber(match[2]);
});

function pickupAddressSchemaFor(shop: ShopCode) {
  return z.object({
    district: optionalText(100),
    street: requiredText(120),
    city: requiredText(80),
    postcode: postcodeSchemaFor(shop),
    country: countryIdSchema,
  });
}

/** The buyout sell-online request; rules differ per shop (personal number, bank, postcode, phone). */
export function sellOnlineRequestSchemaFor(shop: ShopCode) {
  return appraisalRequestSchema.extend({
    customer_data: customerDataSchemaFor(shop),
    pickup_address: pickupAddressSchemaFor(shop)
      .optional()
      .describe('Only when an alternative pickup address is chosen'),
    buyout_device: z.object({
      imei: imeiSchema,
      serial_number: optionalText(40),
      purchase_date: purchaseDateSchema.describe('DD.MM.YYYY, not in the future'),
      condition: overallConditionSchema,
      note: noteSchema,
    }),
  });
}
export type SellOnlineRequest = z.input<ReturnType<typeof sellOnlineRequestSchemaFor>>;

export const buyoutStatusSchema = z.enum(buyoutStatuses);

/** A saved purchase date: ISO YYYY-MM-DD; null for buyouts sold before the form asked for it. */
const savedPurchaseDateSchema = storableString().nullable().describe('YYYY-MM-DD; null if never asked');
const savedOverallConditionSchema = z.enum(buyoutDeviceConditions).nullable();

export const sellOnlineResponseSchema = z.object({
  id: z.number().int(),
  number: storableString(),
  status: buyoutStatusSchema,
  token: storableString().describe('Lets whoever holds the link read this buyout (review mode)'),
});
export type SellOnlineResponse = z.infer<typeof sellOnlineResponseSchema>;

export const countryOptionSchema = z.object({
  id: z.number().int(),
  code: storableString(),
  name: storableString(),
});
export const countryOptionsSchema = z.object({
  countries: z.array(countryOptionSchema),
  default_country: z.number().int(),
});
export type CountryOptions = z.infer<typeof countryOptionsSchema>;

// ── saved buyouts ────────────────────────────────────────────────────────────────────────────────

export const timelineEntrySchema = z.object({
  status: buyoutStatusSchema,
  at: storableString().describe('ISO date-time'),
  note: storableString().nullable(),
});

/** A buyout's data by id, for review mode. */
export const buyoutDataSchema = z.object({
  id: z.number().int(),
  number: storableString(),
  status: buyoutStatusSchema,
  created_at: storableString(),
  product_type_choice: selectorChoiceSchema,
  manufacturer_choice: selectorChoiceSchema,
  product_model_choice: selectorChoiceSchema,
  product_color_choice: selectorChoiceSchema,
  appraisal_result: appraisalResultSchema.describe('The grade and its base price at the time of the sale'),
  device_conditions: z.array(deviceConditionSchema).describe('The questions as they were asked'),
  conditions_appraisal_result: z.array(z.object({ condition: z.number().int(), value: z.number().int() })),
  version: z.number().int(),
  minimal_buyout_price: z.number().int(),
  price: z.number().int().describe('The price the shop pays (re-quoted price once re-quoted)'),
  currency: z.enum(currencyCodes),
  customer_data: z.record(storableString(), z.union([storableString(), z.number(), z.null()])),
  pickup_address: z.record(storableString(), z.union([storableString(), z.number(), z.null()])).nullable(),
  buyout_device: z.object({
    imei: storableString(),
    serial_number: storableString().nullable(),
    purchase_date: savedPurchaseDateSchema,
    condition: savedOverallConditionSchema,
    note: storableString().nullable(),
  }),
  timeline: z.array(timelineEntrySchema),
});
export type BuyoutData = z.infer<typeof buyoutDataSchema>;

export const buyoutTrackingQuerySchema = z.object({
  number: storableString().trim().min(1).max(30),
  e_mail: emailSchema,
});

export const buyoutTrackingSchema = z.object({
  number: storableString(),
  status: buyoutStatusSchema,
  created_at: storableString(),
  device: storableString().describe('Manufacturer, model and colour'),
  purchase_date: savedPurchaseDateSchema,
  condition: savedOverallConditionSchema,
  quality: qualityGradeSchema,
  price: z.number().int(),
  currency: z.enum(currencyCodes),
  timeline: z.array(timelineEntrySchema),
});
export type BuyoutTracking = z.infer<typeof buyoutTrackingSchema>;

export const quoteSchema = z.object({
  url: storableString().describe('Selection URL of the quoted device'),
  device_identifier: z.number().int(),
  device_condition_choices: z.array(z.object({ condition: z.number().int(), value: z.number().int() })),
  price: z.number().int(),
  currency: z.enum(currencyCodes),
  valid_until: storableString(),
  expired: z.boolean(),
});
export type Quote = z.infer<typeof quoteSchema>;

// ── staff ────────────────────────────────────────────────────────────────────────────────────────

export const buyoutListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: buyoutStatusSchema.optional(),
});

export const buyoutListItemSchema = z.object({
  id: z.number().int(),
  number: storableString(),
  status: buyoutStatusSchema,
  created_at: storableString(),
  customer: storableString(),
  device: storableString(),
  purchase_date: savedPurchaseDateSchema,
  condition: savedOverallConditionSchema,
  quality: qualityGradeSchema,
  price: z.number().int(),
  currency: z.enum(currencyCodes),
});
export type BuyoutListItem = z.infer<typeof buyoutListItemSchema>;

export const buyoutListSchema = z.object({
  items: z.array(buyoutListItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BuyoutList = z.infer<typeof buyoutListSchema>;

export const buyoutStatusChangeSchema = z.object({
  status: buyoutStatusSchema,
  note: noteSchema,
  price: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe('The new price; required when re-quoting'),
});
