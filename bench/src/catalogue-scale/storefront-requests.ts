import { sql } from 'kysely';
import type { Db } from '../../../api/src/platform/db/schema.ts';

// What a customer's visit asks the api for, as each measure of the section: each measure rotates
// over a few urls so no single plan or page is favoured. Names come from the database (the cz shop)
// so the urls hit the generated catalogue, not only the demo seed.

export interface MeasuredRequest {
  name: string;
  budgetMs: number;
  urls: string[];
}

const CATALOGUE = '/api/new/catalogue';

export async function storefrontRequests(db: Db): Promise<MeasuredRequest[]> {
  const { rows: roots } = await sql<{ seoName: string }>`
    select ct.seo_name as "seoName" from categories c
    join category_texts ct on ct.category_id = c.id and ct.shop = 'cz'
    where c.parent_id is null and c.for_display and c.type_device is not null
    order by c.position, c.id`.execute(db);
  const { rows: products } = await sql<{ seoName: string }>`
    select p.seo_name as "seoName" from products p
    where p.code like 'BENCH-%' and p.id % 997 = 0 order by p.id limit 4`.execute(db);
  if (roots.length === 0 || products.length === 0)
    throw new Error('the catalogue has no categories or products');
  const browse = (query: string) =>
    roots.map(({ seoName }) => `${CATALOGUE}/browse/?type=${seoName}${query}`);
  // Terms as customers type them: a brand with a model number, a model line with its storage,
  // a colour with its diacritics left out, a product code.
  const terms = ['samsung 12', 'bench 4 pro', 'modra 256', 'BENCH-4242-1', 'apple lite'];
  const prefixes = ['sam', 'bench 3', 'modr', 'iph', 'xiaomi 5'];
  return [
    { name: 'category browse', budgetMs: 50, urls: browse('') },
    { name: 'category browse, brand and sort', budgetMs: 50, urls: browse('&brand=samsung&sort=price_asc') },
    {
      name: 'search',
      budgetMs: 50,
      urls: terms.map((term) => `${CATALOGUE}/search/?q=${encodeURIComponent(term)}`),
    },
    {
      name: 'search suggestions',
      budgetMs: 30,
      urls: prefixes.map((term) => `${CATALOGUE}/search/suggestions/?q=${encodeURIComponent(term)}`),
    },
    {
      name: 'product page',
      budgetMs: 20,
      urls: products.map(({ seoName }) => `${CATALOGUE}/products/${encodeURIComponent(seoName)}`),
    },
    { name: 'megamenu', budgetMs: 20, urls: ['/api/new/mp-menu/hamburger/hamburger/'] },
  ];
}
