import type { Db } from '../schema.ts';

/** Service operations per model, their texts per shop, and the models' search texts (issue 7). */
export async function seedServiceOperations(_trx: Db): Promise<void> {}
