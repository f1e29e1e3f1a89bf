import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { createLifecycle } from '../lifecycle.ts';
import type { RunningServer } from '../server.ts';
import {
  createStaticRoot,
  deadUrl,
  rawGet,
  removeStaticRoot,
  type StubApi,
  startBff,
  startStubApi,
  testConfig,
} from '../test-support/fixtures.ts';

let api: StubApi;
let apiHealth: 'ok' | 'down' | 'slow' = 'ok';
let slowRequestArrived: () => void = () => {};

before(async () => {
  api = await startStubApi((app) => {
    app.get('/healthz', async (_req, res) => {
      if (apiHealth === 'slow') await delay(500, undefined, { ref: false });
      res.status(apiHealth === 'down' ? 503 : 200).json({ status: apiHealth });
    });
    app.get('/api/new/slow', async (req, res) => {
      slowRequestArrived();
      await delay(Number(req.query.ms), undefined, { ref: false });
      res.json({ finished: true });
    });
  });
});
after(() => api.close());

describe('/healthz and /readyz', () => {
  let bff: RunningServer;
  before(async () => {
    bff = await startBff(testConfig({ apiUrl: api.url, readyTimeoutMs: 200 }));
  });
  after(() => bff.shutdown());

  it('/healthz says the process is alive, whatever the api does', async () => {
    apiHealth = 'down';
    try {
      const response = await fetch(`${bff.url}/healthz`);
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { status: 'ok' });
    } finally {
      apiHealth = 'ok';
    }
  });

  it('/readyz is 200 when the api answers its /healthz', async () => {
    const response = await fetch(`${bff.url}/readyz`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ready' });
  });

  it('/readyz is 503 when the api is unhealthy or too slow', async () => {
    apiHealth = 'down';
    try {
      const unhealthy = await fetch(`${bff.url}/readyz`);
      assert.equal(unhealthy.status, 503);
      assert.deepEqual(await unhealthy.json(), { status: 'unavailable', reason: 'api_unhealthy' });
      apiHealth = 'slow';
      const started = performance.now();
      const slow = await fetch(`${bff.url}/readyz`);
      assert.equal(slow.status, 503);
      assert.equal(((await slow.json()) as { reason: string }).reason, 'api_unreachable');
      assert.ok(performance.now() - started < 450, 'gave up at the readiness timeout');
    } finally {
      apiHealth = 'ok';
    }
  });

  it('/readyz is 503 when nothing listens at API_URL', async () => {
    const orphan = await startBff(testConfig({ apiUrl: await deadUrl() }));
    try {
      const response = await fetch(`${orphan.url}/readyz`);
      assert.equal(response.status, 503);
      assert.equal(((await response.json()) as { reason: string }).reason, 'api_unreachable');
    } finally {
      await orphan.shutdown();
    }
  });
});

describe('graceful shutdown', () => {
  it('turns unready, stops accepting, lets in-flight requests finish, then closes', async () => {
    const lifecycle = createLifecycle();
    const bff = await startBff(testConfig({ apiUrl: api.url, shutdownDelayMs: 150 }), { lifecycle });
    // A keep-alive connection left idle must not hold the shutdown up.
    await (await fetch(`${bff.url}/healthz`)).arrayBuffer();

    const arrived = new Promise<void>((resolve) => {
      slowRequestArrived = resolve;
    });
    const inFlight = fetch(`${bff.url}/api/new/slow?ms=300`);
    await arrived;

    const started = performance.now();
    const stopped = bff.shutdown();
    assert.equal(lifecycle.shuttingDown, true);
    const readiness = await fetch(`${bff.url}/readyz`);
    assert.equal(readiness.status, 503);
    assert.deepEqual(await readiness.json(), { status: 'unavailable', reason: 'shutting_down' });
    assert.equal(readiness.headers.get('connection'), 'close');

    const response = await inFlight;
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { finished: true });

    await stopped;
    assert.ok(performance.now() - started < 2000, 'did not wait for the 10 s deadline');
    await assert.rejects(fetch(`${bff.url}/healthz`), 'no longer accepting connections');
  });

  it('cuts requests that outlive the drain deadline', async () => {
    const bff = await startBff(testConfig({ apiUrl: api.url, shutdownTimeoutMs: 200, apiTimeoutMs: 60_000 }));
    const arrived = new Promise<void>((resolve) => {
      slowRequestArrived = resolve;
    });
    const inFlight = fetch(`${bff.url}/api/new/slow?ms=5000`);
    await arrived;
    const started = performance.now();
    await bff.shutdown();
    assert.ok(performance.now() - started < 1000, 'stopped at the deadline');
    await assert.rejects(inFlight);
  });

  it('as a process, keeps answering through the shutdown delay after SIGTERM, then exits 0', async () => {
    const staticRoot = await createStaticRoot();
    const shutdownDelayMs = 1000;
    const child = spawn(process.execPath, [join(import.meta.dirname, '..', 'server.ts')], {
      env: {
        ...process.env,
        PORT: '0',
        API_URL: api.url,
        STATIC_ROOT: staticRoot,
        LOG_LEVEL: 'info',
        SHUTDOWN_DELAY_MS: String(shutdownDelayMs),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let output = '';
      const listening = new Promise<number>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /"port":(\d+).*"msg":"bff listening"/.exec(output);
          if (match) resolve(Number(match[1]));
        });
      });
      const port = await Promise.race([
        listening,
        delay(5000, undefined, { ref: false }).then(() => Promise.reject(new Error(output))),
      ]);
      const url = `http://127.0.0.1:${port}`;
      assert.equal((await fetch(`${url}/healthz`)).status, 200);

      const signalled = performance.now();
      child.kill('SIGTERM');
      const exited = once(child, 'exit');
      // A load balancer keeps sending for a moment: every request on a new connection within the
      // delay is served, while readiness says to stop sending.
      const answers: number[] = [];
      while (performance.now() - signalled < shutdownDelayMs - 250) {
        const [page, readiness] = await Promise.all([rawGet(`${url}/healthz`), rawGet(`${url}/readyz`)]);
        answers.push(page.status, readiness.status);
        assert.equal(page.status, 200);
        assert.equal(readiness.status, 503);
        await delay(50);
      }
      assert.ok(answers.length >= 10, `served ${answers.length} requests during the delay`);

      const [code] = await exited;
      assert.equal(code, 0);
      assert.ok(performance.now() - signalled >= shutdownDelayMs, 'waited out the delay before closing');
      assert.match(output, /"msg":"bff stopped"/);
    } finally {
      child.kill('SIGKILL');
      await removeStaticRoot(staticRoot);
    }
  });
});
