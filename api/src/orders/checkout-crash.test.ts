import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { after, describe, test } from 'node:test';
import { setTimeout as wait } from 'node:timers/promises';
import { createDatabase } from '../platform/db/create-database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import type { Db } from '../platform/db/schema.ts';
import { seedIfEmpty } from '../platform/db/seed/seed-database.ts';
import type { JsonResponse } from '../test-support/http.ts';
import { readOutbox } from '../test-support/outbox.ts';
import { PGLITE_TEMPLATE_ENV } from '../test-support/test-database.ts';
import {
  cartWith,
  ORDERS,
  orderBody,
  postOrder,
  stockedProduct,
  stockOf,
  withTotalSeen,
} from './order-test-support.ts';

// The api is killed (SIGKILL, no shutdown) while customers are checking out, and started again
// on the same data. Whatever the moment of the crash: every order that committed gets its
// confirmation e-mail (the mail was queued in the order's transaction; the restarted api's worker
// sends it), and a customer whose answer was lost gets that order when the checkout asks again
// with the same Idempotency-Key, never a second order.

const dataDir = mkdtempSync(join(tmpdir(), 'api-checkout-crash-'));
const databaseDir = join(dataDir, 'db', 'cz');
after(() => rmSync(dataDir, { recursive: true, force: true }));

const CUSTOMERS = 16;
/** How long the restarted api may take to send every confirmation (a retry waits about 30 s). */
const MAIL_DEADLINE_MS = 45_000;
const apiDir = join(import.meta.dirname, '../..');

interface RunningApi {
  url: string;
  process: ChildProcess;
}

/** `node src/server.ts` on the test's DATA_DIR; resolves once it listens. */
async function startApi(): Promise<RunningApi> {
  const child = spawn(process.execPath, ['src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      SHOP: 'cz',
      API_PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the api exited with ${code} before listening`))),
  );
  const listening = (async () => {
    for await (const line of lines) {
      const entry = JSON.parse(line) as { port?: number; msg?: string };
      if (entry.port && entry.msg?.includes('listening')) return entry.port;
    }
    throw new Error('the api closed its output before listening');
  })();
  const port = await Promise.race([listening, exited]);
  // Keep reading, or a full pipe would block the api's logger.
  lines.on('line', () => undefined);
  return { url: `http://127.0.0.1:${port}`, process: child };
}

function stopApi(api: RunningApi, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (api.process.exitCode !== null || api.process.signalCode !== null) return resolve();
    api.process.once('exit', () => resolve());
    api.process.kill(signal);
  });
}

/** The shop's database as a fresh clone has it: the test template, or migrated and seeded here. */
async function prepareDatabase(): Promise<Db> {
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template) cpSync(template, databaseDir, { recursive: true });
  const db = await createDatabase({ kind: 'pglite', dir: databaseDir });
  if (!template) {
    await migrateToLatest(db);
    await seedIfEmpty(db);
  }
  return db;
}

/** Waits until `check` holds, looking again after every short pause, for at most `deadlineMs`. */
async function eventually(check: () => Promise<boolean>, deadlineMs: number): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await wait(200);
  }
  return check();
}

/**
 * Sends a checkout whose answer never reaches the customer: the connection drops as the answer
 * starts to arrive (a proxy that failed, a phone that lost its network), so only the api knows
 * that the order was placed.
 */
async function sendAndLoseTheAnswer(baseUrl: string, sid: string, body: unknown, key: string): Promise<void> {
  const json = JSON.stringify(await withTotalSeen(baseUrl, sid, body, key));
  await new Promise<void>((resolve) => {
    const sent = httpRequest(`${baseUrl}${ORDERS}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `sid=${sid}`, 'Idempotency-Key': key },
    });
    sent.on('error', () => resolve());
    sent.on('response', () => {
      sent.destroy();
      resolve();
    });
    sent.end(json);
  });
}

const emailOf = (customer: number) => `crash.${customer}@example.cz`;
const keyOf = (customer: number) => `crash-test-order-${customer}`;

describe('an api killed in the middle of checkouts', () => {
  test('every committed order is mailed after the restart, and asking again gets the lost orders', async (t) => {
    let db = await prepareDatabase();
    const product = await stockedProduct(db, 'cz', CUSTOMERS, [100_000, 2_000_000]);
    await db.destroy();

    let api = await startApi();
    const customers = Array.from({ length: CUSTOMERS }, (_, index) => index);
    const sessions = await Promise.all(customers.map(() => cartWith(api.url, product.id)));
    const bodyOf = (customer: number) =>
      orderBody('cz', {
        order_billing_address: {
          ...(orderBody('cz').order_billing_address as object),
          email: emailOf(customer),
        },
      });

    // The first customer's answer is lost on the way: an order committed, never answered.
    await sendAndLoseTheAnswer(api.url, sessions[0], bodyOf(0), keyOf(0));
    // All other checkouts at once; the api is killed the moment half of them are answered, with
    // the others at every stage: waiting, inside their transaction, committed but not answered.
    let killed: Promise<void> | undefined;
    let answers = 0;
    const first = await Promise.all(
      customers.map(async (customer): Promise<JsonResponse | null> => {
        if (customer === 0) return null;
        try {
          const response = await postOrder(api.url, sessions[customer], bodyOf(customer), keyOf(customer));
          answers += 1;
          if (answers >= CUSTOMERS / 2) killed ??= stopApi(api, 'SIGKILL');
          return response;
        } catch {
          return null; // the connection died with the api: the checkout saw a 502
        }
      }),
    );
    await killed;
    const answered = first.filter((response) => response?.status === 201);
    const mailedBeforeRestart = new Set((await readOutbox(dataDir)).map((mail) => mail.to));
    assert.ok(answered.length >= 1, 'at least the first checkout was answered');
    assert.ok(answered.length < CUSTOMERS, 'the api died before answering every checkout');

    api = await startApi();
    try {
      // The checkouts without an answer ask again with the same key and the same body.
      const orders = new Map<number, string>();
      const replayedCustomers = new Set<number>();
      for (const customer of customers) {
        const earlier = first[customer];
        const response =
          earlier?.status === 201
            ? earlier
            : await postOrder(api.url, sessions[customer], bodyOf(customer), keyOf(customer));
        assert.equal(response.status, 201, `customer ${customer}: ${JSON.stringify(response.body)}`);
        if (response !== earlier && response.headers.get('idempotent-replayed') === 'true')
          replayedCustomers.add(customer);
        orders.set(customer, response.body.number);
      }
      assert.equal(new Set(orders.values()).size, CUSTOMERS, 'one order per customer');
      assert.ok(
        replayedCustomers.has(0),
        'the order whose answer was lost is answered again, not placed twice',
      );
      const committedBeforeCrash = customers.filter(
        (customer) => first[customer]?.status === 201 || replayedCustomers.has(customer),
      );
      t.diagnostic(
        `${answered.length} answered before the crash, ${replayedCustomers.size} committed but unanswered, ` +
          `${CUSTOMERS - answered.length - replayedCustomers.size} placed after the restart; ` +
          `${committedBeforeCrash.filter((c) => !mailedBeforeRestart.has(emailOf(c))).length} ` +
          'committed orders had no mail yet when the api died',
      );

      const mailed = () =>
        readOutbox(dataDir).then((mails) =>
          customers.every((customer) =>
            mails.some(
              (mail) => mail.to === emailOf(customer) && mail.subject.includes(orders.get(customer)!),
            ),
          ),
        );
      assert.ok(await eventually(mailed, MAIL_DEADLINE_MS), 'every order has its confirmation e-mail');
    } finally {
      await stopApi(api, 'SIGTERM');
    }

    db = await createDatabase({ kind: 'pglite', dir: databaseDir });
    try {
      const placed = await db
        .selectFrom('orders')
        .select('email')
        .where('email', 'like', 'crash.%@example.cz')
        .execute();
      assert.equal(placed.length, CUSTOMERS, 'no order twice, none lost');
      assert.equal(await stockOf(db, product.id), 0, 'each order took its piece once');
    } finally {
      await db.destroy();
    }
  });
});
