import { shopCodes } from 'shared-domain';
import type { Db, OrderStatus } from '../schema.ts';
import { currencyOf } from './prices.ts';
import type { SeededRandom } from './random.ts';
import type { SeededProduct } from './seed-catalogue.ts';

const ORDERS_PER_SHOP = 8;
const DAY = 24 * 60 * 60 * 1000;
/** Newest orders are still being handled, older ones are delivered (one was cancelled). */
const statusByAge: OrderStatus[] = [
  'new',
  'paid',
  'picking',
  'shipped',
  'delivered',
  'cancelled',
  'delivered',
  'delivered',
];

export async function seedOrders(
  trx: Db,
  random: SeededRandom,
  products: SeededProduct[],
  users: { id: number; shop: string; role: string }[],
  now: Date,
): Promise<void> {
  const newProducts = products.filter((product) => product.condition === 'new');
  for (const shop of shopCodes) {
    // Guests (no account) order too.
    const buyers = [
      ...users
        .filter((u) => u.shop === shop && (u.role === 'customer' || u.role === 'business'))
        .map((u) => u.id),
      null,
    ];
    const rows = statusByAge.slice(0, ORDERS_PER_SHOP).map((status, index) => {
      const lines = random.int(1, 3);
      let total = 0;
      for (let line = 0; line < lines; line += 1)
        total += random.pick(newProducts).price[shop] * random.int(1, 2);
      return {
        number: `${shop.toUpperCase()}26${String(index + 1).padStart(6, '0')}`,
        shop,
        user_id: random.pick(buyers),
        status,
        total_amount: total,
        currency: currencyOf[shop],
        created_at: new Date(
          now.getTime() - (index * 3 + random.int(0, 2)) * DAY - random.int(0, 600) * 60_000,
        ),
      };
    });
    await trx.insertInto('orders').values(rows).execute();
  }
}
