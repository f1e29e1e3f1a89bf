import type { Page } from '@playwright/test';
import type { ShopCode } from 'shared-domain';
import { consentMessages } from 'shell/src/consent/consent-messages.ts';
import { expect, test } from './fixtures.ts';

// Cookie consent as a first-time visitor meets it: the banner comes after the page, nothing for
// analytics (the tag manager's dataLayer) or marketing (the cart's e-mail script) runs before a
// choice; a refusal holds across a reload; changing it from the footer's "Cookie settings" to
// "accept all" lets the product views the visitor already saw through to the dataLayer.

test.use({ cookieChoice: null });

const phones: Record<ShopCode, string> = { cz: 'telefony', ro: 'telefoane' };

function messagesOf(shop: ShopCode) {
  return consentMessages[shop === 'cz' ? 'cs-CZ' : 'ro-RO'];
}

const dataLayerOf = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: { event?: string }[] }).dataLayer ?? null);
const marketingScripts = (page: Page) => page.locator('script[data-marketing]');

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cookie_consent')?.value;
}

test('first visit: the banner asks, nothing is tracked; a refusal holds; accepting from the footer lets analytics in', async ({
  page,
  shop,
  t,
}) => {
  const m = messagesOf(shop);
  await page.goto(`/${phones[shop]}`);
  const banner = page.getByRole('dialog', { name: m.title });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: m.cookiesLink })).toHaveAttribute('href', '/info/cookies');
  // Product cards have been in view for more than the 1 s a badge view needs: still nothing.
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await dataLayerOf(page)).toBeNull();
  await expect(marketingScripts(page)).toHaveCount(0);

  await banner.getByRole('button', { name: m.rejectAll }).click();
  await expect(banner).toBeHidden();
  expect(await consentCookie(page)).toMatch(/^1\.a0\.m0\./);

  await page.reload();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await dataLayerOf(page)).toBeNull();

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: t('shell.footer.cookies') })
    .click();
  const settings = page.getByRole('dialog', { name: m.settingsTitle });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('switch', { name: m.necessary })).toBeChecked();
  await expect(settings.getByRole('switch', { name: m.analytics })).not.toBeChecked();
  await expect(settings.getByRole('switch', { name: m.analytics })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();

  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: t('shell.footer.cookies') })
    .click();
  await settings.getByRole('button', { name: m.acceptAll }).click();
  await expect(settings).toBeHidden();
  expect(await consentCookie(page)).toMatch(/^1\.a1\.m1\./);
  await expect
    .poll(async () => (await dataLayerOf(page))?.some((entry) => entry.event === 'product_badge_view'))
    .toBe(true);
});

test('the banner is fixed over the page: nothing moves when it arrives', async ({ page, shop }) => {
  await page.goto('/');
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const before = await heading.boundingBox();
  await expect(page.getByRole('dialog', { name: messagesOf(shop).title })).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
  const position = await page
    .getByRole('dialog', { name: messagesOf(shop).title })
    .evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe('fixed');
});
