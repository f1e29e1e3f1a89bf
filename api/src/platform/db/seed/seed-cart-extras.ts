import type { ShopCode } from 'shared-domain';
import type { Db } from '../schema.ts';
import { SeededRandom } from './random.ts';

// Demo package services and discounts of both shops (issue 5). Codes to try:
//
//   cz                      ro                      what it does
//   VITEJTE10               BINEVENIT10             10 % off everything; combines with nothing
//   SLEVA500                REDUCERE100             500 Kč / 100 Lei off from 5 000 Kč / 1 000 Lei; combinable
//   PRISLUSENSTVI20         ACCESORII20             20 % off accessories only; combinable
//   NABIJECKA199            INCARCATOR49            every accessory piece for 199 Kč / 49 Lei; combinable
//   LETO2025                VARA2025                expired (summer 2025): "not valid"
//   5 single-use codes per shop (10 characters, e.g. printed on a voucher), 300 Kč / 60 Lei off, combinable:
//     run `select code from discount_codes where single_use` or see singleUseCodes() below
//   ISIC card               ISIC card               5 % off for an ISIC card holder; combinable
//
// Active codes are valid from a year before the seed time and never expire (valid_to null).

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
      ro: ['Asigurare ecran', 'Înlocuirea gratuită a ecranului spart o dată în 12 luni de la cumpărare.'],
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
  accessoriesOnly?: boolean;
  minOrderAmount?: Record<ShopCode, number>;
  combinable: boolean;
  isPublic?: boolean;
  isIsic?: boolean;
  expired?: boolean;
  codes: Record<ShopCode, string[]>;
  singleUse?: boolean;
}

/** Voucher codes: 10 characters of digits and both letter cases (spec §9), the same on every run. */
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
    accessoriesOnly: true,
    combinable: true,
    isPublic: true,
    codes: { cz: ['PRISLUSENSTVI20'], ro: ['ACCESORII20'] },
  },
  {
    title: 'Accessories for a fixed price',
    marketingName: { cz: 'Příslušenství za 199 Kč', ro: 'Accesorii la 49 Lei' },
    type: 'fixed',
    value: { cz: 19_900, ro: 4_900 },
    accessoriesOnly: true,
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

/** Screen protection and gluing services, and demo discounts with codes, for both shops. */
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

  const accessories = await trx
    .selectFrom('product_types')
    .select('id')
    .where('code', '=', 'accessories')
    .executeTakeFirstOrThrow();
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
          product_type_id: discount.accessoriesOnly ? accessories.id : null,
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
}
