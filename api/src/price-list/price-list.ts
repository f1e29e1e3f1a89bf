import { type PriceList, type PriceListDevice, type ShopCode, shops } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import {
  selectActiveRepairs,
  selectBestBuyoutPrices,
  selectPricedModels,
  selectPricedTypes,
} from './price-list-repository.ts';

// The public price list: what a repair costs (the active service operations of each model) and
// what the shop pays for a device (the best price of the model's colours in the current buyout
// price list, per quality grade). Read-only, from the same tables the service and buyout use.

/** More matching devices are cut off: the page asks the visitor to narrow the search. */
const MAX_DEVICES = 60;

export async function getPriceList(
  db: Db,
  shop: ShopCode,
  query: { type?: string; q?: string },
): Promise<PriceList> {
  const { currency } = shops[shop];
  const types = await selectPricedTypes(db, shop);
  const rows = await selectPricedModels(db, shop, { type: query.type, q: query.q, limit: MAX_DEVICES + 1 });
  const listed = rows.slice(0, MAX_DEVICES);
  const ids = listed.map((row) => row.id);
  const repairs = ids.length === 0 ? [] : await selectActiveRepairs(db, shop, ids);
  const buyout = ids.length === 0 ? [] : await selectBestBuyoutPrices(db, shop, ids);
  const items: PriceListDevice[] = listed.map((row) => ({
    modelId: row.id,
    name: `${row.manufacturer} ${row.name}`,
    type: { seoName: row.typeSeo, name: row.typeName },
    repairs: repairs
      .filter((repair) => repair.modelId === row.id)
      .map((repair) => ({
        kind: repair.kind,
        name: repair.name,
        price: { amount: currency === 'CZK' ? repair.price_czk : repair.price_ron, currency },
      })),
    buyout: buyout
      .filter((price) => price.modelId === row.id)
      .map((price) => ({ quality: price.quality, price: { amount: Number(price.amount), currency } })),
  }));
  return { types, items, truncated: rows.length > MAX_DEVICES };
}
