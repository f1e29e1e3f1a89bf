import type { ShopCode } from 'shared-domain';
import type { ContentMenuName } from 'shared-domain/contracts/content-pages.ts';
import type { ContentLocale, Db } from '../../platform/db/schema.ts';

// The content_menus rows: a shop's menu in one language, its items and version.

export async function findMenu(db: Db, shop: ShopCode, locale: ContentLocale, menu: ContentMenuName) {
  return db
    .selectFrom('content_menus')
    .where('shop', '=', shop)
    .where('locale', '=', locale)
    .where('menu', '=', menu)
    .select(['items', 'version'])
    .executeTakeFirst();
}

/** Writes the menu's items (JSON) at the version, whether it was saved before or not. */
export async function upsertMenu(
  db: Db,
  menu: {
    shop: ShopCode;
    locale: ContentLocale;
    menu: ContentMenuName;
    items: string;
    version: number;
    updated_at: Date;
  },
): Promise<void> {
  const { items, version, updated_at } = menu;
  await db
    .insertInto('content_menus')
    .values(menu)
    .onConflict((oc) => oc.columns(['shop', 'locale', 'menu']).doUpdateSet({ items, version, updated_at }))
    .execute();
}
