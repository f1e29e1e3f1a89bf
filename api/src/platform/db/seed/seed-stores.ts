import { shops } from 'shared-domain';
import type { Db } from '../schema.ts';
import type { SeededRandom } from './random.ts';
import type { SeededProduct } from './seed-catalogue.ts';
import { holidayExceptions, storePages } from './store-pages-data.ts';
import { stores } from './stores-data.ts';

export async function seedStores(trx: Db): Promise<{ id: number; shop: 'cz' | 'ro'; kind: string }[]> {
  return trx
    .insertInto('stores')
    .values(
      stores.map((store) => ({
        shop: store.shop,
        code: store.code,
        name: store.name,
        kind: store.kind,
        street: store.street,
        city: store.city,
        postcode: store.postcode,
        country: shops[store.shop].country,
        phone: store.phone,
        latitude: store.latitude,
        longitude: store.longitude,
        opening_hours: JSON.stringify(store.hours),
        // Issue 19: what the stores pages show; pickup points get a slug of their code only.
        slug: storePages[store.code]?.slug ?? store.code.toLowerCase(),
        services: storePages[store.code]?.services ?? [],
        email: storePages[store.code]?.email ?? null,
        description: storePages[store.code]?.description ?? '',
        opening_exceptions: JSON.stringify(storePages[store.code] ? holidayExceptions[store.shop] : []),
      })),
    )
    .returning(['id', 'shop', 'kind'])
    .execute();
}

/**
 * Stock lives in the sales stores only. Accessories are plentiful, new devices come in a few
 * pieces, refurbished ones are mostly single pieces in some stores; a few lines run out.
 */
export async function seedStock(
  trx: Db,
  random: SeededRandom,
  products: SeededProduct[],
  salesStores: { id: number }[],
): Promise<void> {
  const rows: { product_id: number; store_id: number; quantity: number }[] = [];
  for (const product of products) {
    for (const store of salesStores) {
      if (product.typeCode === 'accessories') {
        if (random.chance(0.95))
          rows.push({ product_id: product.id, store_id: store.id, quantity: random.int(5, 40) });
      } else if (product.condition === 'new') {
        if (random.chance(0.8))
          rows.push({ product_id: product.id, store_id: store.id, quantity: random.int(0, 9) });
      } else if (random.chance(0.35)) {
        rows.push({ product_id: product.id, store_id: store.id, quantity: random.int(1, 2) });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await trx
      .insertInto('stock')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}
