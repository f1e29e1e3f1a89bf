import { adminPath } from 'mfe-admin/src/admin-paths.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';

const PHONE = { width: 360, height: 740 };

test.describe('the staff frame', () => {
  test('staff work in the admin frame: sections, breadcrumbs, Tasks, no customer widgets', async ({
    page,
    paths,
    shop,
    t,
  }) => {
    await logIn(page, { paths, t }, demoAccounts[shop].staff);
    const remotes: string[] = [];
    page.on('request', (request) => {
      const match = /\/remotes\/(mfe_[a-z]+)\//.exec(request.url());
      if (match?.[1]) remotes.push(match[1]);
    });
    await page.goto(paths.admin);
    await expect(pageHeading(page)).toHaveText(t('admin.title'));
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: t('shell.area.mfe_admin') })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: t('admin.nav.label') });
    await nav.getByRole('link', { name: t('admin.nav.tasks') }).click();
    await expect(page).toHaveURL(adminPath(shop, 'tasks'));
    await expect(pageHeading(page)).toHaveText(t('admin.tasks.title'));
    await expect(nav.getByRole('link', { name: t('admin.nav.tasks') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const trail = page.getByRole('navigation', { name: t('admin.frame.breadcrumbs') });
    await expect(trail.getByRole('link', { name: t('admin.title') })).toHaveAttribute('href', paths.admin);
    // The staff layout mounts no megamenu and no cart badge: their remotes are never fetched.
    expect(remotes).toContain('mfe_admin');
    expect(remotes.filter((name) => name === 'mfe_catalogue' || name === 'mfe_cart')).toEqual([]);
  });

  test('on a phone the admin navigation folds into a menu button', async ({ page, paths, shop, t }) => {
    await logIn(page, { paths, t }, demoAccounts[shop].staff);
    await page.setViewportSize(PHONE);
    await page.goto(paths.admin);
    await expect(pageHeading(page)).toHaveText(t('admin.title'));
    const nav = page.getByRole('navigation', { name: t('admin.nav.label') });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: t('admin.frame.menu') }).click();
    await nav.getByRole('link', { name: t('admin.nav.buyouts') }).click();
    await expect(pageHeading(page)).toHaveText(t('admin.buyouts.title'));
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(
      PHONE.width,
    );
  });
});
