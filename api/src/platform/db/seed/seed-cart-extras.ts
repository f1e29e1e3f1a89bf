import type { ShopCode } from 'shared-domain';
import { type PROLONG_WARRANTY_MONTHS, prolongWarrantyCode } from '../../../cart/prolong-warranty-code.ts';
import type { Db } from '../schema.ts';
import { SeededRandom } from './random.ts';

// Demo package services and discounts of both shops (issue 5). Codes to try:
//
//   cz                      ro                      what it does
//   VITEJTE10               BINEVENIT10             10 % off everything on a customer's first order
//                                                   (by account and e-mail), once; combines with nothing
//   SLEVA500                REDUCERE100             500 Kč / 100 Lei off from 5 000 Kč / 1 000 Lei; combinable
//   PRISLUSENSTVI20         ACCESORII20             20 % off accessories only; combinable
//   NABIJECKA199            INCARCATOR49            one charger (the two adapters) for 199 Kč / 49 Lei; combinable
//   LETO2025                VARA2025                expired (summer 2025): "not valid"
//   5 single-use codes per shop (10 characters, e.g. printed on a voucher), 300 Kč / 60 Lei off, combinable:
//     run `select code from discount_codes where single_use` or see singleUseCodes() below
//   ISIC card               ISIC card               5 % off for an ISIC card holder; combinable
//
// Active codes are valid from a year before the seed time and never expire (valid_to null).
//
// Prepaid prolong-warranty codes, as the stores issue them (each usable once, for one piece):
//   cz: PW-24-7K3QP, PW-12-CZ12D, PW-24-CZ245, PW-24-CZ25A, PW-36-CZ36X
//   ro: PW-24-8M4TG, PW-12-RM123, PW-24-RM24V, PW-24-RM250, PW-36-RM36M

const DAY_MS = 24 * 60 * 60 * 1000;

interface PackageServiceSeed {
  code: string;
  kind: 'screen_protection' | 'gluing';
  gluingType: 'glass' | 'foil' | null;
  priceCzk: number;
  priceRon: number;
  texts: Record<ShopCode, [name: string, description: string]>;
}

const packageServices: PackageServiceSeed[] = [
  {
    code: 'screen-protection-12',
    kind: 'screen_protection',
    gluingType: null,
    priceCzk: 39_900,
    priceRon: 7_900,
    texts: {
      cz: ['Pojištění displeje', 'Výměna rozbitého displeje zdarma jednou během 12 měsíců od nákupu.'],
      // The Romanian shop states what a claim saves (spec: "up to 2000 LEI"); the Czech one has no such text.
      ro: [
        'Asigurare ecran',
        'Înlocuirea gratuită a ecranului spart o dată în 12 luni de la cumpărare. La o daună economisiți până la 2.000 Lei.',
      ],
    },
  },
  {
    code: 'gluing-glass',
    kind: 'gluing',
    gluingType: 'glass',
    priceCzk: 29_900,
    priceRon: 5_900,
    texts: {
      cz: ['Nalepení ochranného skla', 'Tvrzené sklo nalepíme na displej bez bublinek ještě před odesláním.'],
      ro: [
        'Aplicare sticlă de protecție',
        'Aplicăm sticla securizată pe ecran, fără bule, înainte de expediere.',
      ],
    },
  },
  {
    code: 'gluing-foil',
    kind: 'gluing',
    gluingType: 'foil',
    priceCzk: 14_900,
    priceRon: 2_900,
    texts: {
      cz: ['Nalepení ochranné fólie', 'Ochrannou fólii nalepíme na displej ještě před odesláním.'],
      ro: ['Aplicare folie de protecție', 'Aplicăm folia de protecție pe ecran înainte de expediere.'],
    },
  },
];

interface DiscountSeed {
  title: string;
  marketingName: Record<ShopCode, string>;
  type: 'percentage' | 'absolute' | 'fixed';
  value: Record<ShopCode, number>;
  /** What it applies to (product type codes, model seo names of every colour); nothing: everything. */
  scope?: { productTypes?: string[]; models?: string[] };
  maxQuantityPerOrder?: number;
  firstPurchaseOnly?: boolean;
  usesPerCustomer?: number;
  minOrderAmount?: Record<ShopCode, number>;
  combinable: boolean;
  isPublic?: boolean;
  isIsic?: boolean;
  expired?: boolean;
  codes: Record<ShopCode, string[]>;
  singleUse?: boolean;
}

/** Voucher codes: 10 characters of digits and both letter cases, the same on every run. */
export function singleUseCodes(shop: ShopCode): string[] {
  const random = new SeededRandom(shop === 'cz' ? 50_420 : 50_421);
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 5 }, () =>
    Array.from({ length: 10 }, () => alphabet[random.int(0, alphabet.length - 1)]).join(''),
  );
}

const discounts: DiscountSeed[] = [
  {
    title: 'Welcome 10 %',
    marketingName: { cz: 'Sleva 10 % na první nákup', ro: 'Reducere 10 % la prima comandă' },
    type: 'percentage',
    value: { cz: 10, ro: 10 },
    firstPurchaseOnly: true,
    usesPerCustomer: 1,
    combinable: false,
    isPublic: true,
    codes: { cz: ['VITEJTE10'], ro: ['BINEVENIT10'] },
  },
  {
    title: 'Absolute off a big order',
    marketingName: {
      cz: 'Sleva 500 Kč na nákup od 5 000 Kč',
      ro: 'Reducere 100 Lei la comenzi de la 1.000 Lei',
    },
    type: 'absolute',
    value: { cz: 50_000, ro: 10_000 },
    minOrderAmount: { cz: 500_000, ro: 100_000 },
    combinable: true,
    isPublic: true,
    codes: { cz: ['SLEVA500'], ro: ['REDUCERE100'] },
  },
  {
    title: 'Accessories 20 %',
    marketingName: { cz: 'Sleva 20 % na příslušenství', ro: 'Reducere 20 % la accesorii' },
    type: 'percentage',
    value: { cz: 20, ro: 20 },
    scope: { productTypes: ['accessories'] },
    combinable: true,
    isPublic: true,
    codes: { cz: ['PRISLUSENSTVI20'], ro: ['ACCESORII20'] },
  },
  {
    title: 'A charger for a fixed price',
    marketingName: { cz: 'Nabíječka za 199 Kč', ro: 'Încărcător la 49 Lei' },
    type: 'fixed',
    value: { cz: 19_900, ro: 4_900 },
    scope: { models: ['apple-usb-c-20w-power-adapter', 'samsung-25w-travel-adapter'] },
    maxQuantityPerOrder: 1,
    combinable: true,
    codes: { cz: ['NABIJECKA199'], ro: ['INCARCATOR49'] },
  },
  {
    title: 'Summer 2025 (expired)',
    marketingName: { cz: 'Letní sleva 15 %', ro: 'Reducere de vară 15 %' },
    type: 'percentage',
    value: { cz: 15, ro: 15 },
    combinable: false,
    isPublic: true,
    expired: true,
    codes: { cz: ['LETO2025'], ro: ['VARA2025'] },
  },
  {
    title: 'Single-use voucher',
    marketingName: { cz: 'Dárkový poukaz 300 Kč', ro: 'Voucher cadou 60 Lei' },
    type: 'absolute',
    value: { cz: 30_000, ro: 6_000 },
    combinable: true,
    singleUse: true,
    codes: { cz: singleUseCodes('cz'), ro: singleUseCodes('ro') },
  },
  {
    title: 'ISIC',
    marketingName: {
      cz: 'Sleva 5 % pro držitele karty ISIC',
      ro: 'Reducere 5 % pentru posesorii cardului ISIC',
    },
    type: 'percentage',
    value: { cz: 5, ro: 5 },
    combinable: true,
    isIsic: true,
    codes: { cz: [], ro: [] },
  },
];

type Months = (typeof PROLONG_WARRANTY_MONTHS)[number];
const issuedProlongWarranty: Record<ShopCode, [Months, string][]> = {
  cz: [
    [24, '7K3Q'],
    [12, 'CZ12'],
    [24, 'CZ24'],
    [24, 'CZ25'],
    [36, 'CZ36'],
  ],
  ro: [
    [24, '8M4T'],
    [12, 'RM12'],
    [24, 'RM24'],
    [24, 'RM25'],
    [36, 'RM36'],
  ],
};

/** Prolong-warranty codes the stores of each shop issued (sold) before the seed time. */
async function seedProlongWarrantyCodes(trx: Db, now: Date): Promise<void> {
  await trx
    .insertInto('prolong_warranty_codes')
    .values(
      (['cz', 'ro'] as const).flatMap((shop) =>
        issuedProlongWarranty[shop].map(([months, body]) => ({
          shop,
          code: prolongWarrantyCode(months, body),
          months,
          issued_at: new Date(now.getTime() - 30 * DAY_MS),
        })),
      ),
    )
    .execute();
}

/** Screen protection and gluing services, demo discounts with codes and issued prolong-warranty codes, for both shops. */
export async function seedCartExtras(trx: Db, now: Date): Promise<void> {
  for (const [position, service] of packageServices.entries()) {
    const { id } = await trx
      .insertInto('package_services')
      .values({
        code: service.code,
        kind: service.kind,
        gluing_type: service.gluingType,
        price_czk: service.priceCzk,
        price_ron: service.priceRon,
        position: position + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('package_service_texts')
      .values(
        (['cz', 'ro'] as const).map((shop) => ({
          service_id: id,
          shop,
          name: service.texts[shop][0],
          description: service.texts[shop][1],
        })),
      )
      .execute();
  }

  for (const shop of ['cz', 'ro'] as const) {
    for (const discount of discounts) {
      const { id } = await trx
        .insertInto('discounts')
        .values({
          shop,
          title: discount.title,
          marketing_name: discount.marketingName[shop],
          type: discount.type,
          value: discount.value[shop],
          max_quantity_per_order: discount.maxQuantityPerOrder ?? null,
          first_purchase_only: discount.firstPurchaseOnly ?? false,
          uses_per_customer: discount.usesPerCustomer ?? null,
          min_order_amount: discount.minOrderAmount?.[shop] ?? 0,
          valid_from: new Date(now.getTime() - (discount.expired ? 228 : 365) * DAY_MS),
          valid_to: discount.expired ? new Date(now.getTime() - 136 * DAY_MS) : null,
          is_public: discount.isPublic ?? false,
          is_combinable: discount.combinable,
          is_isic: discount.isIsic ?? false,
          created_at: new Date(now.getTime() - 365 * DAY_MS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await seedScope(trx, id, discount.scope);
      if (discount.codes[shop].length > 0)
        await trx
          .insertInto('discount_codes')
          .values(
            discount.codes[shop].map((code) => ({
              discount_id: id,
              shop,
              code,
              single_use: discount.singleUse ?? false,
            })),
          )
          .execute();
    }
  }
  await seedProlongWarrantyCodes(trx, now);
}

async function seedScope(trx: Db, discountId: number, scope: DiscountSeed['scope']): Promise<void> {
  const types = scope?.productTypes ?? [];
  const models = scope?.models ?? [];
  if (types.length > 0)
    await trx
      .insertInto('discount_scopes')
      .columns(['discount_id', 'product_type_id'])
      .expression((eb) =>
        eb
          .selectFrom('product_types')
          .select([eb.lit(discountId).as('d'), 'id'])
          .where('code', 'in', types),
      )
      .execute();
  if (models.length > 0)
    await trx
      .insertInto('discount_scopes')
      .columns(['discount_id', 'product_id'])
      .expression((eb) =>
        eb
          .selectFrom('products as p')
          .innerJoin('models as m', 'm.id', 'p.model_id')
          .select([eb.lit(discountId).as('d'), 'p.id'])
          .where('m.seo_name', 'in', models),
      )
      .execute();
}
