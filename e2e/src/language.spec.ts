import { expect, pageHeading, test } from './fixtures.ts';
import { textOf } from './texts.ts';

test('the language select switches every text of the frame and the areas, and is remembered', async ({
  page,
  shop,
  t,
}) => {
  const other = shop === 'cz' ? 'ro' : 'cz';
  await page.goto('/');
  await expect(pageHeading(page)).toBeVisible();
  await page.getByLabel(t('shell.language')).selectOption(other === 'ro' ? 'ro-RO' : 'cs-CZ');
  // The header's links (the home page links to buyout and service too).
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: textOf(other, 'shell.nav.buyout') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', other === 'ro' ? 'ro' : 'cs');
  await header.getByRole('link', { name: textOf(other, 'shell.nav.service') }).click();
  await expect(pageHeading(page)).toHaveText(textOf(other, 'service.title'));
  await page.reload();
  await expect(pageHeading(page)).toHaveText(textOf(other, 'service.title'));
});

test('prices are whole amounts in the shop currency', async ({ page, shop }) => {
  await page.goto('/');
  const price = page
    .getByRole('main')
    .getByText(shop === 'cz' ? /^\d{1,3}(\s\d{3})*\sKč$/ : /^\d{1,3}(\.\d{3})*\sLei$/);
  await expect(price.first()).toBeVisible();
});
