import {
  type Appraisal,
  type AppraisalResult,
  qualityGrades,
  quoteValidUntil,
  type ShopCode,
  selectionPath,
} from 'shared-domain';
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
  /** Selection URL of the device (spec §7: the selector pushes it). */
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
  const device = isInt4Id(colourId) ? await findDevice(db, shop, colourId) : undefined;
  if (!device) return undefined;
  const priceList = options.priceList ?? (await findCurrentPriceList(db, shop));
  if (!priceList) return undefined;
  const prices = await selectGradePrices(db, priceList.id, colourId);
  if (prices.length === 0) return undefined;
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
    device_conditions: await selectConditions(db, shop, device.productType.id),
    version: priceList.version,
    minimal_buyout_price: priceList.minimalPrice,
    currency: priceList.currency,
    valid_until: quoteValidUntil(options.now).toISOString(),
  };
  return { device, priceList, appraisal, url };
}
