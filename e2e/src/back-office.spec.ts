import path from 'node:path';
import { adminPath } from 'mfe-admin/src/admin-paths.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';

// The catalogue run from the admin, as a new staff member would, and the storefront showing it:
// a category, products assigned to it by a filter, a photo, a parameter and SEO texts, a price
// import after its dry run, and the cache purge. Pixel 8 is a product no other spec buys or prices.

/** A real photo (a 160 × 160 PNG), so the upload's type check and the resizer accept it. */
const PHOTO = path.join(import.meta.dirname, 'files', 'phone-photo.png');

test('staff build a category, assign, photograph, price by import and purge; the shop shows it', async ({
  page,
  paths,
  shop,
  t,
}) => {
  test.setTimeout(180_000);
  const category =
    shop === 'cz'
      ? { name: 'Google výběr', seo: 'google-vyber' }
      : { name: 'Selecție Google', seo: 'selectie-google' };
  const seoTitle = shop === 'cz' ? 'Google Pixel 8 za skvělou cenu' : 'Google Pixel 8 la un preț excelent';
  // The chip attribute of the seed, named in the shop's language.
  const chip = { label: shop === 'cz' ? 'Čip' : 'Procesor', value: 'Google Tensor G3 Edge' };
  const alt = shop === 'cz' ? 'Pixel 8 zepředu' : 'Pixel 8 din față';

  await logIn(page, { paths, t }, demoAccounts[shop].staff);

  // 1. A new root category, shown in the shop, with filters.
  await page.goto(adminPath(shop, 'categories'));
  await expect(pageHeading(page)).toHaveText(t('admin.categories.title'));
  const trail = page.getByRole('navigation', { name: t('admin.frame.breadcrumbs') });
  await expect(trail.getByRole('listitem')).toHaveText([
    t('admin.title'),
    new RegExp(t('admin.nav.categories')),
  ]);
  await page.getByRole('button', { name: t('admin.categories.addRoot') }).click();
  await page
    .getByRole('textbox', { name: t('admin.categories.field.name'), exact: true })
    .fill(category.name);
  await page
    .getByRole('textbox', { name: t('admin.categories.field.seoName'), exact: true })
    .fill(category.seo);
  await page.getByRole('button', { name: t('admin.categories.form.save') }).click();
  await expect(page.getByText(t('admin.categories.saved')).first()).toBeVisible();
  await expect(page.getByRole('treeitem', { name: new RegExp(category.name) })).toBeVisible();

  // 2. Every product matching "Pixel 8" goes into it: filter, select all matching, assign.
  await page.goto(adminPath(shop, 'products'));
  await page.getByRole('searchbox', { name: t('admin.products.filter.q') }).fill('Pixel 8');
  await page.getByRole('button', { name: t('admin.products.filter.apply') }).click();
  const grid = page.getByRole('table', { name: t('admin.products.caption') });
  await expect(grid.getByRole('row').nth(1)).toContainText('Pixel 8');
  await page.getByRole('checkbox', { name: t('ui.dataGrid.selectPage') }).check();
  await page.getByRole('button', { name: t('admin.products.assign.add') }).click();
  const assign = page.getByRole('dialog', { name: t('admin.products.assign.addTitle') });
  await assign.getByRole('checkbox', { name: new RegExp(category.name) }).check();
  await assign.getByRole('button', { name: t('admin.products.assign.addSubmit') }).click();
  await expect(page.getByText(t('admin.products.assign.saved')).first()).toBeVisible();

  // 3. The master product: a photo with its alt text, a parameter and the SEO texts.
  await grid.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(pageHeading(page)).toContainText('Pixel 8');
  const detailUrl = page.url();
  await page.getByRole('tab', { name: t('admin.productDetail.tab.images') }).click();
  await page.getByLabel(t('admin.productDetail.images.upload')).setInputFiles(PHOTO);
  await page.getByLabel(t('admin.productDetail.images.alt', { n: 1 })).fill(alt);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: t('admin.productDetail.save') })
    .click();
  await expect(page.getByText(t('admin.productDetail.saved')).first()).toBeVisible();

  await page.getByRole('tab', { name: t('admin.productDetail.tab.attributes') }).click();
  await page.getByRole('textbox', { name: chip.label, exact: true }).fill(chip.value);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: t('admin.productDetail.save') })
    .click();
  await expect(page.getByText(t('admin.productDetail.saved')).first()).toBeVisible();

  await page.getByRole('tab', { name: t('admin.productDetail.tab.seo') }).click();
  await page.getByLabel(t('admin.productDetail.seo.title')).fill(seoTitle);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: t('admin.productDetail.save') })
    .click();
  await expect(page.getByText(t('admin.productDetail.saved')).first()).toBeVisible();

  await page.getByRole('tab', { name: t('admin.productDetail.tab.history') }).click();
  await expect(page.getByRole('tabpanel')).toContainText(demoAccounts[shop].staff);

  // 4. A price import: the dry run says one price changes, then it is applied.
  const code = await codeOfFirstVariant(page, detailUrl, t);
  const newPrice = shop === 'cz' ? 12345 : 2345;
  await page.goto(adminPath(shop, 'imports'));
  await page.getByLabel(t('admin.imports.kind')).selectOption('prices');
  await page.getByLabel(t('admin.imports.file')).setInputFiles({
    name: 'ceny.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`code,price\n${code},${newPrice}\n`),
  });
  await page.getByRole('button', { name: t('admin.imports.upload') }).click();
  await expect(page.getByRole('heading', { name: t('admin.imports.summary.title') })).toBeVisible();
  await page.getByRole('button', { name: t('admin.imports.apply') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('admin.imports.apply') })
    .click();
  await expect(page.getByText(t('admin.imports.applied')).first()).toBeVisible();

  // 5. The cache purge, Default tab.
  await page.getByRole('button', { name: t('admin.cache.open') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('admin.cache.submit.default') })
    .click();
  await expect(page.getByText(t('admin.cache.done')).first()).toBeVisible();

  // 6. The storefront: the category page lists Pixel 8; its page shows the photo and the new price.
  await page.goto(`/${category.seo}`);
  await expect(pageHeading(page)).toHaveText(category.name);
  await page
    .getByRole('link', { name: /Pixel 8/ })
    .first()
    .click();
  await expect(page.getByRole('img', { name: alt }).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(seoTitle));
  await expect(page.getByRole('main')).toContainText(chip.value);
  const formatted = new Intl.NumberFormat(shop === 'cz' ? 'cs-CZ' : 'ro-RO').format(newPrice);
  await expect(page.getByRole('main')).toContainText(formatted.replace(/\s/g, '\u00a0'));
});

test('the warehouse role and customers are refused the admin', async ({ page, paths, shop, t }) => {
  for (const role of ['warehouse', 'customer'] as const) {
    await logIn(page, { paths, t }, demoAccounts[shop][role]);
    await page.goto(adminPath(shop, 'categories'));
    await expect(page.getByText(t('ui.access.forbidden'))).toBeVisible();
    await page.context().clearCookies();
  }
});

/** The product code of the master product's first variant, from its Variants tab. */
async function codeOfFirstVariant(
  page: import('@playwright/test').Page,
  detailUrl: string,
  t: (id: string, values?: Record<string, string | number>) => string,
): Promise<string> {
  await page.goto(detailUrl);
  await page.getByRole('tab', { name: t('admin.productDetail.tab.variants') }).click();
  const code = await page
    .getByRole('group', { name: t('admin.productDetail.variants.variant', { n: 1 }), exact: true })
    .getByRole('textbox', { name: t('admin.productDetail.variants.code'), exact: true })
    .inputValue();
  if (!code) throw new Error('the first variant has no code');
  return code;
}
