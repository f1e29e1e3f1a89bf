import { test as base, expect, type Page } from '@playwright/test';
import { areaPaths, type ShopCode, shops } from 'shared-domain';
import { textOf } from './texts.ts';

export interface ShopOptions {
  shop: ShopCode;
  /**
   * The visitor's cookie choice (shared-domain/consent.ts) before the test starts: all allowed by
   * default, so the consent banner stays away from tests about other things; null for a first visit.
   */
  cookieChoice: string | null;
}

interface ShopFixtures {
  /** The project's localized URLs. */
  paths: (typeof areaPaths)[ShopCode];
  /** A message of the shop's language, formatted like the shop formats it. */
  t: (id: string, values?: Record<string, string | number>) => string;
}

export const test = base.extend<ShopOptions & ShopFixtures>({
  shop: ['cz', { option: true }],
  cookieChoice: ['1.a1.m1.2026-01-01T00:00:00.000Z', { option: true }],
  context: async ({ context, cookieChoice }, use) => {
    // Cookies are per host, not per port: one for both shops (127.0.0.1).
    if (cookieChoice)
      await context.addCookies([
        { name: 'cookie_consent', value: cookieChoice, domain: '127.0.0.1', path: '/' },
      ]);
    await use(context);
  },
  paths: async ({ shop }, use) => use(areaPaths[shop]),
  t: async ({ shop }, use) => use((id, values) => textOf(shop, id, values)),
});

export { expect, shops };

/** Demo accounts of the seed (README), per shop variant. */
export const demoAccounts = {
  cz: {
    customer: 'jana.novakova@example.cz',
    business: 'nakup@firma-example.cz',
    staff: 'admin@example.cz',
    warehouse: 'sklad@example.cz',
  },
  ro: {
    customer: 'ana.popescu@example.ro',
    business: 'achizitii@firma-example.ro',
    staff: 'admin@example.ro',
    warehouse: 'depozit@example.ro',
  },
} as const;
export const DEMO_PASSWORD = 'Demo-2026!';
export const demoFirstNames = { cz: { customer: 'Jana' }, ro: { customer: 'Ana' } } as const;

/** Logs in through the login screen, as a visitor would. */
export async function logIn(
  page: Page,
  { paths, t }: { paths: ShopFixtures['paths']; t: ShopFixtures['t'] },
  email: string,
): Promise<void> {
  await page.goto(paths.login);
  await page.getByLabel(t('account.login.email')).fill(email);
  await page.getByLabel(t('account.login.password')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: t('account.login.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('account.title') })).toBeVisible();
}

/** The first heading of the page's main area. */
export function pageHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 1 });
}

/**
 * Links and buttons in the page's main area smaller than 24 × 24 px, a finger's minimum, as
 * "text width×height". Left out: a link inside a sentence (its line sets its size) and
 * anything off screen until focused (skip links).
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main a[href], main button')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0) continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      const text = (element.textContent ?? '').trim();
      // Running text around the link: a few words of its paragraph besides the link's own.
      const around = (element.parentElement?.textContent ?? '').replace(text, ' ').trim();
      const inSentence =
        element.tagName === 'A' && element.parentElement?.tagName === 'P' && around.split(/\s+/).length >= 3;
      if (inSentence) continue;
      if (box.width < 24 || box.height < 24)
        small.push(
          `${text || element.getAttribute('aria-label')} ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return small;
  });
}

/** How wide the page scrolls: more than the window means it scrolls sideways. */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
}
