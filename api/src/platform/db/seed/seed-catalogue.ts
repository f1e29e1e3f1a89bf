import { shopCodes } from 'shared-domain';
import type { Db, QualityGrade } from '../schema.ts';
import {
  type ColourCode,
  type ModelSeed,
  manufacturers,
  models,
  palette,
  productTypes,
  qualityGrades,
  usedPriceFactor,
} from './catalogue-data.ts';
import { currencyOf, toMinor, toPricePoint } from './prices.ts';
import type { SeededRandom } from './random.ts';

export interface SeededProduct {
  id: number;
  typeCode: string;
  condition: 'new' | 'used';
  /** Price in minor units per shop. */
  price: { cz: number; ro: number };
}

/** Real GS1 company prefixes of the manufacturers, so generated EANs look like theirs. */
const eanPrefix: Record<string, string> = {
  Apple: '0194253',
  Samsung: '8806095',
  Xiaomi: '6941812',
  Google: '0840244',
  PanzerGlass: '5711724',
  Spigen: '8809811',
};

export async function seedCatalogue(trx: Db, random: SeededRandom): Promise<SeededProduct[]> {
  const typeIds = await seedProductTypes(trx);
  const manufacturerIds = await seedManufacturers(trx);
  const products: SeededProduct[] = [];
  const eans = new Set<string>();
  let sequence = 100000;
  for (const model of models) {
    const modelId = await insertModel(trx, model, typeIds, manufacturerIds);
    const colourIds = await seedModelColours(trx, modelId, model.colours);
    const rows = variantsOf(model, colourIds).map((variant) => {
      sequence += 1;
      return {
        variant,
        code: `MS${sequence}`,
        ean: variant.grade ? null : uniqueEan(random, eanPrefix[model.manufacturer], eans),
      };
    });
    const inserted = await trx
      .insertInto('products')
      .values(
        rows.map(({ variant, code, ean }) => ({
          model_id: modelId,
          model_colour_id: variant.colour ? colourIds[variant.colour] : null,
          storage_gb: variant.storage,
          condition: variant.grade ? ('used' as const) : ('new' as const),
          quality_grade: variant.grade,
          code,
          ean,
          seo_name: seoNameOf(model, variant),
          created_at: new Date(Date.UTC(model.year, 8, 20)),
        })),
      )
      .returning(['id', 'code'])
      .execute();
    const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
    const seeded = rows.map(({ variant, code }) => ({
      id: idByCode.get(code)!,
      typeCode: model.type,
      condition: variant.grade ? ('used' as const) : ('new' as const),
      price: { cz: priceOf(model, 'cz', variant), ro: priceOf(model, 'ro', variant) },
    }));
    await trx
      .insertInto('product_prices')
      .values(
        seeded.flatMap((product) =>
          shopCodes.map((shop) => ({
            product_id: product.id,
            shop,
            amount: product.price[shop],
            currency: currencyOf[shop],
          })),
        ),
      )
      .execute();
    products.push(...seeded);
  }
  return products;
}

async function seedProductTypes(trx: Db): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [index, type] of productTypes.entries()) {
    const { id } = await trx
      .insertInto('product_types')
      .values({ code: type.code, position: index + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[type.code] = id;
    await trx
      .insertInto('product_type_texts')
      .values(
        shopCodes.map((shop) => ({
          product_type_id: id,
          shop,
          seo_name: type[shop][0],
          name: type[shop][1],
        })),
      )
      .execute();
  }
  return ids;
}

async function seedManufacturers(trx: Db): Promise<Record<string, number>> {
  const rows = await trx
    .insertInto('manufacturers')
    .values(manufacturers.map((name) => ({ name, seo_name: name.toLowerCase() })))
    .returning(['id', 'name'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.id]));
}

async function insertModel(
  trx: Db,
  model: ModelSeed,
  typeIds: Record<string, number>,
  manufacturerIds: Record<string, number>,
): Promise<number> {
  const { id } = await trx
    .insertInto('models')
    .values({
      product_type_id: typeIds[model.type],
      manufacturer_id: manufacturerIds[model.manufacturer],
      name: model.name,
      seo_name: model.seoName,
      released_year: model.year,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function seedModelColours(
  trx: Db,
  modelId: number,
  codes: ColourCode[],
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const code of codes) {
    const [hex, czName, roName] = palette[code];
    const { id } = await trx
      .insertInto('model_colours')
      .values({ model_id: modelId, code, hex })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[code] = id;
    await trx
      .insertInto('model_colour_texts')
      .values([
        { model_colour_id: id, shop: 'cz', name: czName },
        { model_colour_id: id, shop: 'ro', name: roName },
      ])
      .execute();
  }
  return ids;
}

interface Variant {
  storage: number | null;
  storageIndex: number;
  colour: ColourCode | null;
  grade: QualityGrade | null;
}

/**
 * Every colour × storage new; refurbished pieces in every grade for the two most common colours
 * and the two smallest storages, as a buyout-fed stock of a real shop would look.
 */
function variantsOf(model: ModelSeed, colourIds: Record<string, number>): Variant[] {
  const storages = model.storages.length > 0 ? model.storages : [null];
  const colours: (ColourCode | null)[] =
    model.colours.length > 0 ? model.colours.filter((c) => c in colourIds) : [null];
  const variants: Variant[] = [];
  storages.forEach((storage, storageIndex) => {
    for (const colour of colours) variants.push({ storage, storageIndex, colour, grade: null });
  });
  if (model.sellsUsed) {
    storages.slice(0, 2).forEach((storage, storageIndex) => {
      for (const colour of colours.slice(0, 2)) {
        for (const grade of qualityGrades) variants.push({ storage, storageIndex, colour, grade });
      }
    });
  }
  return variants;
}

/** Minor units: the base variant's list price, plus a step per larger storage, less the grade's discount. */
function priceOf(model: ModelSeed, shop: 'cz' | 'ro', variant: Variant): number {
  const newPrice = model.price[shop] + (model.storageStep?.[shop] ?? 0) * variant.storageIndex;
  if (variant.grade) return toMinor(toPricePoint(shop, newPrice * usedPriceFactor[variant.grade]));
  return toMinor(variant.storageIndex === 0 ? newPrice : toPricePoint(shop, newPrice));
}

function seoNameOf(model: ModelSeed, variant: Variant): string {
  const parts = [
    model.seoName,
    variant.storage ? `${variant.storage}gb` : '',
    variant.colour ?? '',
    gradeSlug(variant.grade),
  ];
  return parts.filter(Boolean).join('-');
}

function gradeSlug(grade: QualityGrade | null): string {
  if (!grade) return '';
  return `used-${grade === 'A+' ? 'a-plus' : grade.toLowerCase()}`;
}

function uniqueEan(random: SeededRandom, prefix: string, taken: Set<string>): string {
  for (;;) {
    const body = prefix + random.digits(12 - prefix.length);
    const ean = body + eanCheckDigit(body);
    if (!taken.has(ean)) {
      taken.add(ean);
      return ean;
    }
  }
}

/** GS1 check digit: weights 1 and 3 alternating from the left of a 12-digit body. */
export function eanCheckDigit(body12: string): string {
  const sum = [...body12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return String((10 - (sum % 10)) % 10);
}
