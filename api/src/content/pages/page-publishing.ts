import type { ShopCode } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import type { ContentPageDetail } from 'shared-domain/contracts/admin-content-pages.ts';
import type { CachePurger } from '../../catalogue/admin/cache-purger.ts';
import { recordStaffChange, type StaffActor } from '../../platform/audit/audit-trail.ts';
import type { Db } from '../../platform/db/schema.ts';
import { CodedError } from '../../platform/errors.ts';
import { selectPageComponents } from './content-component-repository.ts';
import { updatePageRow } from './content-page-repository.ts';
import { draftSnapshotOf, pageDetailOf, pageOf } from './page-rows.ts';

// Publishing copies the draft into the snapshot visitors read (within the page's schedule);
// unpublishing hides it. Either purges the cached answers of the page: the bff's own cache (it
// reads the keys from the answer's header, see bff/src/cache/purge-relay.ts) and, when
// configured, the CDN's (by the same keys and the page's storefront URL).

/** The Surrogate-Key of a page's public answer. */
export function pageCacheKey(slug: string): string {
  return `content-page-${slug}`;
}
/** The header telling the bff which of its cached answers a staff change made stale. */
export const PURGE_KEYS_HEADER = 'X-Cache-Purge-Keys';

export async function purgePage(
  purger: CachePurger,
  shop: ShopCode,
  slugs: readonly string[],
): Promise<string[]> {
  const keys = [...new Set(slugs)].map(pageCacheKey);
  if (purger.target === 'fastly') {
    await purger.purge({ mode: 'key', keys, path: null, softPurge: false });
    for (const slug of new Set(slugs))
      await purger.purge({ mode: 'url', keys: [], path: contentPath(shop, 'page', slug), softPurge: false });
  }
  return keys;
}

export async function publishPage(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  pageId: number | undefined,
  version: number | undefined,
  now: Date,
): Promise<ContentPageDetail> {
  const id = await db.transaction().execute(async (trx) => {
    const page = await pageOf(trx, shop, pageId);
    if (version !== undefined && page.version !== version)
      throw new CodedError('conflict', 'version_conflict', 409);
    const snapshot = draftSnapshotOf(page, await selectPageComponents(trx, page.id));
    await updatePageRow(trx, page.id, {
      status: 'published',
      published_snapshot: JSON.stringify(snapshot),
      published_at: now,
      version: page.version + 1,
      updated_at: now,
      updated_by: actor.id,
    });
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-page',
      entityId: page.id,
      action: 'publish',
      before: { status: page.status, snapshot: page.published_snapshot },
      after: { status: 'published', snapshot, publish_at: page.publish_at, unpublish_at: page.unpublish_at },
    });
    return page.id;
  });
  return pageDetailOf(db, shop, id, now);
}

export async function unpublishPage(
  db: Db,
  shop: ShopCode,
  actor: StaffActor,
  pageId: number | undefined,
  now: Date,
): Promise<ContentPageDetail> {
  const id = await db.transaction().execute(async (trx) => {
    const page = await pageOf(trx, shop, pageId);
    await updatePageRow(trx, page.id, {
      status: 'draft',
      version: page.version + 1,
      updated_at: now,
      updated_by: actor.id,
    });
    await recordStaffChange(trx, shop, actor, {
      entity: 'content-page',
      entityId: page.id,
      action: 'unpublish',
      before: { status: page.status },
      after: { status: 'draft' },
    });
    return page.id;
  });
  return pageDetailOf(db, shop, id, now);
}
