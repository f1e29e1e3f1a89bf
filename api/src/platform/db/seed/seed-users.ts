import { hashPassword } from '../../password.ts';
import type { Db } from '../schema.ts';
import { SeededRandom } from './random.ts';
import { demoPassword, demoUsers } from './users-data.ts';

/**
 * The shop accounts' salts come from a PRNG of their own: drawing them from the shared one would
 * shift every value the later seed steps draw (orders, buyouts, reviews) and change the demo data.
 */
const SHOP_ACCOUNT_SALT_SEED = 6_260_115;

/**
 * Demo accounts with real scrypt hashes. The salts come from the seeded PRNG so the seed stays
 * byte-for-byte reproducible; the password is public anyway. Returns the accounts that buy online
 * (shop accounts sell at a counter, so the seeded orders are not theirs).
 */
export async function seedUsers(
  trx: Db,
  random: SeededRandom,
  createdAt: Date,
): Promise<{ id: number; shop: string; role: string }[]> {
  const shopAccountRandom = new SeededRandom(SHOP_ACCOUNT_SALT_SEED);
  const salts = demoUsers.map((user) =>
    user.kind === 'shop' ? shopAccountRandom.bytes(16) : random.bytes(16),
  );
  // scrypt runs on libuv's thread pool, so hashing all accounts at once takes about one hash per core.
  const hashes = await Promise.all(salts.map((salt) => hashPassword(demoPassword, salt)));
  const rows = await trx
    .insertInto('users')
    .values(
      demoUsers.map((user, index) => ({
        shop: user.shop,
        email: user.email,
        password_hash: hashes[index],
        first_name: user.firstName,
        last_name: user.lastName,
        role: user.role,
        company_name: user.companyName ?? null,
        ico: user.ico ?? null,
        vat_id: user.vatId ?? null,
        phone: user.phone ?? null,
        kind: user.kind ?? 'personal',
        created_at: createdAt,
      })),
    )
    .returning(['id', 'shop', 'role', 'kind'])
    .execute();
  return rows.filter((row) => row.kind !== 'shop').map(({ id, shop, role }) => ({ id, shop, role }));
}
