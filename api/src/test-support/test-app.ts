import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { createApp, mailerOf } from '../app.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { createLogger } from '../platform/logger.ts';
import type { Mailer } from '../platform/mailer.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';
import { useJobQueue } from './test-job-queues.ts';

export interface TestApp {
  url: string;
  /** Log lines the app wrote, parsed (the logger writes to memory instead of stdout). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    shop: 'cz',
    host: '127.0.0.1',
    port: 0,
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    smtpUrl: undefined,
    logLevel: 'info',
    cookieSecure: false,
    trustProxy: 'loopback',
    publicUrl: 'http://localhost:3000',
    ...overrides,
  };
}

/** The real app on a free port of 127.0.0.1, talking to the given database. */
export async function startTestApp(
  db: Db,
  options: { shop?: ShopCode; config?: Partial<Config>; mailer?: Mailer } = {},
): Promise<TestApp> {
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = testConfig({ shop: options.shop ?? 'cz', ...options.config });
  const logger = createLogger(config.logLevel, sink);
  const queue = await useJobQueue(db, config, options.mailer ?? mailerOf(config, logger), logger);
  const app = createApp({ config, db, logger, jobs: queue.jobs });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    async close() {
      await new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
      await queue.release();
    },
  };
}

export interface FreshApp<S extends ShopCode> {
  /** The app of each shop asked for, all on one database, as in production with DATABASE_URL. */
  readonly apps: Readonly<Record<S, TestApp>>;
  /** The first shop's app. */
  readonly app: TestApp;
  /** The first shop's base URL, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** The test file's own database, migrated and seeded (test-database.ts). */
  readonly db: Db;
}

/**
 * Gives the calling test file a fresh database and the real app on it, one per shop asked for:
 * started before its first test, closed after its last. Read the fields inside tests and hooks.
 */
export function withFreshApp<S extends ShopCode = 'cz'>(
  shops: readonly S[] = ['cz' as S],
  /** `mailer`: what the job queue sends the apps' queued mails with (default: the config's outbox). */
  options: { config?: Partial<Config>; mailer?: Mailer } = {},
): FreshApp<S> {
  let database: TestDatabase | undefined;
  const apps: Partial<Record<S, TestApp>> = {};
  before(async () => {
    database = await openTestDatabase();
    for (const shop of shops)
      apps[shop] = await startTestApp(database.db, { shop, config: options.config, mailer: options.mailer });
  });
  after(async () => {
    for (const shop of shops) await apps[shop]?.close();
    await database?.close();
  });
  const app = () => started(apps[shops[0]]);
  return {
    apps: apps as Record<S, TestApp>,
    get app() {
      return app();
    },
    get url() {
      return app().url;
    },
    get db() {
      return started(database).db;
    },
  };
}

function started<T>(value: T): NonNullable<T> {
  if (value === undefined || value === null)
    throw new Error('withFreshApp: read inside a test or hook, once before() has run');
  return value;
}
