import { z } from 'zod';
import { emailSchema } from '../validation/email.ts';
import { isicCardNumberSchema } from '../validation/isic.ts';
import { textSchema } from '../validation/length.ts';
import { storableString } from '../validation/storable-string.ts';
import { moneySchema } from './money.ts';

// Wire shapes of the cart. A cart holds packages: one product (the parent) with its package items,
// the sub-cart — insurance, extended warranty, screen protection, glass or foil gluing — and an
// optional buyout bonus. Every price here is computed by the api; the fronts only show them.

const id = z.number().int().positive().max(2_147_483_647);

/** GET /api/new/cart/count: pieces in the session's cart (0 without a session). */
export const cartCountSchema = z.object({ count: z.number().int().min(0) });
export type CartCount = z.infer<typeof cartCountSchema>;

export const installmentArrangeTypes = ['on-store', 'online'] as const;
export const serviceKinds = ['insurance', 'warranty', 'screen_protection', 'gluing'] as const;
export type ServiceKind = (typeof serviceKinds)[number];
export const gluingTypes = ['glass', 'foil'] as const;

/** The installment a customer picked for a product on its page. */
export const cartInstallmentSchema = z.object({
  code: storableString().min(1).max(40).describe('Installment plan code from the best-options call'),
  arrangeType: z.enum(installmentArrangeTypes),
});

/**
 * The package options of adding a product and of changing a package item: insurance ids,
 * extended warranty (months or a prolong-warranty code, not both), screen protection
 * ("screenTuito"), glass or foil gluing. Omitted keys leave a package item as it is; null removes it.
 */
export const packageOptionsSchema = z
  .object({
    insuranceIds: z
      .array(storableString().min(1).max(60))
      .max(3)
      .optional()
      .describe('Insurance offer codes'),
    warrantyMonths: z.number().int().min(1).max(60).nullable().optional(),
    prolongWarrantyCode: storableString().trim().min(4).max(40).nullable().optional(),
    screenProtection: z.boolean().optional(),
    gluing: z.enum(gluingTypes).nullable().optional(),
  })
  .refine((o) => !(o.warrantyMonths != null && o.prolongWarrantyCode != null), {
    message: 'Choose warranty months or a prolong-warranty code, not both',
    path: ['prolongWarrantyCode'],
  });
export type PackageOptions = z.input<typeof packageOptionsSchema>;

/** PATCH /api/new/cart/items/{id}: quantity and/or package options of one package. */
export const updateCartItemSchema = z.object({
  quantity: z.number().int().min(1).max(99).optional(),
  options: packageOptionsSchema.optional(),
});
export type UpdateCartItem = z.input<typeof updateCartItemSchema>;

/** POST /api/new/cart/remove: removes the whole package of a product (spec: parent_package_product_seo_name). */
export const removeCartProductSchema = z.object({ productSeoName: storableString().trim().min(1).max(200) });

/** POST /api/new/cart/items/{id}/buyout-bonus: a buyout of the customer, applied as a bonus. */
export const buyoutBonusRequestSchema = z.object({
  buyoutNumber: storableString().trim().min(1).max(40),
  email: emailSchema,
});
export type BuyoutBonusRequest = z.input<typeof buyoutBonusRequestSchema>;

/** POST /api/new/cart/discounts: a discount code, or an ISIC card (number and holder). */
export const applyDiscountSchema = z.union([
  z.object({ code: storableString().trim().min(1).max(40) }),
  z.object({
    isic: z.object({ cardNumber: isicCardNumberSchema, cardHolder: textSchema({ maxLength: 100 }) }),
  }),
]);
export type ApplyDiscount = z.input<typeof applyDiscountSchema>;

/** One package item (sub-cart line) of a package. */
export const cartServiceSchema = z.object({
  kind: z.enum(serviceKinds),
  code: storableString().describe('Offer code (insurance, warranty), prolong-warranty code, or glass/foil'),
  name: storableString(),
  months: z.number().int().nullable(),
  /** Per piece of the parent product. */
  price: moneySchema,
  /** True when the price changed since the customer chose it: the cart refuses to order until re-chosen. */
  priceChanged: z.boolean(),
});
export type CartService = z.infer<typeof cartServiceSchema>;

/** A service the customer may add to a package, with its current price per piece. */
export const serviceChoiceSchema = z.object({
  kind: z.enum(serviceKinds),
  code: storableString(),
  name: storableString(),
  description: storableString(),
  months: z.number().int().nullable(),
  price: moneySchema,
});
export type ServiceChoice = z.infer<typeof serviceChoiceSchema>;

export const buyoutBonusSchema = z.object({
  buyoutNumber: storableString(),
  device: storableString().describe('The bought-out device, e.g. "Apple iPhone 13 128 GB"'),
  buyoutPrice: moneySchema,
  /** What is taken off this package: the buyout price, at most `percent` % of the product price. */
  bonus: moneySchema,
  percent: z.number().int(),
});
export type BuyoutBonus = z.infer<typeof buyoutBonusSchema>;

export const cartPackageSchema = z.object({
  id: id.describe('The cart item id used by PATCH and the package-item calls'),
  productId: id,
  productSeoName: storableString(),
  /** Optional (added for the cart page's product link, productPath(type, product)); absent: no link. */
  typeSeoName: storableString().optional().describe('Seo name of the product type (category)'),
  name: storableString(),
  brand: storableString(),
  variant: storableString().describe('Colour, storage, grade as shown'),
  imageUrl: storableString(),
  quantity: z.number().int().min(1),
  stock: z.number().int().min(0).describe('Pieces the shop can still sell'),
  unitPrice: moneySchema,
  installment: cartInstallmentSchema.nullable(),
  services: z.array(cartServiceSchema),
  availableServices: z.array(serviceChoiceSchema).describe('What the sub-cart offers for this product'),
  buyoutBonus: buyoutBonusSchema.nullable(),
  /** (unit price + services) × quantity − buyout bonus. */
  total: moneySchema,
});
export type CartPackage = z.infer<typeof cartPackageSchema>;

export const discountTypes = ['percentage', 'absolute', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];

export const appliedDiscountSchema = z.object({
  /** The cart's discount (to remove it); for an automatic one, the discount's own id. */
  id: id,
  /** Applied by the shop itself because the cart fits it: it cannot be removed. */
  automatic: z.boolean().optional(),
  label: storableString().describe('Marketing name, or "ISIC" with the card holder'),
  code: storableString().nullable(),
  type: z.enum(discountTypes),
  /** Taken off the cart by this discount now (0 while invalid). */
  amount: moneySchema,
  /** A discount that expired or no longer combines: the cart must drop it before ordering. */
  valid: z.boolean(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

export const cartTotalsSchema = z.object({
  items: moneySchema.describe('Packages with their services, after buyout bonuses'),
  discounts: moneySchema.describe('Taken off by discounts (a positive amount)'),
  delivery: moneySchema,
  payment: moneySchema.describe('Payment fee, e.g. cash on delivery'),
  total: moneySchema,
  vat: moneySchema.describe('VAT included in the total'),
  vatRatePercent: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

/** GET /api/new/cart: the cart page's packages, discounts and totals without delivery and payment. */
export const cartSchema = z.object({
  count: z.number().int().min(0),
  packages: z.array(cartPackageSchema),
  discounts: z.array(appliedDiscountSchema),
  buyoutBonusPercent: z.number().int().describe('Share of a product price a buyout bonus may reach'),
  /** Codes of what blocks ordering: 'insurance_price_changed', 'invalid_discount', 'out_of_stock'. */
  problems: z.array(z.enum(['insurance_price_changed', 'invalid_discount', 'out_of_stock'])),
  totals: cartTotalsSchema,
});
export type Cart = z.infer<typeof cartSchema>;
