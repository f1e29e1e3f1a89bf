import type { Db } from '../schema.ts';
import { seedServiceOperations } from './seed-service-operations.ts';
import { seedServiceOrders } from './seed-service-orders.ts';

/**
 * Issue 7: service operations per model with prices in both currencies, their texts per shop and
 * the models' search texts; then a few service orders of the demo customers (one with a changed
 * quote waiting for approval). Draws nothing from the shared PRNG, so earlier seed data stays the same.
 */
export async function seedService(trx: Db, createdAt: Date): Promise<void> {
  await seedServiceOperations(trx);
  await seedServiceOrders(trx, createdAt);
}
