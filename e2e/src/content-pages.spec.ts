import { adminPath } from 'mfe-admin/src/admin-paths.ts';
import { type ShopCode, shops } from 'shared-domain';
import { seriousViolations } from './axe.ts';
import { demoAccounts, expect, logIn, pageHeading, test } from './fixtures.ts';

// A page made of components, as staff compose it and a visitor meets it, in both shops: staff
// create a landing page, add a product list and an FAQ, schedule it, open the signed preview
// link (the draft, which visitors cannot see yet), publish it, and a visitor reads it at
// /info/<slug> with the products and a searchable FAQ.

const phones: Record<ShopCode, string> = { cz: 'telefony', ro: 'telefoane' };

/** The shop's wall clock `minutes` from now, as a datetime-local field takes it. */
function shopWallClock(shop: ShopCode, minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: shops[shop].timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(Date.now() + minutes * 60_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

test('staff compose, schedule, preview and publish a landing page; a visitor reads it', async ({
  page,
  browser,
  shop,
  t,
  paths,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const slug = `akce-${shop}-${Date.now()}`;
  const title = shop === 'cz' ? 'Telefony v akci' : 'Telefoane în ofertă';
  const question = shop === 'cz' ? 'Jak dlouho trvá doručení?' : 'Cât durează livrarea?';
  const answer = shop === 'cz' ? 'Obvykle jeden pracovní den.' : 'De regulă o zi lucrătoare.';
  await logIn(page, { paths, t }, demoAccounts[shop].staff);
  await page.goto(adminPath(shop, 'contentPages'));
  await expect(pageHeading(page)).toHaveText(t('admin.content.title'));
  await expect(page.getByRole('table', { name: t('admin.content.caption') })).toBeVisible();

  await page.getByRole('textbox', { name: t('admin.content.new.pageTitle') }).fill(title);
  await page.getByRole('textbox', { name: t('admin.content.new.slug') }).fill(slug);
  await page.getByRole('button', { name: t('admin.content.new.create') }).click();
  await expect(pageHeading(page)).toHaveText(t('admin.content.editorPageTitle', { title }));

  // A product list of the phones' category, then an FAQ with one question of our own.
  await page
    .getByLabel(t('admin.content.components.type'))
    .selectOption(t('admin.content.type.product_list'));
  await page.getByRole('button', { name: t('admin.content.components.add') }).click();
  const list = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `1. ${t('admin.content.type.product_list')}` }),
  });
  await list.getByRole('textbox', { name: t('admin.content.param.categorySeoName') }).fill(phones[shop]);
  await list.getByRole('textbox', { name: t('admin.content.param.limit') }).fill('4');
  await list.getByRole('button', { name: t('admin.content.params.save') }).click();
  await expect(page.getByText(t('admin.content.params.saved')).first()).toBeVisible();

  await page.getByLabel(t('admin.content.components.type')).selectOption(t('admin.content.type.faq'));
  await page.getByRole('button', { name: t('admin.content.components.add') }).click();
  const faq = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `2. ${t('admin.content.type.faq')}` }),
  });
  await faq.getByRole('textbox', { name: t('admin.content.faq.questionText') }).fill(question);
  await faq.getByRole('textbox', { name: t('admin.content.faq.answer') }).fill(answer);
  await faq.getByRole('button', { name: t('admin.content.params.save') }).click();
  await expect(faq.getByRole('textbox', { name: t('admin.content.faq.questionText') })).toHaveValue(question);

  // Visible from a minute ago until tomorrow, in the shop's own time.
  const from = shopWallClock(shop, -1);
  await page.getByLabel(t('admin.content.meta.publishAt')).fill(from);
  await page.getByLabel(t('admin.content.meta.unpublishAt')).fill(shopWallClock(shop, 24 * 60));
  await page.getByRole('button', { name: t('admin.content.meta.save') }).click();
  await expect(page.getByText(t('admin.content.meta.saved')).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The preview link shows the draft to whoever holds it; without it the page is not there yet.
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: t('admin.content.publish.preview') }).click(),
  ]);
  await expect(pageHeading(preview)).toHaveText(title);
  await expect(preview.getByText(t('content.page.previewTitle'))).toBeVisible();
  await expect(preview.getByRole('button', { name: question })).toBeVisible();
  await preview.close();

  const visitor = await browser.newContext({ baseURL });
  try {
    const reader = await visitor.newPage();
    await reader.goto(`/info/${slug}`);
    await expect(pageHeading(reader)).toHaveText(t('catalogue.notFound.title'));

    await page.getByRole('button', { name: t('admin.content.publish.publish') }).click();
    const confirm = page.getByRole('alertdialog', { name: t('admin.content.publish.publishTitle') });
    await expect(confirm).toContainText(from.replace('T', ' '));
    await confirm.getByRole('button', { name: t('admin.content.publish.publish') }).click();
    await expect(
      page.getByText(t('admin.content.publish.stateLive', { path: `/info/${slug}` })),
    ).toBeVisible();

    await reader.goto(`/info/${slug}`);
    await expect(pageHeading(reader)).toHaveText(title);
    await expect(reader).toHaveTitle(new RegExp(`^${title}`));
    await expect(reader.getByRole('main').getByRole('article').first()).toBeVisible();
    const disclosure = reader.getByRole('button', { name: question });
    await disclosure.click();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    await expect(reader.getByText(answer)).toBeVisible();
    await expect(reader.getByText(t('content.page.previewTitle'))).toHaveCount(0);
    expect(await seriousViolations(reader)).toEqual([]);
  } finally {
    await visitor.close();
  }
});

// The home page's own sections come first; below them, once the page is idle, the components
// staff put on the page `home` (the seed: a banner leading to the landing page and a text). The
// megamenu lists the links staff added to it after the catalogue's categories.
const homeBanner: Record<ShopCode, { link: string; landing: string }> = {
  cz: { link: 'Prohlédnout nabídku', landing: 'Výhodné telefony' },
  ro: { link: 'Vezi oferta', landing: 'Telefoane avantajoase' },
};

test("a visitor sees staff's components below the home page's sections and staff's megamenu links", async ({
  page,
  shop,
  t,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: t('catalogue.menu.open') }).click();
  const menu = page.getByRole('navigation', { name: t('catalogue.menu.label') });
  await expect(menu.getByRole('link', { name: homeBanner[shop].landing })).toBeVisible();
  await page.keyboard.press('Escape');
  const link = page.getByRole('link', { name: homeBanner[shop].link });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/info\//);
  await expect(pageHeading(page)).toHaveText(homeBanner[shop].landing);
  await page.goto('/info/home');
  await expect(page).toHaveURL(/\/$/);
});
