import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './src/chromium.ts';
import { e2eShops } from './src/e2e-shops.ts';
import type { ShopOptions } from './src/fixtures.ts';

// The production build, started as `npm start` would (scripts/start.ts), once per shop variant,
// each on its own ports and its own fresh embedded database.
export default defineConfig<ShopOptions>({
  testDir: './src',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  globalSetup: './src/global-setup.ts',
  use: {
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: e2eShops.map(({ shop, port }) => ({
    name: shop,
    use: { shop, baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: e2eShops.map(({ shop, port, apiPort }) => ({
    command: `node src/serve-fresh-shop.ts`,
    env: { SHOP: shop, PORT: String(port), API_PORT: String(apiPort), LOG_LEVEL: 'warn' },
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});
