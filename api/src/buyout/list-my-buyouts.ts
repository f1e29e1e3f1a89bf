import type { ShopCode } from 'shared-domain';
import { type BuyoutStatus, buyoutStatuses, buyoutTransitions } from 'shared-domain/buyout';
import type { MyBuyouts } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';

/** Statuses a buyout can still leave: "active". Paid and returned buyouts are finished. */
export const activeBuyoutStatuses: BuyoutStatus[] = buyoutStatuses.filter(
  (status) => buyoutTransitions[status].length > 0,
);

/** The signed-in customer's buyouts of this shop that are not finished, newest first. */
export async function listMyBuyouts(db: Db, shop: ShopCode, userId: number): Promise<MyBuyouts> {
  const rows = await db
    .selectFrom('buyouts as b')
    .innerJoin('model_colours as mc', 'mc.id', 'b.model_colour_id')
    .innerJoin('model_colour_texts as mct', (join) =>
      join.onRef('mct.model_colour_id', '=', 'mc.id').on('mct.shop', '=', shop),
    )
    .innerJoin('models as m', 'm.id', 'mc.model_id')
    .innerJoin('manufacturers as mf', 'mf.id', 'm.manufacturer_id')
    .where('b.shop', '=', shop)
    .where('b.user_id', '=', userId)
    .where('b.status', 'in', activeBuyoutStatuses)
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
  return {
    buyouts: rows.map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      // As the staff list names it (list-buyouts.ts).
      device: `${row.manufacturerName} ${row.modelName}, ${row.colourName}`,
      price: { amount: row.price, currency: row.currency },
      createdAt: row.created_at.toISOString(),
    })),
  };
}
