import { qualityGrades, type ShopCode } from 'shared-domain';
import { type Appraisal, type AppraisalResult, quoteValidUntil, selectionPath } from 'shared-domain/buyout';
import { isInt4Id } from '../platform/db/int4.ts';
import type { Db } from '../platform/db/schema.ts';
import {
  findCurrentPriceList,
  type PriceList,
  selectConditions,
  selectGradePrices,
} from './appraisal-repository.ts';
import { type Device, findDevice } from './device-repository.ts';

export interface LoadedAppraisal {
  device: Device;
  priceList: PriceList;
  appraisal: Appraisal;
  /** Selection URL of the device (the selector pushes it to the browser). */
  url: string;
}

export function deviceUrl(shop: ShopCode, device: Device): string {
  return selectionPath(shop, {
    type: device.productType.seo_name,
    manufacturer: device.manufacturer.seo_name,
    model: device.model.seo_name,
    colour: device.colour.seo_name,
  });
}

/** The result's URL: the device's selection with the grade preselected. */
export function resultUrl(selectionUrl: string, quality: string): string {
  return `${selectionUrl}?quality=${encodeURIComponent(quality)}`;
}

/**
 * The appraisal of a model colour from the shop's current price list (or the given one), or
 * undefined when the colour is unknown or has no prices there. Everything the pricing rules of
 * shared-domain's appraise() need, so the api recomputes a submission exactly as the browser did.
 */
export async function loadAppraisal(
  db: Db,
  shop: ShopCode,
  colourId: number,
  options: { now: Date; priceList?: PriceList },
): Promise<LoadedAppraisal | undefined> {
  // The contract caps no device_identifier; one beyond int4 names no colour.
  if (!isInt4Id(colourId)) return undefined;
  const parts = options.priceList
    ? await readAppraisalParts(db, shop, colourId, options.priceList)
    : await cachedAppraisalParts(db, shop, colourId);
  if (!parts) return undefined;
  const { device, priceList, prices, conditions } = parts;
  const url = deviceUrl(shop, device);
  const results: AppraisalResult[] = prices
    .map((price) => ({
      id: price.id,
      quality: price.quality,
      price: price.amount,
      url: resultUrl(url, price.quality),
    }))
    .sort((a, b) => qualityGrades.indexOf(a.quality) - qualityGrades.indexOf(b.quality));
  const appraisal: Appraisal = {
    appraisal_result: results,
    device_conditions: conditions,
    version: priceList.version,
    minimal_buyout_price: priceList.minimalPrice,
    currency: priceList.currency,
    valid_until: quoteValidUntil(options.now).toISOString(),
  };
  return { device, priceList, appraisal, url };
}

interface AppraisalParts {
  device: Device;
  priceList: PriceList;
  prices: Awaited<ReturnType<typeof selectGradePrices>>;
  conditions: Appraisal['device_conditions'];
}

async function readAppraisalParts(
  db: Db,
  shop: ShopCode,
  colourId: number,
  knownPriceList?: PriceList,
): Promise<AppraisalParts | undefined> {
  const device = await findDevice(db, shop, colourId);
  if (!device) return undefined;
  const priceList = knownPriceList ?? (await findCurrentPriceList(db, shop));
  if (!priceList) return undefined;
  const [prices, conditions] = await Promise.all([
    selectGradePrices(db, priceList.id, colourId),
    selectConditions(db, shop, device.productType.id),
  ]);
  return prices.length === 0 ? undefined : { device, priceList, prices, conditions };
}

/**
 * How long an appraisal's parts (device, current price list, grade prices, questions) are reused.
 * The appraisal is the busiest buyout call (its budget: p99 ≤ 25 ms at 200 requests/s) and
 * its four queries read data that changes only when a new price list is published; a published
 * list reaches every api instance within this time. Submissions are priced from the same parts,
 * so an instance never prices a sale from a list other than the one it appraised with.
 */
export const APPRAISAL_CACHE_MS = 30_000;

const partsCache = new WeakMap<
  Db,
  Map<string, { expires: number; parts: Promise<AppraisalParts | undefined> }>
>();

function cachedAppraisalParts(db: Db, shop: ShopCode, colourId: number): Promise<AppraisalParts | undefined> {
  let cache = partsCache.get(db);
  if (!cache) {
    cache = new Map();
    partsCache.set(db, cache);
  }
  const key = `${shop}:${colourId}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.parts;
  // The promise is cached, so a burst of requests for one colour reads the database once.
  const parts = readAppraisalParts(db, shop, colourId);
  cache.set(key, { expires: now + APPRAISAL_CACHE_MS, parts });
  parts.catch(() => cache.delete(key));
  return parts;
}
