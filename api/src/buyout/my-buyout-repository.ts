import type { ShopCode } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';
import type { Db } from '../platform/db/schema.ts';

// A signed-in customer's own buyouts, as the account area lists them.

/** The user's buyouts of this shop in one of `statuses`, with the device's names, newest first. */
export async function selectBuyoutsOfUser(db: Db, shop: ShopCode, userId: number, statuses: BuyoutStatus[]) {
  return db
    .selectFrom('buyouts as b')
    .innerJoin('model_colours as mc', 'mc.id', 'b.model_colour_id')
    .innerJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .innerJoin('models as m', 'm.id', 'mc.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .where('b.shop', '=', shop)
    .where('b.user_id', '=', userId)
    .where('b.status', 'in', statuses)
    .select([
      'b.id',
      'b.number',
      'b.status',
      'b.price',
      'b.currency',
      'b.created_at',
      'mf.name as manufacturerName',
      'm.name as modelName',
      'mct.name as colourName',
    ])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}
