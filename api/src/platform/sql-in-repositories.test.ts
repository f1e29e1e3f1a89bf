import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

// The api's layering: database queries live only in `*-repository.ts` files, so a use case reads as
// its rules and every query of a table is found by its repository. The database layer itself
// (platform/db: the migrator, migrations, seeds, the prepared-statement helper) and tests are the
// (with their `*-test-support.ts` fixtures) are the only other places a query may be written.

const sourceRoot = path.resolve(import.meta.dirname, '..');

/** A Kysely query builder started, or raw SQL written or imported. */
const queryPattern =
  /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql\s*(<[^>]*>)?`|import\s*\{[^}]*\bsql\b[^}]*\}\s*from\s*'kysely'/;

function isAllowedToQuery(relativePath: string): boolean {
  const name = path.basename(relativePath);
  return (
    name.endsWith('-repository.ts') ||
    /\.(pg-)?test\.ts$|-test-support\.ts$/.test(name) ||
    relativePath.startsWith(`platform${path.sep}db${path.sep}`) ||
    relativePath.startsWith(`test-support${path.sep}`)
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

function filesQueryingOutsideRepositories(root: string): string[] {
  return sourceFiles(root)
    .map((file) => path.relative(root, file))
    .filter((file) => !isAllowedToQuery(file))
    .filter((file) => queryPattern.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

describe('SQL only in repositories', () => {
  test('no use case, route or view of the api writes a query', () => {
    assert.deepEqual(filesQueryingOutsideRepositories(sourceRoot), []);
  });

  test('the check sees a query builder, raw SQL and an import of sql, and lets repositories be', () => {
    const sample = (source: string) => queryPattern.test(source);
    assert.ok(sample("const rows = await db.selectFrom('orders').selectAll().execute();"));
    assert.ok(sample("await trx\n  .updateTable('carts')\n  .set({ total: 0 })"));
    assert.ok(sample('await sql`select 1`.execute(db);'));
    assert.ok(sample("const now = await db.selectNoFrom((eb) => eb.fn('now', []).as('now'));"));
    assert.ok(sample('const n = sql<number>`count(*)`;'));
    assert.ok(sample("import { type Kysely, sql } from 'kysely';"));
    assert.ok(!sample("import type { Transaction } from 'kysely';"));
    assert.ok(!sample('const sqlState = error.code; // the word sql alone is no query'));
    assert.ok(isAllowedToQuery(path.join('orders', 'order-repository.ts')));
    assert.ok(isAllowedToQuery(path.join('platform', 'db', 'migrations', '0001-initial.ts')));
    assert.ok(!isAllowedToQuery(path.join('orders', 'finish-order.ts')));
    assert.ok(!isAllowedToQuery(path.join('platform', 'rate-limit.ts')));
  });
});
