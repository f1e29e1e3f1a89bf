import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import type { ApiErrorBody, BootData, CurrentUser } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import type { RunningServer } from '../server.ts';
import { deadUrl, type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

const footer = [{ label: 'O nás', link: '/info/o-nas' }];

const jana: CurrentUser = {
  id: 7,
  email: 'jana.novakova@example.cz',
  firstName: 'Jana',
  lastName: 'Nováková',
  role: 'customer',
  companyName: null,
};

interface Seen {
  path: string;
  cookie?: string;
  requestId?: string;
  traceparent?: string;
}

/**
 * Lets a call through once `parties` calls have arrived (or after a fallback). The stub api holds
 * each boot call here, so calls made one after the other would only finish after the fallback.
 */
function createBarrier(parties: number, fallbackMs = 1500) {
  let arrived = 0;
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return async (): Promise<'together' | 'alone'> => {
    arrived += 1;
    if (arrived >= parties) open();
    return Promise.race([
      opened.then(() => 'together' as const),
      delay(fallbackMs, 'alone' as const, { ref: false }),
    ]);
  };
}

describe('GET /api/bff/boot', () => {
  let api: StubApi;
  let bff: RunningServer;
  let bffRo: RunningServer;
  const seen: Seen[] = [];
  let barrier = createBarrier(2);
  let mode: 'ok' | 'fail' | 'slow' | 'unauthorized' = 'ok';
  let concurrency: Array<'together' | 'alone'> = [];

  before(async () => {
    api = await startStubApi((app) => {
      app.get('/api/new/content/menus/footer', (_req, res) => {
        res.json({ menu: 'footer', items: footer });
      });
      app.get(['/api/new/accounts/me', '/api/new/cart/count'], async (req, res) => {
        seen.push({
          path: req.path,
          cookie: req.headers.cookie,
          requestId: req.get('x-request-id'),
          traceparent: req.get('traceparent'),
        });
        if (mode === 'slow') await delay(600, undefined, { ref: false });
        concurrency.push(await barrier());
        if (mode === 'fail' && req.path.endsWith('/count')) {
          res.status(500).json({ type: 'internal', code: 'internal_error', message: 'boom' });
          return;
        }
        if (req.path.endsWith('/me')) {
          res.append('Set-Cookie', 'sid=refreshed; Path=/; HttpOnly; SameSite=Lax');
          res.json({ user: req.headers.cookie?.includes('sid=') ? jana : null });
        } else {
          res.json({ count: req.headers.cookie?.includes('sid=') ? 3 : 0 });
        }
      });
    });
    bff = await startBff(testConfig({ apiUrl: api.url, aggregateTimeoutMs: 300 }));
    bffRo = await startBff(testConfig({ apiUrl: api.url, env: { SHOP: 'ro' } }));
  });
  after(async () => {
    await bff.shutdown();
    await bffRo.shutdown();
    await api.close();
  });

  it('combines the user and the cart count, calling the api in parallel with the caller cookie', async () => {
    seen.length = 0;
    concurrency = [];
    barrier = createBarrier(2);
    const started = performance.now();
    const response = await fetch(`${bff.url}/api/bff/boot`, {
      headers: { cookie: 'sid=s3cret; theme=dark', 'x-request-id': 'boot-1' },
    });
    const elapsed = performance.now() - started;
    assert.equal(response.status, 200);
    assert.deepEqual((await response.json()) as BootData, {
      shop: 'cz',
      locale: 'cs-CZ',
      currency: 'CZK',
      user: jana,
      cartCount: 3,
      footerLinks: footer,
    });
    assert.deepEqual(
      concurrency,
      ['together', 'together'],
      'the stub saw both calls before answering either',
    );
    assert.ok(elapsed < 1000, `took ${elapsed} ms`);
    assert.deepEqual(seen.map((call) => call.path).sort(), ['/api/new/accounts/me', '/api/new/cart/count']);
    for (const call of seen) {
      assert.equal(call.cookie, 'sid=s3cret; theme=dark', call.path);
      assert.equal(call.requestId, 'boot-1', call.path);
      assert.match(call.traceparent ?? '', /^00-[0-9a-f]{32}-[0-9a-f]{16}-0[01]$/, call.path);
    }
    assert.equal(seen[0].traceparent, seen[1].traceparent, 'one trace for the whole page load');
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('x-request-id'), 'boot-1');
    assert.deepEqual(response.headers.getSetCookie(), ['sid=refreshed; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('answers an anonymous visitor with user null and an empty cart', async () => {
    barrier = createBarrier(2);
    const boot = (await (await fetch(`${bff.url}/api/bff/boot`)).json()) as BootData;
    assert.equal(boot.user, null);
    assert.equal(boot.cartCount, 0);
  });

  it('describes the Romanian shop for SHOP=ro', async () => {
    barrier = createBarrier(2);
    const boot = (await (await fetch(`${bffRo.url}/api/bff/boot`)).json()) as BootData;
    assert.equal(boot.shop, 'ro');
    assert.equal(boot.locale, 'ro-RO');
    assert.equal(boot.currency, 'RON');
  });

  it('answers 502 api_error when one api call fails', async () => {
    mode = 'fail';
    barrier = createBarrier(2);
    try {
      const response = await fetch(`${bff.url}/api/bff/boot`);
      assert.equal(response.status, 502);
      const body = (await response.json()) as ApiErrorBody;
      assert.equal(body.type, 'upstream');
      assert.equal(body.code, 'api_error');
    } finally {
      mode = 'ok';
    }
  });

  it('answers 504 api_timeout when the api is slower than the aggregate budget', async () => {
    mode = 'slow';
    barrier = createBarrier(2);
    try {
      const response = await fetch(`${bff.url}/api/bff/boot`);
      assert.equal(response.status, 504);
      const body = (await response.json()) as ApiErrorBody;
      assert.deepEqual(body, {
        type: 'upstream',
        code: 'api_timeout',
        message: apiErrorMessages['cs-CZ'].api_timeout,
      });
    } finally {
      mode = 'ok';
    }
  });

  it('answers 404 in the error shape for an unknown aggregate', async () => {
    const response = await fetch(`${bff.url}/api/bff/nothing`);
    assert.equal(response.status, 404);
    assert.equal(((await response.json()) as ApiErrorBody).type, 'not_found');
  });
});

describe('GET /api/bff/boot when the api is down', () => {
  it('answers 502 api_unavailable in the error shape', async () => {
    const bff = await startBff(testConfig({ apiUrl: await deadUrl() }));
    try {
      const response = await fetch(`${bff.url}/api/bff/boot`);
      assert.equal(response.status, 502);
      assert.deepEqual(await response.json(), {
        type: 'upstream',
        code: 'api_unavailable',
        message: apiErrorMessages['cs-CZ'].api_unavailable,
      });
    } finally {
      await bff.shutdown();
    }
  });
});
