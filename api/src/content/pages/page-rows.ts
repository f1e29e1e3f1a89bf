import type { ShopCode } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import type {
  ContentComponent,
  ContentPageDetail,
  ContentPageRow,
} from 'shared-domain/contracts/admin-content-pages.ts';
import type { Db } from '../../platform/db/schema.ts';
import { notFound } from '../../platform/errors.ts';
import { type ComponentRow, selectPageComponents } from './content-component-repository.ts';
import { findPage, type PageRow } from './content-page-repository.ts';
import { shopWallClockOf } from './shop-wall-clock.ts';

// Reading pages and components as staff see them, and the one rule of when visitors see a page.

/** Published, and now is within its publish and unpublish times (either may be open). */
export function isLive(page: Pick<PageRow, 'status' | 'publish_at' | 'unpublish_at'>, now: Date): boolean {
  if (page.status !== 'published') return false;
  if (page.publish_at && page.publish_at.getTime() > now.getTime()) return false;
  if (page.unpublish_at && page.unpublish_at.getTime() <= now.getTime()) return false;
  return true;
}

export async function pageOf(db: Db, shop: ShopCode, id: number | undefined): Promise<PageRow> {
  const page = id === undefined ? undefined : await findPage(db, shop, id);
  if (!page) throw notFound('content_page_not_found');
  return page;
}

/** The draft as a snapshot would hold it: what publishing copies, and what a preview shows. */
export function draftSnapshotOf(page: PageRow, components: ComponentRow[]) {
  return {
    title: page.title,
    description: page.description,
    components: components.map((component) => ({
      id: component.id,
      type: component.type,
      params: component.params,
    })),
  };
}

/** Whether the draft differs from the published snapshot (jsonb reorders keys: compared canonically). */
export function changedSincePublish(page: PageRow, components: ComponentRow[]): boolean {
  if (page.published_snapshot === null) return true;
  return canonical(page.published_snapshot) !== canonical(draftSnapshotOf(page, components));
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function toPageRow(shop: ShopCode, page: PageRow, now: Date, changed: boolean): ContentPageRow {
  return {
    id: page.id,
    locale: page.locale,
    slug: page.slug,
    title: page.title,
    status: page.status,
    publishAt: page.publish_at ? shopWallClockOf(shop, page.publish_at) : null,
    unpublishAt: page.unpublish_at ? shopWallClockOf(shop, page.unpublish_at) : null,
    live: isLive(page, now),
    changedSincePublish: changed,
    version: page.version,
    updatedAt: page.updated_at.toISOString(),
  };
}

export function toComponent(row: ComponentRow): ContentComponent {
  return { id: row.id, type: row.type, position: row.position, params: row.params, version: row.version };
}

/** The page as the editor shows it: meta, schedule, state and the ordered components. */
export async function pageDetailOf(
  db: Db,
  shop: ShopCode,
  id: number,
  now: Date,
): Promise<ContentPageDetail> {
  const page = await pageOf(db, shop, id);
  const components = await selectPageComponents(db, page.id);
  return {
    ...toPageRow(shop, page, now, changedSincePublish(page, components)),
    description: page.description,
    components: components.map(toComponent),
    path: contentPath(shop, 'page', page.slug),
  };
}
