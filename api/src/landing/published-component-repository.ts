import { sql } from 'kysely';
import type { ShopCode } from 'shared-domain';
import type { Db } from '../platform/db/schema.ts';

// The components of published pages as visitors see them: from the published snapshot, within schedule.

/**
 * The component of a published page visible now, by its component_pk; undefined when unknown,
 * draft only, not yet or no longer published.
 */
export async function findPublishedComponent(
  db: Db,
  shop: ShopCode,
  componentPk: number,
  now: Date,
): Promise<{ type: string; params: unknown } | undefined> {
  const { rows } = await sql<{ component: { type: string; params: unknown } }>`
    select c.value as component
    from content_pages p
    cross join lateral jsonb_array_elements(coalesce(p.published_snapshot -> 'components', '[]'::jsonb)) as c(value)
    where p.shop = ${shop} and p.status = 'published' and p.published_snapshot is not null
      and (p.publish_at is null or p.publish_at <= ${now})
      and (p.unpublish_at is null or p.unpublish_at > ${now})
      and c.value ->> 'id' = ${String(componentPk)}
    limit 1`.execute(db);
  return rows[0]?.component;
}
