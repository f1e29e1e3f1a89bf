import type { Locator, Page } from '@playwright/test';
import { contentPath } from 'shared-domain/content-paths.ts';
import { brandComparisonPath, comparePath } from 'shared-domain/landing-paths.ts';
import { seriousViolations } from './axe.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// Landing pages as a visitor meets them, in both shops: three phones compared through a link a
// friend shared (opening it reproduces the table), "only differences" kept in the address, and
// the brand comparison of a product type, computers saying there are none yet.

interface Listed {
  seoName: string;
  name: string;
}

/** Three phones of three brands (each brand's best rated model), named as the catalogue names them. */
async function threePhones(page: Page): Promise<Listed[]> {
  const brands = await page.request.get('/api/new/catalogue/compare/brands/phones');
  const { brands: listed } = (await brands.json()) as { brands: { topModels: { seoName: string }[] }[] };
  const seoNames = listed.slice(0, 3).map((brand) => brand.topModels[0].seoName);
  expect(seoNames).toHaveLength(3);
  const products = await page.request.get(`/api/new/catalogue/lists/by-seo/?seo=${seoNames.join(',')}`);
  const { items } = (await products.json()) as { items: Listed[] };
  expect(items.map((item) => item.seoName)).toEqual(seoNames);
  return items;
}

/** The product names heading the comparison's columns, in their order. */
async function columnNames(table: Locator): Promise<string[]> {
  return table.getByRole('columnheader').getByRole('link').allTextContents();
}

test.describe('landing pages', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a visitor opens a shared link comparing three phones and keeps only the differences', async ({
    page,
    browser,
    baseURL,
    shop,
    t,
  }) => {
    const picked = await threePhones(page);
    const link = comparePath(
      shop,
      picked.map((item) => item.seoName),
    );

    await page.goto(link);
    await expect(pageHeading(page)).toHaveText(t('landing.compare.title'));
    const table = page.getByRole('table', { name: t('landing.compare.caption') });
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    expect(await columnNames(table)).toEqual(picked.map((item) => item.name));
    const allRows = await table.getByRole('row').count();
    expect(allRows).toBeGreaterThan(4);

    // A friend opening the same link in another browser sees the same table.
    const friend = await browser.newContext({ baseURL });
    const friendPage = await friend.newPage();
    await friendPage.goto(link);
    const friendTable = friendPage.getByRole('table', { name: t('landing.compare.caption') });
    await expect(friendTable.getByRole('columnheader')).toHaveCount(3);
    expect(await columnNames(friendTable)).toEqual(picked.map((item) => item.name));
    await friend.close();

    // Only the differences: equal rows go, the address keeps the choice, a reload shows the same.
    // A click, then the box follows the address (the page's state is the URL, updated on navigation).
    const onlyDifferences = page.getByRole('checkbox', { name: t('landing.compare.onlyDifferences') });
    await onlyDifferences.click();
    await expect(onlyDifferences).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${shop === 'cz' ? 'rozdily' : 'diferente'}=1`));
    await expect.poll(() => table.getByRole('row').count()).toBeLessThan(allRows);
    const differingRows = await table.getByRole('row').count();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: t('landing.compare.onlyDifferences') })).toBeChecked();
    await expect(table.getByRole('columnheader')).toHaveCount(3);
    await expect(table.getByRole('row')).toHaveCount(differingRows);
    expect(await seriousViolations(page)).toEqual([]);

    // Removing a phone changes the link too.
    await page
      .getByRole('button', { name: t('landing.compare.remove', { product: picked[0].name }) })
      .click();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await expect(page).not.toHaveURL(new RegExp(picked[0].seoName));
  });

  test('a visitor compares the brands of phones; computers have no products yet', async ({
    page,
    shop,
    t,
  }) => {
    await page.goto(brandComparisonPath(shop, 'phones'));
    await expect(pageHeading(page)).toHaveText(t('landing.brands.title.phones'));
    const brands = page.getByRole('table');
    await expect(brands.getByRole('rowheader', { name: 'Apple' })).toBeVisible();
    await page.getByRole('link', { name: t('landing.brands.compareTop', { brand: 'Apple' }) }).click();
    await expect(page.getByRole('table', { name: t('landing.compare.caption') })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(brandComparisonPath(shop, 'computers'));
    await expect(page.getByRole('heading', { name: t('landing.brands.empty') })).toBeVisible();
  });

  test('a customer registers an extended warranty; a mistyped IMEI is caught first', async ({
    page,
    shop,
    t,
  }) => {
    await page.goto(contentPath(shop, 'warranty'));
    await expect(pageHeading(page)).toHaveText(t('landing.warranty.title'));
    const imei = page.getByRole('textbox', { name: t('landing.warranty.imei') });
    await imei.fill('490154203237519');
    await page.getByRole('textbox', { name: t('landing.warranty.purchase_date') }).fill('15.03.2025');
    await page.getByRole('textbox', { name: t('landing.warranty.invoice_number') }).fill('2025000123');
    await page.getByRole('textbox', { name: t('landing.warranty.email') }).fill(`zaruka.${shop}@example.com`);
    await page.getByRole('button', { name: t('landing.warranty.submit') }).click();
    await expect(imei).toHaveAttribute('aria-invalid', 'true');

    await imei.fill('4901 5420 3237 518');
    await page.getByRole('button', { name: t('landing.warranty.submit') }).click();
    await expect(page.getByText(t('landing.warranty.pending'))).toBeVisible();
    await expect(
      page.getByText(new RegExp(shop === 'cz' ? 'PZ-[A-Z0-9]{8}' : 'GE-[A-Z0-9]{8}')),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
