import { type ShopCode, shops } from 'shared-domain';
import type { StaffContentMenu } from 'shared-domain/contracts/admin-content-pages.ts';
import type { ContentMenu, ContentMenuItem, ContentMenuName } from 'shared-domain/contracts/content-pages.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { ContentLocale, Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { findMenu, upsertMenu } from './content-menu-repository.ts';

// The footer's links and the megamenu's extra links, edited by staff per shop and language. A
// menu nobody saved yet is empty at version 0; each save must name the version it was read at.

/** The shared caches' key of a menu's answers: saving the menu purges them. */
export function menuCacheKey(menu: ContentMenuName): string {
  return `content-menu-${menu}`;
}

export async function readStaffMenu(
  db: Db,
  shop: ShopCode,
  menu: ContentMenuName,
  locale: ContentLocale = shops[shop].locale,
): Promise<StaffContentMenu> {
  const row = await findMenu(db, shop, locale, menu);
  return { menu, locale, items: row?.items ?? [], version: row?.version ?? 0 };
}

/** What visitors see: the menu in the shop's own language. */
export async function readPublicMenu(db: Db, shop: ShopCode, menu: ContentMenuName): Promise<ContentMenu> {
  const row = await findMenu(db, shop, shops[shop].locale, menu);
  return { menu, items: row?.items ?? [] };
}

export async function saveMenu(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  menu: ContentMenuName,
  body: { locale?: ContentLocale; version: number; items: ContentMenuItem[] },
  now: Date,
): Promise<StaffContentMenu> {
  const locale = body.locale ?? shops[shop].locale;
  await db.transaction().execute(async (trx) => {
    const before = await findMenu(trx, shop, locale, menu);
    if ((before?.version ?? 0) !== body.version) throw new CodedError('conflict', 'version_conflict', 409);
    const items = JSON.stringify(body.items);
    await upsertMenu(trx, { shop, locale, menu, items, version: body.version + 1, updated_at: now });
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-menu',
      entityId: `${locale}:${menu}`,
      action: 'update',
      before: before?.items ?? null,
      after: body.items,
    });
  });
  return readStaffMenu(db, shop, menu, locale);
}
