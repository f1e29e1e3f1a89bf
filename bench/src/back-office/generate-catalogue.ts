import { sql } from 'kysely';
import type { Db } from '../../../api/src/platform/db/schema.ts';

// A catalogue at scale for the back-office benches (issue 15): on top of the demo seed, `products`
// more products over the seeded brands and device types, five variants per master product (two
// colours × storages, new or used in grades A+…D), priced in both shops, stocked in about a third
// of each shop's stores (some at zero, some low), each master product in its type's root category.
// Set-based (INSERT … SELECT generate_series), so 50 000 products take seconds, not minutes.

const VARIANTS_PER_MASTER = 5;
const STORAGES = [64, 128, 256, 512, 1024];
const GRADES = ['A+', 'A', 'B', 'C', 'D'];

export interface GeneratedCatalogue {
  masterProducts: number;
  products: number;
}

export async function generateCatalogue(db: Db, options: { products: number }): Promise<GeneratedCatalogue> {
  const masters = Math.ceil(options.products / VARIANTS_PER_MASTER);
  const types = (await db.selectFrom('product_types').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  const brands = (await db.selectFrom('manufacturers').select('id').orderBy('id').execute()).map(
    (row) => row.id,
  );
  if (types.length === 0 || brands.length === 0)
    throw new Error('generateCatalogue: seed the database first');
  const first = await db
    .selectFrom('models')
    .select(sql<number>`coalesce(max(id), 0)`.as('max'))
    .executeTakeFirstOrThrow();

  // Model names repeat per brand with a number, like real ranges ("Model 12 Pro"); unique per brand.
  await sql`
    insert into models (product_type_id, manufacturer_id, name, seo_name, released_year)
    select (${sql.val(types)}::int[])[1 + g % ${types.length}],
           (${sql.val(brands)}::int[])[1 + (g / ${types.length}) % ${brands.length}],
           'Bench ' || (g % 97) || case g % 3 when 0 then ' Pro' when 1 then ' Lite' else '' end || ' ' || g,
           'bench-model-' || g,
           2018 + g % 8
    from generate_series(1, ${masters}) g`.execute(db);

  await sql`
    insert into model_colours (model_id, code, hex)
    select m.id, c.code, c.hex from models m
    cross join (values ('black', '#111111'), ('blue', '#1f4fbf')) c(code, hex)
    where m.id > ${first.max}`.execute(db);
  await sql`
    insert into model_colour_texts (model_colour_id, shop, name)
    select mc.id, s.shop, case when s.shop = 'cz' then
      case mc.code when 'black' then 'Černá' else 'Modrá' end
      else case mc.code when 'black' then 'Negru' else 'Albastru' end end
    from model_colours mc join models m on m.id = mc.model_id
    cross join (values ('cz'), ('ro')) s(shop)
    where m.id > ${first.max}`.execute(db);

  // Variant v of a master: colour by parity, storage by index, the first two new, the rest used.
  await sql`
    insert into products (model_id, model_colour_id, storage_gb, condition, quality_grade, code, ean, seo_name, created_at)
    select m.id, mc.id,
           (${sql.val(STORAGES)}::int[])[1 + (v + m.id) % ${STORAGES.length}],
           case when v < 2 then 'new' else 'used' end,
           case when v < 2 then null else (${sql.val(GRADES)}::text[])[1 + (m.id + v) % ${GRADES.length}] end,
           'BENCH-' || m.id || '-' || v,
           '2' || lpad((m.id::bigint * 10 + v)::text, 12, '0'),
           'bench-' || m.id || '-' || v,
           now() - ((m.id * 10 + v) % 1000) * interval '1 hour'
    from models m
    cross join generate_series(0, ${VARIANTS_PER_MASTER - 1}) v
    join model_colours mc on mc.model_id = m.id and mc.code = case when v % 2 = 0 then 'black' else 'blue' end
    where m.id > ${first.max}`.execute(db);

  // Prices between 1 990 and 41 990 Kč (399–8 399 lei), used ones cheaper by grade.
  await sql`
    insert into product_prices (product_id, shop, amount, currency)
    select p.id, s.shop,
           ((1990 + (p.model_id * 37) % 40000) * s.factor * case when p.condition = 'new' then 1 else 0.7 end)::int * 100,
           s.currency
    from products p join models m on m.id = p.model_id
    cross join (values ('cz', 1.0, 'CZK'), ('ro', 0.2, 'RON')) s(shop, factor, currency)
    where m.id > ${first.max}`.execute(db);

  await sql`
    insert into stock (product_id, store_id, quantity)
    select p.id, st.id, (p.id * 7 + st.id) % 6
    from products p join models m on m.id = p.model_id
    cross join stores st
    where m.id > ${first.max} and st.kind = 'store' and (p.id + st.id) % 3 = 0`.execute(db);

  await sql`
    insert into model_categories (model_id, category_id)
    select m.id, c.id from models m
    join product_types t on t.id = m.product_type_id
    join categories c on c.parent_id is null and c.type_device = t.code
    where m.id > ${first.max}
    on conflict do nothing`.execute(db);

  await sql`analyze`.execute(db);
  return { masterProducts: masters, products: masters * VARIANTS_PER_MASTER };
}
