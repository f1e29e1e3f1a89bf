import { hashPassword } from '../../password.ts';
import type { Db } from '../schema.ts';
import type { SeededRandom } from './random.ts';
import { demoPassword, demoUsers } from './users-data.ts';

/**
 * Demo accounts with real scrypt hashes. The salts come from the seeded PRNG so the seed stays
 * byte-for-byte reproducible; the password is public anyway.
 */
export async function seedUsers(
  trx: Db,
  random: SeededRandom,
  createdAt: Date,
): Promise<{ id: number; shop: string; role: string }[]> {
  const salts = demoUsers.map(() => random.bytes(16));
  // scrypt runs on libuv's thread pool, so hashing all accounts at once takes about one hash per core.
  const hashes = await Promise.all(salts.map((salt) => hashPassword(demoPassword, salt)));
  return trx
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
        created_at: createdAt,
      })),
    )
    .returning(['id', 'shop', 'role'])
    .execute();
}
