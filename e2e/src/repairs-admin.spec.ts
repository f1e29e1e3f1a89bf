import { adminPath } from 'mfe-admin/src/admin-paths.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';

// Repairs run from the admin (issue 17), as staff would: the seeded Galaxy S24 in repair is
// finished and moved to "ready"; the screen offers only the moves the api allows.

test('staff move a repair that is being repaired to ready for pickup', async ({ page, shop, t, paths }) => {
  await logIn(page, { paths, t }, demoAccounts[shop].staff);
  await page.goto(`${adminPath(shop, 'repairs')}?status=in_repair`);
  await expect(pageHeading(page)).toHaveText(t('admin.repairs.title'));
  const row = page.getByRole('row').filter({ hasText: 'Galaxy S24' }).first();
  const number = ((await row.getByRole('cell').first().textContent()) ?? '').trim();
  await row.getByRole('button', { name: t('admin.repairs.action.change') }).click();
  const dialog = page.getByRole('dialog', { name: t('admin.repairs.change.title', { number }) });
  const next = dialog.getByRole('combobox', { name: t('admin.repairs.change.status') });
  // In repair, the only ways on are ready for pickup and cancelled.
  await expect(next.getByRole('option')).toHaveText([
    t('admin.repairs.change.choose'),
    t('admin.repairs.status.ready'),
    t('admin.repairs.status.cancelled'),
  ]);
  await next.selectOption({ label: t('admin.repairs.status.ready') });
  await dialog.getByRole('button', { name: t('admin.repairs.change.submit') }).click();
  await expect(
    page.getByText(t('admin.repairs.changed', { number, status: t('admin.repairs.status.ready') })).first(),
  ).toBeVisible();
});

test('staff open a repair from the grid and re-quote it with the technician’s note', async ({
  page,
  shop,
  t,
  paths,
}) => {
  await logIn(page, { paths, t }, demoAccounts[shop].staff);
  await page.goto(`${adminPath(shop, 'repairs')}?status=diagnosed`);
  // The seeded iPhone 15, diagnosed with a changed price the customer has not approved yet.
  const link = page.getByRole('row').filter({ hasText: 'iPhone 15' }).first().getByRole('link');
  const number = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(pageHeading(page)).toHaveText(t('admin.repair.title', { number }));
  await expect(page.getByRole('region', { name: t('admin.repair.device.title') })).toContainText(
    '35391911234567',
  );
  await expect(page.getByRole('region', { name: t('admin.repair.quotes.title') })).toContainText(
    t('admin.repair.quotes.pending'),
  );
  const status = page.getByRole('region', { name: t('admin.repair.status.title') });
  await expect(status.getByRole('button', { name: t('admin.repairs.action.change') })).toBeVisible();

  const requote = page.getByRole('region', { name: t('admin.repair.requote.title') });
  const note = shop === 'cz' ? 'Vadný je i reproduktor.' : 'Și difuzorul este defect.';
  await requote.getByLabel(t('admin.repair.requote.price', { currency: '' }).split(' (')[0]).fill('6000');
  await requote.getByLabel(t('admin.repair.requote.note')).fill(note);
  await requote.getByRole('button', { name: t('admin.repair.requote.submit') }).click();
  await expect(
    page
      .getByRole('region', { name: t('admin.repair.statusHistory.title') })
      .getByRole('row')
      .last(),
  ).toContainText(note);
  await expect(page.getByRole('region', { name: t('admin.repair.emails.title') })).toContainText(
    t('admin.repair.emails.kind.requote'),
  );
});
