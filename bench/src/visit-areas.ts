import type { Page } from '@playwright/test';
import { areaPaths, type ShopCode } from 'shared-domain';

/** Opens every area of the shop once, so each remote's code has been loaded. */
export async function visitEveryArea(page: Page, shop: ShopCode): Promise<void> {
  for (const path of Object.values(areaPaths[shop])) {
    await page.goto(new URL(path, page.url()).href);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
  }
}
