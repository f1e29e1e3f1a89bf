import { z } from 'zod';
import { storableString } from '../validation/storable-string.ts';

// The typed components a content page (and the home page) is made of, and the parameters each
// type takes. The api validates "component params set" with these and the admin's editor shows
// their field errors; the storefront renders a published page's components by type.

const text = (max: number) => storableString().min(1).max(max);
const optionalText = (max: number) => storableString().max(max).optional();
/** A link inside the shop (`/info/o-nas`) or an absolute https address. */
const link = storableString()
  .max(500)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s]+)$/, 'link');
/** An uploaded image's path as the upload api returns it, or an absolute https address. */
const imageUrl = link;
const isoInstant = z.iso.datetime({ offset: true });

export const textComponentSchema = z.object({
  heading: optionalText(200),
  /** Paragraphs separated by a blank line; no HTML. */
  body: text(20_000),
});

export const imageComponentSchema = z.object({
  src: imageUrl,
  alt: text(300),
  caption: optionalText(300),
  link: link.optional(),
});

export const productListComponentSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('category'),
    heading: optionalText(200),
    /** A product type's (category's) seo name, e.g. `mobilni-telefony`. */
    categorySeoName: text(200),
    limit: z.number().int().min(1).max(24),
  }),
  z.object({
    source: z.literal('picked'),
    heading: optionalText(200),
    productSeoNames: z.array(text(200)).min(1).max(24),
  }),
]);

export const bannerComponentSchema = z.object({
  title: text(200),
  text: optionalText(1000),
  imageSrc: imageUrl.optional(),
  linkLabel: optionalText(100),
  link: link.optional(),
});

export const faqComponentSchema = z.object({
  heading: optionalText(200),
  groups: z
    .array(
      z.object({
        title: text(200),
        items: z
          .array(z.object({ question: text(500), answer: text(5000) }))
          .min(1)
          .max(100),
      }),
    )
    .min(1)
    .max(30),
});

export const storeListComponentSchema = z.object({
  heading: optionalText(200),
  /** Which places: every store, or only those offering a service. */
  service: z.enum(['any', 'sale', 'buyout', 'service']),
});

export const priceBoxComponentSchema = z.object({
  heading: optionalText(200),
  productSeoName: text(200),
  /** A claim shown beside the price, e.g. "Jen do neděle". */
  claim: optionalText(200),
});

export const comparisonTableComponentSchema = z.object({
  heading: optionalText(200),
  productSeoNames: z.array(text(200)).min(2).max(4),
  onlyDifferences: z.boolean(),
});

const offerShape = {
  productSeoName: text(200),
  /** Price during the offer, in the shop's currency (whole units). */
  offerPrice: z.number().int().positive(),
  startsAt: isoInstant,
  endsAt: isoInstant,
};

/** An offer ends after it starts. */
function endsAfterStart(offer: { startsAt: string; endsAt: string }, ctx: z.RefinementCtx): void {
  if (Date.parse(offer.endsAt) <= Date.parse(offer.startsAt))
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endAfterStart' });
}

/**
 * A lease offer's representative example must add up: what is paid in total is at least the
 * monthly price times the term (consumer-credit advertising may not understate the cost).
 */
function exampleAddsUp(
  offer: { monthlyPrice: number; termMonths: number; totalPayable: number },
  ctx: z.RefinementCtx,
): void {
  if (offer.totalPayable < offer.monthlyPrice * offer.termMonths)
    ctx.addIssue({
      code: 'custom',
      path: ['totalPayable'],
      message: 'minValue',
      params: { minValue: offer.monthlyPrice * offer.termMonths },
    });
}

export const timeLimitedOffersComponentSchema = z.object({
  heading: optionalText(200),
  offers: z.array(z.object(offerShape).superRefine(endsAfterStart)).min(1).max(24),
});

/** Lease tabs: each tab lists offers with a monthly lease price and its representative example. */
export const leaseTabsComponentSchema = z.object({
  heading: optionalText(200),
  tabs: z
    .array(
      z.object({
        /** The tab's id in the URL fragment (`#telefony`). */
        key: storableString().regex(/^[a-z0-9-]{1,40}$/, 'literal'),
        label: text(100),
        offers: z
          .array(
            // The monthly price is required together with its whole representative example.
            z
              .object({
                ...offerShape,
                monthlyPrice: z.number().int().positive(),
                termMonths: z.number().int().min(1).max(120),
                /** Annual percentage rate of charge, percent. */
                apr: z.number().min(0).max(100),
                totalPayable: z.number().int().positive(),
              })
              .superRefine(endsAfterStart)
              .superRefine(exampleAddsUp),
          )
          .min(1)
          .max(24),
      }),
    )
    .min(1)
    .max(8),
  defaultTab: storableString().max(40).optional(),
});

export const contentFormKinds = [
  'contact',
  'feedback',
  'offer_request',
  'job_application',
  'newsletter',
] as const;
export type ContentFormKind = (typeof contentFormKinds)[number];

export const formComponentSchema = z.object({
  heading: optionalText(200),
  form: z.enum(contentFormKinds),
});

/** Every component type and the schema of its parameters. */
export const componentParamSchemas = {
  text: textComponentSchema,
  image: imageComponentSchema,
  product_list: productListComponentSchema,
  banner: bannerComponentSchema,
  faq: faqComponentSchema,
  store_list: storeListComponentSchema,
  price_box: priceBoxComponentSchema,
  comparison_table: comparisonTableComponentSchema,
  time_limited_offers: timeLimitedOffersComponentSchema,
  lease_tabs: leaseTabsComponentSchema,
  form: formComponentSchema,
} as const;

export type ComponentType = keyof typeof componentParamSchemas;
export const componentTypes = Object.keys(componentParamSchemas) as ComponentType[];
export type ComponentParams<T extends ComponentType> = z.infer<(typeof componentParamSchemas)[T]>;

/** A component as a published page carries it: its id (the `component_pk` of the api) and params. */
export type PageComponent = {
  [T in ComponentType]: { id: number; type: T; params: ComponentParams<T> };
}[ComponentType];
