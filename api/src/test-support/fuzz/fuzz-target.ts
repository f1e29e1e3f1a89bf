import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ShopCode } from 'shared-domain';
import { createSession } from '../../platform/session.ts';
import { startTestApp } from '../test-app.ts';
import { openTestDatabase } from '../test-database.ts';
import type { FuzzRole } from './run-fuzz.ts';

// The real api on a fresh database of its own, its outbox in a temporary directory, and a session
// per role the fuzz plays. Sessions are made directly: logging in over HTTP would run into the
// per-address login lock the fuzz's own failed logins trip.

const demoAccounts: Record<ShopCode, { customer: string; staff: string }> = {
  cz: { customer: 'jana.novakova@example.cz', staff: 'admin@example.cz' },
  ro: { customer: 'ana.popescu@example.ro', staff: 'admin@example.ro' },
};

export interface FuzzTarget {
  url: string;
  shop: ShopCode;
  /** Anonymous visitor, customer and staff, with fresh sessions on every call. */
  roles(): Promise<FuzzRole[]>;
  /** Distinct error messages the api logged (the cause of a 500 is only in the log). */
  loggedErrors(): string[];
  close(): Promise<void>;
}

export async function startFuzzTarget(shop: ShopCode): Promise<FuzzTarget> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'api-fuzz-data-'));
  // Errors only: the log of thousands of 4xx answers would cost time and memory.
  const app = await startTestApp(database.db, { shop, config: { dataDir, logLevel: 'error' } });
  const userIds = await database.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('shop', '=', shop)
    .where('email', 'in', [demoAccounts[shop].customer, demoAccounts[shop].staff])
    .execute();
  const idOf = (email: string) => {
    const row = userIds.find((user) => user.email === email);
    if (!row) throw new Error(`demo account ${email} is not seeded`);
    return row.id;
  };
  const sessionCookie = async (userId: number) =>
    `sid=${(await createSession(database.db, shop, userId)).token}`;
  return {
    url: app.url,
    shop,
    roles: async () => [
      { name: 'anonymous visitor', cookie: undefined },
      { name: 'customer', cookie: await sessionCookie(idOf(demoAccounts[shop].customer)) },
      { name: 'staff', cookie: await sessionCookie(idOf(demoAccounts[shop].staff)) },
    ],
    loggedErrors: () => [
      ...new Set(
        app.logs.map((line) => {
          const err = line.err as { type?: string; message?: string; stack?: string } | undefined;
          return `${line.msg}: ${err?.stack?.split('\n').slice(0, 4).join(' | ') ?? err?.message ?? ''}`;
        }),
      ),
    ],
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
