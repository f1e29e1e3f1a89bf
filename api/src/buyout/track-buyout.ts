import type { BuyoutTracking, ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { notFound } from '../platform/errors.ts';
import { findBuyoutByNumber, selectHistory } from './buyout-repository.ts';
import { buyoutTexts } from './buyout-texts.ts';
import { deviceFactsOf, deviceOf, timelineOf } from './buyout-view.ts';
import { deviceName } from './device-repository.ts';

/**
 * The status page's lookup: number and e-mail must both match. A wrong number and a wrong e-mail
 * answer the same 404, so the page cannot be used to learn which numbers exist.
 */
export async function trackBuyout(
  db: Db,
  shop: ShopCode,
  query: { number: string; e_mail: string },
): Promise<BuyoutTracking> {
  const row = await findBuyoutByNumber(db, shop, query.number.trim().toUpperCase());
  if (!row || row.e_mail.toLowerCase() !== query.e_mail.toLowerCase())
    throw notFound('buyout_not_found', buyoutTexts[shop].trackingNotFound);
  const device = await deviceOf(db, shop, row);
  const facts = deviceFactsOf(row.device);
  return {
    number: row.number,
    status: row.status,
    created_at: row.created_at.toISOString(),
    device: deviceName(device),
    purchase_date: facts.purchase_date,
    condition: facts.condition,
    quality: row.quality,
    price: row.price,
    currency: row.currency,
    timeline: timelineOf(await selectHistory(db, row.id)),
  };
}
