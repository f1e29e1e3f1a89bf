import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';
import { logIn } from './http.ts';

const demoCustomerOf: Record<ShopCode, string> = {
  cz: 'jana.novakova@example.cz',
  ro: 'ana.popescu@example.ro',
};

/**
 * A fresh customer with nothing yet (no orders, buyouts or addresses), signed in. It reuses the
 * demo customer's password hash, so it logs in with the demo password without a slow scrypt run.
 */
export async function signedInNewCustomer(
  db: Db,
  baseUrl: string,
  shop: ShopCode,
  email: string,
): Promise<{ sid: string; userId: number }> {
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('shop', '=', shop)
    .where('email', '=', demoCustomerOf[shop])
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('users')
    .values({ shop, email, password_hash, first_name: 'Test', last_name: 'Zákazník', role: 'customer' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { sid: await logIn(baseUrl, email), userId: id };
}
