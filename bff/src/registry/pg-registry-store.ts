import pg from 'pg';
import type { RemoteName, ShopCode } from 'shared-domain';
import type { RegistryStore } from './registry-store.ts';
import { knownRemotes } from './registry-store.ts';

// The registry in the shop's PostgreSQL database: one row per shop and remote. The bff owns this
// one table and creates it on first use, so it needs no migration of the api's.

interface Pool {
  query<Row>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}

const CREATE_TABLE = `create table if not exists remote_registry (
  shop text not null,
  name text not null,
  deployment jsonb not null,
  changed_at timestamptz not null default now(),
  primary key (shop, name)
)`;

export function pgRegistryStore(databaseUrl: string, shop: ShopCode): RegistryStore {
  const pool: Pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  let ready: Promise<unknown> | undefined;
  const table = () => {
    ready ??= pool.query(CREATE_TABLE).catch((error: unknown) => {
      ready = undefined; // tried again on the next call
      throw error;
    });
    return ready;
  };
  return {
    async read() {
      await table();
      const { rows } = await pool.query<{ name: string; deployment: unknown }>(
        'select name, deployment from remote_registry where shop = $1',
        [shop],
      );
      return knownRemotes(Object.fromEntries(rows.map((row) => [row.name, row.deployment])));
    },
    async save(name: RemoteName, deployment) {
      await table();
      await pool.query(
        `insert into remote_registry (shop, name, deployment, changed_at) values ($1, $2, $3, now())
         on conflict (shop, name) do update set deployment = excluded.deployment, changed_at = now()`,
        [shop, name, JSON.stringify(deployment)],
      );
    },
    close: () => pool.end(),
  };
}
