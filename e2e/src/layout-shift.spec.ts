import type { Page } from '@playwright/test';
import { areaPaths, type ShopCode } from 'shared-domain';
import { putPhoneInCart } from './checkout-steps.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// No layout shift while a page loads (CLS ≤ 0.05), on the storefront pages Lighthouse measures, in
// both shops: the frame reserves the heights of its slots and of the main area, so content arriving
// late fills reserved space instead of pushing what is already on screen. Measured as Lighthouse
// does on a phone (412 × 823, CPU slowed 4×: slow loads show every intermediate state) and on a
// desktop window.

const CLS_GATE = 0.05;
const PHONE = { width: 412, height: 823 };
const DESKTOP = { width: 1350, height: 940 };
const phones: Record<ShopCode, string> = { cz: 'telefony', ro: 'telefoane' };

declare global {
  interface Window {
    __layoutShift?: { total: number; sources: string[] };
  }
}

/** Sums layout-shift entries not caused by input (the CLS rule), from the page's first moment. */
function observeLayoutShift() {
  const record = { total: 0, sources: [] as string[] };
  window.__layoutShift = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      record.total += entry.value;
      const nodes = (entry.sources ?? []).map((source) => {
        const element = source.node instanceof Element ? source.node : source.node?.parentElement;
        return element ? `${element.tagName.toLowerCase()}.${element.className}` : '?';
      });
      record.sources.push(`${entry.value.toFixed(3)} ${nodes.join(' ')}`);
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Loads `path` in a fresh page and returns its layout shift once the page has settled. */
async function layoutShiftOf(page: Page, path: string, phone: boolean) {
  await page.setViewportSize(phone ? PHONE : DESKTOP);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phone ? 4 : 1 });
  try {
    await page.goto(path);
    // The CPU is slowed 4× on the phone: the page may take longer than an assertion usually waits.
    await expect(pageHeading(page)).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Widgets loaded when the browser is idle arrive after the network went quiet once.
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    return await page.evaluate(() => window.__layoutShift ?? { total: Number.NaN, sources: [] });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

async function productPathOf(page: Page, shop: ShopCode): Promise<string> {
  const list = await page.request.get(`/api/new/catalogue/products?type=${phones[shop]}&pageSize=1`);
  const { items } = (await list.json()) as { items: { seoName: string }[] };
  return `/${phones[shop]}/${encodeURIComponent(items[0].seoName)}`;
}

test.describe('layout shift while loading', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(({ page }) => page.addInitScript(observeLayoutShift));

  const pages: Record<string, (page: Page, shop: ShopCode, baseURL: string) => Promise<string>> = {
    home: async () => '/',
    category: async (_page, shop) => `/${phones[shop]}`,
    product: (page, shop) => productPathOf(page, shop),
    'cart with an item': async (page, shop, baseURL) => {
      await putPhoneInCart(page, baseURL, shop);
      return areaPaths[shop].cart;
    },
    'buyout start': async (_page, shop) => areaPaths[shop].buyout,
    'service start': async (_page, shop) => areaPaths[shop].service,
  };

  for (const [name, pathOf] of Object.entries(pages)) {
    test(`the ${name} page loads without shifting its layout`, async ({ page, shop, baseURL }) => {
      const path = await pathOf(page, shop, baseURL ?? '');
      for (const phone of [true, false]) {
        const shift = await layoutShiftOf(page, path, phone);
        const label = `${name} (${path}) on a ${phone ? 'phone' : 'desktop'}: CLS ${shift.total.toFixed(3)}`;
        console.info(label);
        expect.soft(shift.total, `${label}\n${shift.sources.join('\n')}`).toBeLessThanOrEqual(CLS_GATE);
      }
    });
  }
});
