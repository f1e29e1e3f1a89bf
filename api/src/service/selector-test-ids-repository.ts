import type { Db } from '../platform/db/schema.ts';

// Ids of the seeded catalogue by their stable names, for the service's selector and search tests.

export const SERVICE = '/api/new/service';

export async function typeId(db: Db, code: string): Promise<number> {
  return (
    await db.selectFrom('product_types').select('id').where('code', '=', code).executeTakeFirstOrThrow()
  ).id;
}

export async function manufacturerId(db: Db, name: string): Promise<number> {
  return (
    await db.selectFrom('manufacturers').select('id').where('name', '=', name).executeTakeFirstOrThrow()
  ).id;
}

export async function modelId(db: Db, seoName: string): Promise<number> {
  return (
    await db.selectFrom('models').select('id').where('seo_name', '=', seoName).executeTakeFirstOrThrow()
  ).id;
}
