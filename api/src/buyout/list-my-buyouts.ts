import type { ShopCode } from 'shared-domain';
import { type BuyoutStatus, buyoutStatuses, buyoutTransitions } from 'shared-domain/buyout';
import type { MyBuyouts } from 'shared-domain/contracts';
import type { Db } from '../platform/db/schema.ts';
import { selectBuyoutsOfUser } from './my-buyout-repository.ts';

/** Statuses a buyout can still leave: "active". Paid and returned buyouts are finished. */
export const activeBuyoutStatuses: BuyoutStatus[] = buyoutStatuses.filter(
  (status) => buyoutTransitions[status].length > 0,
);

/** The signed-in customer's buyouts of this shop that are not finished, newest first. */
export async function listMyBuyouts(db: Db, shop: ShopCode, userId: number): Promise<MyBuyouts> {
  const rows = await selectBuyoutsOfUser(db, shop, userId, activeBuyoutStatuses);
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
