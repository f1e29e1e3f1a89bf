import { adminPath } from 'mfe-admin/src/admin-paths.ts';
import { type ShopCode, searchPath, shops } from 'shared-domain';
import { formatValidationMessage } from 'shared-domain/validation';
import { demoAccounts, expect, logIn, pageHeading, scrollWidth, smallTapTargets, test } from './fixtures.ts';

// The storefront end to end (issue 4), in both shops: browse and filter a category, open a product,
// switch a variant, add it to the cart (the header badge follows), search, and write a review that
// only shows once staff approve it.

const phones: Record<ShopCode, string> = { cz: 'telefony', ro: 'telefoane' };
/** A colour name with diacritics and how a customer types it without them. */
const accentless: Record<ShopCode, { typed: string; shown: RegExp }> = {
  cz: { typed: 'cerna', shown: /Černá/ },
  ro: { typed: 'noptii', shown: /Miezul nopții/ },
};

test.describe('catalogue', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a customer filters a category, opens a product, switches its storage and adds it to the cart', async ({
    page,
    shop,
    t,
  }) => {
    await page.goto(`/${phones[shop]}`);
    await expect(pageHeading(page)).toBeVisible();
    const filters = page
      .getByRole('complementary')
      .or(page.getByRole('region', { name: t('catalogue.browse.filters') }));
    // The filters follow the URL: a click changes the address and the box shows it at once.
    await page.getByRole('checkbox', { name: /^Apple/ }).click();
    await expect(page).toHaveURL(/brand=apple/);
    await page
      .getByRole('checkbox', { name: new RegExp(`^${t('catalogue.browse.quality.new')} \\(`) })
      .click();
    await expect(
      page.getByRole('checkbox', { name: new RegExp(`^${t('catalogue.browse.quality.new')} \\(`) }),
    ).toBeChecked();
    await expect(page).toHaveURL(/quality=new/);
    await expect(filters.first()).toBeVisible();

    const product = page.locator(`main a[href^="/${phones[shop]}/"]`).filter({ hasText: 'iPhone' }).first();
    await product.click();
    await expect(pageHeading(page)).toContainText('iPhone');
    const firstUrl = page.url();
    const firstHeading = await pageHeading(page).textContent();

    // Another storage of the same model: a new URL and heading without a page reload.
    await page.evaluate(() => {
      (window as unknown as { __samePage: boolean }).__samePage = true;
    });
    // The pickers follow the URL (like the filters): click, then wait for the variant's address.
    const otherStorage = page.getByRole('radio', { name: /\d+ (GB|TB)$/, checked: false }).first();
    await otherStorage.click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(pageHeading(page)).not.toHaveText(firstHeading ?? '');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

    const badge = (count: number) =>
      page.getByRole('link', { name: t('cart.badge.labelWithCount', { count }) });
    await expect(badge(0)).toBeVisible();
    const addToCart = page.getByRole('button', { name: t('catalogue.productPage.addToCart') });
    await addToCart.click();
    // Announced once, by the one live region, and shown in the toast; the focus stays put.
    const added = t('catalogue.productPage.added');
    await expect(page.locator('[aria-live]').filter({ hasText: added })).toHaveCount(1);
    await expect(page.locator('[aria-hidden="true"]').filter({ hasText: added })).toBeVisible();
    await expect(addToCart).toBeFocused();
    await expect(badge(1)).toBeVisible();
  });

  test('a quick second click on a brand lands on it: the filter list stays where it was', async ({
    page,
    shop,
  }) => {
    await page.goto(`/${phones[shop]}`);
    const apple = page.getByRole('checkbox', { name: /^Apple/ });
    const samsung = page.getByRole('checkbox', { name: /^Samsung/ });
    const centre = async (box: typeof apple) => {
      const bounds = await box.boundingBox();
      if (!bounds) throw new Error('the box is not on screen');
      return { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 };
    };
    const [first, second] = [await centre(samsung), await centre(apple)];
    // A mouse, not Playwright's click, which would look for the box again wherever it moved.
    await page.mouse.click(first.x, first.y);
    await page.mouse.click(second.x, second.y);
    await expect(page).toHaveURL(/brand=samsung&brand=apple/);
    await expect(apple).toBeChecked();
    await expect(samsung).toBeChecked();
  });

  test('on a phone: product titles and the breadcrumb are tap targets of 24 px, nothing scrolls sideways', async ({
    page,
    shop,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/${phones[shop]}`);
    const titles = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
    await expect(titles.first()).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

    await titles.first().click();
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.getByRole('main').getByRole('navigation').getByRole('link').first()).toBeVisible();
    expect(await smallTapTargets(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  });

  test('search asks for 2 characters, suggests while typing and ignores accents', async ({
    page,
    shop,
    t,
  }) => {
    const suggestionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search/suggestions/')) suggestionCalls.push(new URL(request.url()).search);
    });
    await page.goto('/');
    const box = page.getByRole('combobox', { name: t('catalogue.search.label') });
    await box.fill('i');
    await expect(
      page.getByText(formatValidationMessage(shops[shop].locale, 'searchMinLength', { numChars: 2 })),
    ).toBeVisible();
    await page.waitForTimeout(600);
    expect(suggestionCalls, 'one character asks the api nothing').toEqual([]);

    await box.fill('ip');
    const suggestions = page.getByRole('listbox', { name: t('catalogue.search.suggestions') });
    await expect(suggestions.getByRole('option').first()).toContainText('iPhone');
    await box.press('Enter');
    await expect(page).toHaveURL(/q=ip/);
    await expect(page.locator(`main a[href^="/${phones[shop]}/"]`).first()).toBeVisible();

    await page.goto(searchPath(shop, accentless[shop].typed));
    await expect(page.getByRole('main').getByText(accentless[shop].shown).first()).toBeVisible();

    await page.goto(searchPath(shop, 'zzzzqx'));
    await expect(page.getByText(t('catalogue.search.noResults'))).toBeVisible();
  });

  test('a review waits for staff approval before it is shown', async ({
    page,
    shop,
    t,
    baseURL,
    browser,
    paths,
  }) => {
    await page.goto(`/${phones[shop]}?brand=samsung&quality=new`);
    await page.locator(`main a[href^="/${phones[shop]}/"]`).filter({ hasText: 'Samsung' }).first().click();
    await expect(pageHeading(page)).toBeVisible();

    const text = `E2E recenze ${shop} ${Date.now()}: výdrž baterie je skvělá.`;
    await page.getByRole('button', { name: t('catalogue.reviews.write') }).click();
    await page.getByRole('radio', { name: t('catalogue.reviews.form.star', { rating: 5 }) }).check();
    await page.getByRole('textbox', { name: t('catalogue.reviews.form.text') }).fill(text);
    await page.getByRole('textbox', { name: t('catalogue.reviews.form.fullName') }).fill('Eva Testová');
    await page.getByRole('button', { name: t('catalogue.reviews.form.submit') }).click();
    await expect(page.getByText(t('catalogue.reviews.form.success'))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: t('catalogue.reviews.title') })).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);

    // A customer cannot approve it; staff approve it on their screen, in a browser of their own.
    const pending = await page.request.get('/api/new/product-reviews/admin/reviews/?status=pending');
    expect(pending.status()).toBe(401);
    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await logIn(staff, { paths, t }, demoAccounts[shop].staff);
    await staff.goto(adminPath(shop, 'reviews'));
    await expect(pageHeading(staff)).toHaveText(t('admin.reviews.title'));
    const row = staff.getByRole('row').filter({ hasText: text.slice(0, 28) });
    await row.getByRole('button', { name: t('admin.reviews.action.approve') }).click();
    await expect(staff.getByText(t('admin.reviews.approved', { name: 'Eva Testová' })).first()).toBeVisible();
    await staffContext.close();

    await page.reload();
    await expect(page.getByText(text)).toBeVisible();
  });
});
