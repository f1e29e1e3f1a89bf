import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { ShopCode } from 'shared-domain';
import { dataDirOf, putPhoneInCart } from './checkout-steps.ts';
import { expect, pageHeading, shops, test } from './fixtures.ts';

// The suite's shops run under `npm start`'s launcher (serve-fresh-shop.ts → scripts/start.ts),
// which writes each process's id to <DATA_DIR>/run/<shop>/<name>.pid. Killing one the hard way is
// a crash: nobody restarts anything by hand here.

const pidOf = (shop: ShopCode, name: 'api' | 'bff') =>
  Number(readFileSync(path.join(dataDirOf(shop), 'run', shop, `${name}.pid`), 'utf8'));

/** The status of a GET, or 0 while nothing listens. */
async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  try {
    return (await request.get(url, { timeout: 2_000 })).status();
  } catch {
    return 0;
  }
}

test.describe('self-healing', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a crashed api is started again; meanwhile the shop serves its pages and answers JSON errors', async ({
    page,
    paths,
    shop,
    t,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(t('catalogue.home.title', { shop: shops[shop].title }));
    const crashed = pidOf(shop, 'api');
    process.kill(crashed, 'SIGKILL');

    // The launcher waits before starting it again, so this arrives while the api is away.
    const meanwhile = await page.request.get('/api/new/cart/count');
    expect([502, 503]).toContain(meanwhile.status());
    expect(await meanwhile.json()).toMatchObject({ type: expect.any(String), code: expect.any(String) });
    const shell = await page.request.get(paths.cart);
    expect(shell.status()).toBe(200);
    expect(shell.headers()['content-type']).toContain('text/html');

    await expect.poll(() => statusOf(page.request, '/readyz'), { timeout: 60_000 }).toBe(200);
    expect(pidOf(shop, 'api')).not.toBe(crashed);
    await putPhoneInCart(page, baseURL ?? '', shop);
    await page.goto(paths.cart);
    await expect(pageHeading(page)).toHaveText(t('cart.title'));
    await expect(page.getByRole('region', { name: t('cart.totals.title') })).toBeVisible();
  });

  test('a crashed bff is started again', async ({ page, shop, t }) => {
    const crashed = pidOf(shop, 'bff');
    process.kill(crashed, 'SIGKILL');
    await expect.poll(() => statusOf(page.request, '/healthz'), { timeout: 60_000 }).toBe(200);
    expect(pidOf(shop, 'bff')).not.toBe(crashed);
    await page.goto('/');
    await expect(pageHeading(page)).toHaveText(t('catalogue.home.title', { shop: shops[shop].title }));
  });
});
