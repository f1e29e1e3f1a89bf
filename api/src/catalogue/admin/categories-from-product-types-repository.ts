import { type Kysely, sql } from 'kysely';

/**
 * Makes each product type that has no category yet a root category of the tree, with the type's
 * names and SEO names in both shops, and puts the type's master products in it. Idempotent: a
 * type already made a category (its code in `type_device` of a root) is left as staff edited it.
 * `at` is their creation time (the seed's fixed clock). Run by migration 0014 for a shop upgraded from an earlier release, and by the seed for a new one.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migration passes a schemaless handle, the seed a typed one.
export async function categoriesFromProductTypes(db: Kysely<any>, at: Date = new Date()): Promise<void> {
  await sql`
    with missing as (
      select t.id, t.code, t.position from product_types t
      where not exists (select 1 from categories c where c.parent_id is null and c.type_device = t.code)
    ), made as (
      insert into categories (parent_id, position, for_display, filterable, for_buyout, for_service, type_device, created_at, updated_at)
      select null, m.position, true, true, true, true, m.code, ${at}, ${at} from missing m order by m.position
      returning id, type_device
    ), texts as (
      insert into category_texts (category_id, shop, name, seo_name)
      select made.id, tt.shop, tt.name, tt.seo_name
      from made join product_types t on t.code = made.type_device
      join product_type_texts tt on tt.product_type_id = t.id
    )
    insert into model_categories (model_id, category_id)
    select m.id, made.id from made
    join product_types t on t.code = made.type_device
    join models m on m.product_type_id = t.id
  `.execute(db);
}
