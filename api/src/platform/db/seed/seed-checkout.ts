import type { Db } from '../schema.ts';
import type { SeededRandom } from './random.ts';

/** Pickup points of both countries and the checkout details (addresses, payment, delivery) of seeded orders. */
export async function seedCheckout(trx: Db, random: SeededRandom, now: Date): Promise<void> {
  void trx;
  void random;
  void now;
}
