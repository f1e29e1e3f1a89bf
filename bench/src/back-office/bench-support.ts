import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pg from 'pg';
import { createApp } from '../../../api/src/app.ts';
import type { Config } from '../../../api/src/platform/config.ts';
import type { Db } from '../../../api/src/platform/db/schema.ts';
import type { JobQueue } from '../../../api/src/platform/jobs/job-queue.ts';
import { createLogger } from '../../../api/src/platform/logger.ts';
import { DEMO_PASSWORD } from '../../../api/src/test-support/http.ts';

// What the back-office benches share: a scratch PostgreSQL database per bench, the real api app
// in-process on it, a staff session, and percentiles of measured times.

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** Throughput ratios and scores are budgets from below (≥); times and sizes from above (≤). */
  higherIsBetter?: boolean;
}

export const BENCH_SERVER_URL = 'postgres://root@127.0.0.1:5432';

/** Drops and creates the scratch database, so every run starts from the same state. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return `${serverUrl}/${name}`;
}

export function quietConfig(databaseUrl: string): Config {
  return {
    shop: 'cz',
    host: '127.0.0.1',
    port: 0,
    databaseUrl,
    dataDir: '/nonexistent',
    smtpUrl: undefined,
    logLevel: 'warn',
    cookieSecure: false,
    trustProxy: 'loopback',
    publicUrl: 'http://localhost:3000',
  };
}

export const silentLogger = () =>
  createLogger('warn', new Writable({ write: (_chunk, _encoding, done) => done() }));

export interface BenchApi {
  base: string;
  /** The `sid=…` cookie of the demo staff account. */
  staffCookie: string;
  close(): Promise<void>;
}

/** The api app on a free port, and a staff member logged in to it. */
export async function startBenchApi(db: Db, config: Config, jobs: JobQueue): Promise<BenchApi> {
  const server = createApp({ config, db, logger: silentLogger(), jobs }).listen(0, '127.0.0.1');
  if (!server.listening) await new Promise<void>((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/api/new/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.cz', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`staff login answered ${login.status}`);
  return {
    base,
    staffCookie: (login.headers.get('set-cookie') ?? '').split(';')[0],
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The p-th percentile (nearest rank) of times sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const oneDecimal = (value: number) => Math.round(value * 10) / 10;
