import { test as base, expect } from '@playwright/test';
import { areaPaths, type ShopCode, shops } from 'shared-domain';

export interface ShopOptions {
  shop: ShopCode;
}

/** `shop` is the project's variant; `paths` its localized URLs. */
export const test = base.extend<ShopOptions & { paths: (typeof areaPaths)[ShopCode] }>({
  shop: ['cz', { option: true }],
  paths: async ({ shop }, use) => {
    await use(areaPaths[shop]);
  },
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
