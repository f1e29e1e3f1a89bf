import type { ShopCode } from 'shared-domain';
import { contentPath } from 'shared-domain/content-paths.ts';
import { newsletterConsentText } from 'shared-domain/contracts/forms.ts';
import { seriousViolations } from './axe.ts';
import { dataDirOf, mailsTo, uniqueEmail } from './checkout-steps.ts';
import { expect, pageHeading, test } from './fixtures.ts';

// The storefront's forms as a visitor meets them, in both shops: a job application with a CV
// (a small real PDF), and a newsletter signup confirmed through the link of the e-mail in the
// outbox (double opt-in), then cancelled through the unsubscribe link of the next mail. The
// captcha is the real proof of work, solved by the browser.

const phones: Record<ShopCode, string> = { cz: '777 123 456', ro: '0722 123 456' };

const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The one link of a mail that leads to a page of the shop, as a path (the outbox's links name PUBLIC_URL). */
function shopLinkIn(text: string, pathStart: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${pathStart}[^\\s"<>]*`).exec(text);
  if (!match) throw new Error(`no link to ${pathStart} in the mail:\n${text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

test.describe('forms', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a visitor applies for a job with a CV', async ({ page, shop, t }) => {
    const email = uniqueEmail(shop, 'uchazec');
    await page.goto(contentPath(shop, 'career'));
    await expect(pageHeading(page)).toHaveText(t('forms.job_application.title'));
    await page.getByLabel(t('forms.field.name')).fill('Petr Svoboda');
    await page.getByLabel(t('forms.field.email')).fill(email);
    await page.getByLabel(t('forms.field.phone')).fill(phones[shop]);
    await page.getByLabel(t('forms.field.position')).fill('Technik');

    // Sent without a CV: the error is at the CV field and the typed values stay.
    await page.getByRole('button', { name: t('forms.submit') }).click();
    await expect(page.getByText(t('forms.cv.required')).first()).toBeVisible();
    await expect(page.getByLabel(t('forms.field.name'))).toHaveValue('Petr Svoboda');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(t('forms.field.cv')).setInputFiles({
      name: 'zivotopis.pdf',
      mimeType: 'application/pdf',
      buffer: SMALL_PDF,
    });
    await page.getByRole('button', { name: t('forms.submit') }).click();
    await expect(page.getByText(t('forms.success.title'))).toBeVisible({ timeout: 60_000 });
    await expect
      .poll(async () => (await mailsTo(dataDirOf(shop), email)).length, { timeout: 20_000 })
      .toBe(1);
  });

  test('a visitor subscribes to the newsletter, confirms by the e-mailed link and unsubscribes', async ({
    page,
    shop,
    t,
  }) => {
    const email = uniqueEmail(shop, 'odber');
    await page.goto(contentPath(shop, 'newsletter'));
    await expect(pageHeading(page)).toHaveText(t('forms.newsletter.title'));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: t('forms.field.email') }).fill(email);
    await page.getByRole('checkbox', { name: newsletterConsentText[shop] }).check();
    await page.getByRole('button', { name: t('forms.newsletter.submit') }).click();
    await expect(page.getByText(t('forms.newsletter.sentTitle'))).toBeVisible({ timeout: 60_000 });

    await expect
      .poll(async () => (await mailsTo(dataDirOf(shop), email)).length, { timeout: 20_000 })
      .toBe(1);
    const [confirmation] = await mailsTo(dataDirOf(shop), email);
    await page.goto(shopLinkIn(confirmation.text, `/${contentPath(shop, 'newsletter').slice(1)}/`));
    await expect(page.getByText(t('forms.newsletter.confirm.done'))).toBeVisible();
    await expect(page.getByText(t('forms.newsletter.confirm.text', { email }))).toBeVisible();

    // The welcome mail is the first newsletter mail: its link unsubscribes in one click.
    await expect
      .poll(async () => (await mailsTo(dataDirOf(shop), email)).length, { timeout: 20_000 })
      .toBe(2);
    const welcome = (await mailsTo(dataDirOf(shop), email))[1];
    const unsubscribe = shopLinkIn(welcome.text, `/${contentPath(shop, 'newsletter').slice(1)}/`);
    await page.goto(unsubscribe);
    await expect(page.getByText(t('forms.newsletter.unsubscribe.done'))).toBeVisible();
  });
});
