import type { Migration } from 'kysely/migration';
import * as initialSchema from './0001-initial-schema.ts';
import * as buyout from './0002-buyout.ts';
import * as catalogueSearch from './0003-catalogue-search.ts';
import * as productDetails from './0004-product-details.ts';
import * as reviews from './0005-reviews.ts';
import * as favourites from './0006-favourites.ts';
import * as checkout from './0007-checkout.ts';
import * as accounts from './0008-accounts.ts';
import * as service from './0009-service.ts';
import * as rateLimits from './0010-rate-limits.ts';
import * as moneyRules from './0012-money-rules.ts';
import * as buyoutDeviceFacts from './0013-buyout-device-facts.ts';
import * as backOffice from './0014-back-office.ts';
import * as productGrid from './0017-product-grid.ts';
import * as productAdmin from './0018-product-admin.ts';
import * as catalogueAtScale from './0022-catalogue-at-scale.ts';
import * as orderAdmin from './0023-order-admin.ts';
import * as discountAdmin from './0024-discount-admin.ts';
import * as invoices from './0025-invoices.ts';
import * as installmentAdmin from './0026-installment-admin.ts';
import * as orderGridIndexes from './0027-order-grid-indexes.ts';
import * as tasksAndRepairEmails from './0029-tasks-and-repair-emails.ts';
import * as warehouse from './0030-warehouse.ts';
import * as contentPages from './0031-content-pages.ts';
import * as storesArticles from './0032-stores-articles.ts';
import * as contentForms from './0033-content-forms.ts';
import * as landing from './0034-landing.ts';
import * as productRedirects from './0035-product-redirects.ts';
import * as referenceDataFills from './0036-reference-data-fills.ts';

// A static list instead of a folder scan: the module graph is explicit and works the same from
// source, in tests and in any bundle. Forward-only: add new files, never edit applied ones.
export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-buyout': buyout,
  '0003-catalogue-search': catalogueSearch,
  '0004-product-details': productDetails,
  '0005-reviews': reviews,
  '0006-favourites': favourites,
  '0007-checkout': checkout,
  '0008-accounts': accounts,
  '0009-service': service,
  '0010-rate-limits': rateLimits,
  '0012-money-rules': moneyRules,
  '0013-buyout-device-facts': buyoutDeviceFacts,
  '0014-back-office': backOffice,
  '0017-product-grid': productGrid,
  '0018-product-admin': productAdmin,
  '0022-catalogue-at-scale': catalogueAtScale,
  '0023-order-admin': orderAdmin,
  '0024-discount-admin': discountAdmin,
  '0025-invoices': invoices,
  '0026-installment-admin': installmentAdmin,
  '0027-order-grid-indexes': orderGridIndexes,
  '0029-tasks-and-repair-emails': tasksAndRepairEmails,
  '0030-warehouse': warehouse,
  '0031-content-pages': contentPages,
  '0032-stores-articles': storesArticles,
  '0033-content-forms': contentForms,
  '0034-landing': landing,
  '0035-product-redirects': productRedirects,
  '0036-reference-data-fills': referenceDataFills,
};
