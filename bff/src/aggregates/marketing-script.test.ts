import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BootData } from 'shared-domain';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

// Issue 5 item 10: the cart loads the marketing e-mail service's script only when it is configured.
describe('marketing e-mail script (MARKETING_EMAIL_SCRIPT_URL)', () => {
  let api: StubApi;
  let plain: RunningServer;
  let configured: RunningServer;
  const scriptUrl = 'https://mail-tracker.example.com/t.js';

  before(async () => {
    api = await startStubApi((app) => {
      app.get('/api/new/accounts/me', (_req, res) => void res.json({ user: null }));
      app.get('/api/new/cart/count', (_req, res) => void res.json({ count: 0 }));
    });
    plain = await startBff(testConfig({ apiUrl: api.url }));
    configured = await startBff(
      testConfig({ apiUrl: api.url, env: { MARKETING_EMAIL_SCRIPT_URL: scriptUrl } }),
    );
  });
  after(async () => {
    await plain.shutdown();
    await configured.shutdown();
    await api.close();
  });

  it('is absent from the boot data and the CSP by default', async () => {
    const response = await fetch(`${plain.url}/api/bff/boot`);
    const boot = (await response.json()) as BootData;
    assert.equal(boot.marketingEmailScriptUrl, undefined);
    assert.doesNotMatch(response.headers.get('content-security-policy') ?? '', /mail-tracker/);
  });

  it('is left out for a visitor who has not allowed marketing cookies', async () => {
    for (const cookie of [
      undefined,
      'cookie_consent=1.a1.m0.2026-11-27T10:00:00.000Z',
      'cookie_consent=junk',
    ]) {
      const response = await fetch(`${configured.url}/api/bff/boot`, { headers: cookie ? { cookie } : {} });
      const boot = (await response.json()) as BootData;
      assert.equal(boot.marketingEmailScriptUrl, undefined, String(cookie));
    }
  });

  it('is handed to the shops and allowed by the CSP when configured and marketing is allowed', async () => {
    const response = await fetch(`${configured.url}/api/bff/boot`, {
      headers: { cookie: 'session=x; cookie_consent=1.a0.m1.2026-11-27T10:00:00.000Z' },
    });
    const boot = (await response.json()) as BootData;
    assert.equal(boot.marketingEmailScriptUrl, scriptUrl);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    assert.match(scriptSrc, /https:\/\/mail-tracker\.example\.com/);
  });

  it('refuses to start with a URL that is not http(s)', () => {
    assert.throws(
      () => testConfig({ env: { MARKETING_EMAIL_SCRIPT_URL: 'javascript:alert(1)' } }),
      /http\(s\)/,
    );
  });
});
