import type { Db } from '../schema.ts';

/** Service orders of the demo customers in every status of the timeline (issue 7). */
export async function seedServiceOrders(_trx: Db, _createdAt: Date): Promise<void> {}
