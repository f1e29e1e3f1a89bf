import type { ShopCode } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import { seriousViolations } from './axe.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// The stores and the articles as a visitor meets them, in both shops: the nearest store by a
// postcode and by a town (the shop's built-in gazetteer, no geocoding service), its page with the
// opening hours and directions; then an article with its related products.

/** A postcode far from every store, and a town with exactly one place of the shop. */
const searches: Record<
  ShopCode,
  { postcode: string; postcodePlace: string; town: string; townStore: string }
> = {
  cz: {
    postcode: '779 00',
    postcodePlace: 'Olomouc',
    town: 'Plzen',
    townStore: 'Mobilní svět Plzeň – náměstí Republiky',
  },
  ro: {
    postcode: '900725',
    postcodePlace: 'Constanța',
    town: 'Iasi',
    townStore: 'Lumea Mobilă Iași – Palas',
  },
};

test('a visitor finds the nearest store by postcode and by town, and opens its page', async ({
  page,
  shop,
  t,
}) => {
  const search = searches[shop];
  await page.goto(contentPath(shop, 'stores'));
  await expect(pageHeading(page)).toHaveText(t('catalogue.stores.title'));
  await expect(
    page
      .getByRole('figure', { name: t('catalogue.stores.map') })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  const field = page.getByRole('textbox', { name: t('catalogue.stores.nearest.label') });

  await field.fill(search.postcode);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('catalogue.stores.nearest.submit'), exact: true })
    .click();
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: t('catalogue.stores.nearest.near', { place: search.postcodePlace }),
    }),
  ).toBeVisible();
  const nearest = page.getByRole('article').first();
  await expect(nearest.getByText(/\d km$/)).toBeVisible();

  await field.fill(search.town);
  await page
    .getByRole('main')
    .getByRole('button', { name: t('catalogue.stores.nearest.submit'), exact: true })
    .click();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(search.townStore);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('article').first().getByRole('link', { name: search.townStore, exact: true }).click();
  await expect(pageHeading(page)).toHaveText(search.townStore);
  await expect(page.getByText(t('catalogue.stores.hours'), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('catalogue.stores.directionsLabel', { name: search.townStore }) }),
  ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  await expect(
    page.getByRole('img', { name: t('catalogue.stores.photoAlt', { name: search.townStore }) }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a visitor opens an article and sees its related products', async ({ page, shop, t }) => {
  await page.goto(contentPath(shop, 'articles'));
  await expect(pageHeading(page)).toHaveText(t('catalogue.articles.title'));
  const first = page.getByRole('main').getByRole('article').first();
  const title = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('link', { name: t('catalogue.articles.readMoreLabel', { title }) }).click();
  await expect(pageHeading(page)).toHaveText(title);
  const related = page.getByRole('region', { name: t('catalogue.articles.related') });
  await expect(related.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
