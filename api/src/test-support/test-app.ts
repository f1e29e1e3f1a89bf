import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { ShopCode } from 'shared-domain';
import { createApp } from '../app.ts';
import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db/schema.ts';
import { createLogger } from '../platform/logger.ts';

export interface TestApp {
  url: string;
  /** Log lines the app wrote, parsed (the logger writes to memory instead of stdout). */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    shop: 'cz',
    port: 0,
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    smtpUrl: undefined,
    logLevel: 'info',
    cookieSecure: false,
    trustProxy: 'loopback',
    ...overrides,
  };
}

/** The real app on a free port of 127.0.0.1, talking to the given database. */
export async function startTestApp(
  db: Db,
  options: { shop?: ShopCode; config?: Partial<Config> } = {},
): Promise<TestApp> {
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = testConfig({ shop: options.shop ?? 'cz', ...options.config });
  const app = createApp({ config, db, logger: createLogger(config.logLevel, sink) });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
