import { type ShopCode, shops } from 'shared-domain';
import type {
  ContentPageDetail,
  ContentPageRow,
  CreateContentPage,
  UpdateContentPage,
} from 'shared-domain/contracts/admin-content-pages.ts';
import type { GridPage } from 'shared-domain/contracts/back-office.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { type ComponentRow, selectComponentsOfPages } from './content-component-repository.ts';
import { findPageIdBySlug, insertPage, selectPages, updatePageRow } from './content-page-repository.ts';
import { changedSincePublish, pageDetailOf, pageOf, toPageRow } from './page-rows.ts';
import { instantOfShopWallClock } from './shop-wall-clock.ts';

// Creating pages and editing their meta and schedule. A page is the shop's; its language is one of
// the two the shops speak (a shop writes its pages in its own language unless told otherwise).

export async function listPages(
  db: Db,
  shop: ShopCode,
  query: { locale?: 'cs-CZ' | 'ro-RO'; page: number; pageSize: number },
  now: Date,
): Promise<GridPage<ContentPageRow>> {
  const { rows, total } = await selectPages(db, shop, {
    locale: query.locale,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const components =
    rows.length === 0
      ? []
      : await selectComponentsOfPages(
          db,
          rows.map((row) => row.id),
        );
  const byPage = new Map<number, ComponentRow[]>();
  for (const component of components)
    byPage.set(component.page_id, [...(byPage.get(component.page_id) ?? []), component]);
  return {
    items: rows.map((row) => toPageRow(shop, row, now, changedSincePublish(row, byPage.get(row.id) ?? []))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function createPage(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  body: CreateContentPage,
  now: Date,
): Promise<ContentPageDetail> {
  const locale = body.locale ?? shops[shop].locale;
  const id = await db.transaction().execute(async (trx) => {
    await requireFreeSlug(trx, shop, locale, body.slug);
    const created = await insertPage(trx, {
      shop,
      locale,
      slug: body.slug,
      title: body.title,
      description: body.description ?? '',
      updated_by: actor.id,
    });
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-page',
      entityId: created.id,
      action: 'create',
      before: null,
      after: created,
    });
    return created.id;
  });
  return pageDetailOf(db, shop, id, now);
}

/** Meta and schedule; refused with version_conflict when someone saved the page in between. */
export async function updatePage(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  id: number | undefined,
  body: UpdateContentPage,
  now: Date,
): Promise<ContentPageDetail> {
  const pageId = await db.transaction().execute(async (trx) => {
    const page = await pageOf(trx, shop, id);
    if (page.version !== body.version) throw new CodedError('conflict', 'version_conflict', 409);
    if (body.slug !== page.slug) await requireFreeSlug(trx, shop, page.locale, body.slug);
    const after = {
      slug: body.slug,
      title: body.title,
      description: body.description,
      publish_at: body.publishAt ? instantOfShopWallClock(shop, body.publishAt) : null,
      unpublish_at: body.unpublishAt ? instantOfShopWallClock(shop, body.unpublishAt) : null,
    };
    await updatePageRow(trx, page.id, {
      ...after,
      version: page.version + 1,
      updated_at: now,
      updated_by: actor.id,
    });
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-page',
      entityId: page.id,
      action: 'update',
      before: {
        slug: page.slug,
        title: page.title,
        description: page.description,
        publish_at: page.publish_at,
        unpublish_at: page.unpublish_at,
      },
      after,
    });
    return page.id;
  });
  return pageDetailOf(db, shop, pageId, now);
}

async function requireFreeSlug(trx: Db, shop: ShopCode, locale: string, slug: string): Promise<void> {
  const taken = await findPageIdBySlug(trx, shop, locale, slug);
  if (taken) throw new CodedError('conflict', 'content_slug_taken', 409);
}
