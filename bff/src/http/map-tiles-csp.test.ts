import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { RunningServer } from '../server.ts';
import { type StubApi, startBff, startStubApi, testConfig } from '../test-support/fixtures.ts';

// The stores page shows an interactive map only when MAP_TILE_URL is set; its tiles are images
// from that server, so the CSP lets images (and nothing else) come from its origin.
describe('map tiles (MAP_TILE_URL) in the CSP', () => {
  let api: StubApi;
  let plain: RunningServer;
  let configured: RunningServer;

  before(async () => {
    api = await startStubApi(() => {});
    plain = await startBff(testConfig({ apiUrl: api.url }));
    configured = await startBff(
      testConfig({ apiUrl: api.url, env: { MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' } }),
    );
  });
  after(async () => {
    await plain.shutdown();
    await configured.shutdown();
    await api.close();
  });

  it('allows images from the tile server only when it is configured', async () => {
    const directive = async (server: RunningServer, name: string) =>
      ((await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '')
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    assert.doesNotMatch(await directive(plain, 'img-src'), /tiles\.example\.org/);
    assert.match(await directive(configured, 'img-src'), /https:\/\/\*\.tiles\.example\.org/);
    assert.doesNotMatch(await directive(configured, 'script-src'), /tiles\.example\.org/);
    assert.doesNotMatch(await directive(configured, 'connect-src'), /tiles\.example\.org/);
  });
});
