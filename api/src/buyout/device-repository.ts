import type { ShopCode } from 'shared-domain';
import type { DeviceOffer } from '../devices/device-offer.ts';
import type { Db } from '../platform/db/schema.ts';
import { buyoutTexts } from './buyout-texts.ts';

// The devices the shop buys: the shared device selector (api/src/devices) offers only what leads
// to at least one model colour priced in the shop's current price list.

export { type Device, deviceName, findDevice } from '../devices/device-repository.ts';

/** Ids of the model colours priced in the shop's current price list (a subquery). */
function pricedColourIds(db: Db, shop: ShopCode) {
  return db
    .selectFrom('buyout_prices as bp')
    .innerJoin('buyout_price_lists as pl', 'pl.id', 'bp.price_list_id')
    .where('pl.shop', '=', shop)
    .where('pl.is_current', '=', true)
    .select('bp.model_colour_id');
}

export const buyoutDeviceOffer: DeviceOffer = {
  area: 'buyout',
  offeredColourIds: pricedColourIds,
  notFoundTexts: buyoutTexts,
};
