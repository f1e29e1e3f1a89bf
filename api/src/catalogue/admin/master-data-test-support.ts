import assert from 'node:assert/strict';
import type { Db } from '../../platform/db/schema.ts';
import { logIn, request } from '../../test-support/http.ts';

// What the master data admin tests share: a staff session per shop, the refusal of the other
// roles, and the audit rows a change leaves.

export const REFUSED_ROLES = ['jana.novakova@example.cz', 'sklad@example.cz'];

/** The warehouse and a customer get 403 from a staff route; nobody signed in gets 401. */
export async function assertStaffOnly(
  baseUrl: string,
  path: string,
  options: { method?: string; json?: unknown } = {},
): Promise<void> {
  assert.equal((await request(`${baseUrl}${path}`, options)).status, 401, `anonymous ${path}`);
  for (const email of REFUSED_ROLES) {
    const response = await request(`${baseUrl}${path}`, { ...options, sid: await logIn(baseUrl, email) });
    assert.equal(response.status, 403, `${email} ${options.method ?? 'GET'} ${path}`);
    assert.equal(response.body.code, 'forbidden');
  }
}

export async function auditRows(db: Db, entity: string, entityId: string | number) {
  return db
    .selectFrom('audit_log')
    .where('entity', '=', entity)
    .where('entity_id', '=', String(entityId))
    .select(['action', 'actor_email as actor', 'before', 'after', 'shop'])
    .orderBy('id')
    .execute();
}

/** A seeded master product's id by its SEO name. */
export async function modelIdOf(db: Db, seoName: string): Promise<number> {
  const row = await db
    .selectFrom('models')
    .where('seo_name', '=', seoName)
    .select('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
