import { type ShopCode, shopCodes, shops } from 'shared-domain';
import { componentParamSchemas } from 'shared-domain/contracts/content-components.ts';
import type { Db } from '../schema.ts';
import { seedFooter, seedMegamenu, seedPages } from './content-pages-data.ts';

// Issue 19: the pages of content-pages-data.ts, published (each shop in its own language), and
// the footer menu linking them, and the megamenu's extra links. Every component's params pass its type's schema, as the admin's
// "component params set" would demand. Draws nothing from the PRNG.

/** Czech typography: a one-letter preposition or conjunction never ends a line. */
function bindOneLetterWords(text: string): string {
  return text.replace(/(^|[\s(])([vkszouaiVKSZOUAI]) /g, '$1$2\u00a0');
}

function czechTypography(value: unknown): unknown {
  if (typeof value === 'string') return bindOneLetterWords(value);
  if (Array.isArray(value)) return value.map(czechTypography);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, czechTypography(item)]));
  return value;
}

export async function seedContentPages(trx: Db, now: Date): Promise<void> {
  for (const shop of shopCodes) await seedShopContentPages(trx, shop, now);
}

/** One shop's published pages and its footer and megamenu. */
export async function seedShopContentPages(trx: Db, shop: ShopCode, now: Date): Promise<void> {
  const locale = shops[shop].locale;
  const localized = (value: unknown) => (shop === 'cz' ? czechTypography(value) : value);
  for (const page of seedPages[shop]) {
    const title = localized(page.title) as string;
    const description = localized(page.description) as string;
    const created = await trx
      .insertInto('content_pages')
      .values({ shop, locale, slug: page.slug, title, description, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const components = [];
    for (const [position, component] of page.components.entries()) {
      const params = componentParamSchemas[component.type].parse(localized(component.params));
      const row = await trx
        .insertInto('content_components')
        .values({ page_id: created.id, position, type: component.type, params: JSON.stringify(params) })
        .returning('id')
        .executeTakeFirstOrThrow();
      components.push({ id: row.id, type: component.type, params });
    }
    await trx
      .updateTable('content_pages')
      .set({
        status: 'published',
        published_at: now,
        published_snapshot: JSON.stringify({ title, description, components }),
      })
      .where('id', '=', created.id)
      .execute();
  }
  await trx
    .insertInto('content_menus')
    .values([
      { shop, locale, menu: 'footer', items: JSON.stringify(localized(seedFooter[shop])), updated_at: now },
      { shop, locale, menu: 'megamenu', items: JSON.stringify(seedMegamenu[shop]), updated_at: now },
    ])
    .execute();
}
