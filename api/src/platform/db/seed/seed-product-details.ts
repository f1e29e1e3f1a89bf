import type { ShopCode } from 'shared-domain';
import type { Db, ProductOfferKind } from '../schema.ts';

// Product detail data (migration 0004): package size and weight of every model, and the rules that
// price insurance and extended warranty. Derived from the catalogue already seeded, without the
// shared random stream, so the other seed modules' data stays the same.

interface Package {
  width: number;
  height: number;
  depth: number;
  /** grams */
  weight: number;
}

/** Retail boxes as the manufacturers ship them (mm, g), by product type. */
const packageOfType: Record<string, Package> = {
  phones: { width: 84, height: 168, depth: 38, weight: 330 },
  tablets: { width: 198, height: 262, depth: 45, weight: 790 },
  smartwatches: { width: 98, height: 132, depth: 88, weight: 290 },
  accessories: { width: 95, height: 185, depth: 20, weight: 90 },
};

/** Accessories differ more than devices do: a charger, a case and earbuds come in other boxes. */
const accessoryPackages: [RegExp, Package][] = [
  [/adapter/, { width: 60, height: 102, depth: 42, weight: 110 }],
  [/airpods|buds/, { width: 102, height: 102, depth: 52, weight: 200 }],
  [/case/, { width: 102, height: 190, depth: 22, weight: 85 }],
  [/panzerglass/, { width: 100, height: 186, depth: 12, weight: 95 }],
];

function packageOf(typeCode: string, seoName: string): Package {
  if (typeCode === 'accessories') {
    return accessoryPackages.find(([pattern]) => pattern.test(seoName))?.[1] ?? packageOfType.accessories;
  }
  const base = packageOfType[typeCode] ?? packageOfType.accessories;
  // Pro, Plus and Air lines are bigger devices with more in the box.
  if (/-pro|-plus|-air/.test(seoName))
    return { ...base, height: base.height + 6, depth: base.depth + 2, weight: base.weight + 70 };
  return base;
}

interface OfferRuleSeed {
  code: string;
  kind: ProductOfferKind;
  months: number;
  /** basis points of the product price, per device type */
  rate: Partial<Record<string, number>>;
  texts: Record<ShopCode, [name: string, description: string]>;
}

const offerRules: OfferRuleSeed[] = [
  {
    code: 'theft-damage-12',
    kind: 'insurance',
    months: 12,
    rate: { phones: 1200, tablets: 1000, smartwatches: 900 },
    texts: {
      cz: [
        'Pojištění proti krádeži a poškození na 12 měsíců',
        'Kryje náhodné poškození (rozbitý displej, pád, polití) i krádež. Spoluúčast 10 %.',
      ],
      ro: [
        'Asigurare împotriva furtului și deteriorării, 12 luni',
        'Acoperă deteriorarea accidentală (ecran spart, cădere, lichide) și furtul. Franșiză 10 %.',
      ],
    },
  },
  {
    code: 'damage-24',
    kind: 'insurance',
    months: 24,
    rate: { phones: 1500, tablets: 1300, smartwatches: 1100 },
    texts: {
      cz: [
        'Pojištění proti poškození na 24 měsíců',
        'Kryje náhodné poškození včetně rozbitého displeje po dobu dvou let.',
      ],
      ro: [
        'Asigurare împotriva deteriorării, 24 de luni',
        'Acoperă deteriorarea accidentală, inclusiv ecranul spart, timp de doi ani.',
      ],
    },
  },
  {
    code: 'extended-warranty-12',
    kind: 'warranty',
    months: 12,
    rate: { phones: 500, tablets: 500, smartwatches: 500 },
    texts: {
      cz: ['Prodloužená záruka +12 měsíců', 'Záruka pokračuje ještě rok po skončení zákonné záruky.'],
      ro: ['Garanție extinsă +12 luni', 'Garanția continuă încă un an după expirarea garanției legale.'],
    },
  },
  {
    code: 'extended-warranty-24',
    kind: 'warranty',
    months: 24,
    rate: { phones: 800, tablets: 800, smartwatches: 700 },
    texts: {
      cz: ['Prodloužená záruka +24 měsíců', 'Záruka pokračuje ještě dva roky po skončení zákonné záruky.'],
      ro: ['Garanție extinsă +24 de luni', 'Garanția continuă încă doi ani după expirarea garanției legale.'],
    },
  },
];

export async function seedProductDetails(trx: Db): Promise<void> {
  const models = await trx
    .selectFrom('models as m')
    .innerJoin('product_types as t', 't.id', 'm.product_type_id')
    .select(['m.id', 'm.seo_name', 't.code as typeCode'])
    .orderBy('m.id')
    .execute();
  if (models.length > 0) {
    await trx
      .insertInto('model_packages')
      .values(
        models.map((model) => {
          const box = packageOf(model.typeCode, model.seo_name);
          return {
            model_id: model.id,
            width_mm: box.width,
            height_mm: box.height,
            depth_mm: box.depth,
            weight_g: box.weight,
          };
        }),
      )
      .execute();
  }

  const types = await trx.selectFrom('product_types').select(['id', 'code']).execute();
  for (const type of types) {
    for (const [position, rule] of offerRules.entries()) {
      const rate = rule.rate[type.code];
      if (rate === undefined) continue;
      const { id } = await trx
        .insertInto('product_offer_rules')
        .values({
          product_type_id: type.id,
          code: rule.code,
          kind: rule.kind,
          months: rule.months,
          rate_bp: rate,
          position: position + 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('product_offer_rule_texts')
        .values(
          (['cz', 'ro'] as const).map((shop) => ({
            rule_id: id,
            shop,
            name: rule.texts[shop][0],
            description: rule.texts[shop][1],
          })),
        )
        .execute();
    }
  }
}
