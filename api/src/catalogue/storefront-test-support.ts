import { randomUUID } from 'node:crypto';
import type { Db } from '../platform/db/schema.ts';

// What the storefront's HTTP tests set up as staff would in the back office: the tables are
// written straight, the admin routes that write them are tested in catalogue/admin.

/** A category's id by its seo name in the Czech shop. */
export async function categoryIdOf(db: Db, seoName: string): Promise<number> {
  const row = await db
    .selectFrom('category_texts')
    .where('shop', '=', 'cz')
    .where('seo_name', '=', seoName)
    .select('category_id')
    .executeTakeFirstOrThrow();
  return row.category_id;
}

/** An uploaded JPEG's row (the bytes do not matter to the storefront's answers); its id. */
export async function insertUpload(db: Db, name = 'photo.jpg'): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('uploads')
    .values({
      id,
      sha256: randomUUID().replaceAll('-', '').repeat(2),
      mime: 'image/jpeg',
      size_bytes: 1000,
      width: 1200,
      height: 900,
      original_name: name,
    })
    .execute();
  return id;
}
