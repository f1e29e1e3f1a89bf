import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { shops } from 'shared-domain';
import { profileRoutes } from './accounts/profile-routes.ts';
import { accountsRoutes } from './accounts/routes.ts';
import { backOfficeRoutes } from './admin/back-office-routes.ts';
import { adminRoutes } from './admin/routes.ts';
import { articleAdminRoutes } from './articles/article-admin-routes.ts';
import { articlesRoutes } from './articles/routes.ts';
import { adoptAnonymousBuyouts } from './buyout/adopt-anonymous-buyouts.ts';
import { buyoutRoutes } from './buyout/routes.ts';
import { adoptAnonymousCart } from './cart/adopt-anonymous-cart.ts';
import { cartRoutes } from './cart/routes.ts';
import { cachePurgeRoutes } from './catalogue/admin/cache-purge-routes.ts';
import { categoryAdminRoutes } from './catalogue/admin/category-admin-routes.ts';
import { importRoutes } from './catalogue/admin/import-routes.ts';
import { masterDataRoutes } from './catalogue/admin/master-data-routes.ts';
import { productAdminRoutes } from './catalogue/admin/product-admin-routes.ts';
import { productGridRoutes } from './catalogue/admin/product-grid-routes.ts';
import { browseRoutes } from './catalogue/browse-routes.ts';
import { adoptAnonymousFavourites } from './catalogue/favourite-adoption.ts';
import { productRoutes } from './catalogue/product-routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { storefrontRoutes } from './catalogue/storefront-routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { contentPageAdminRoutes } from './content/pages/content-page-admin-routes.ts';
import { contentPageRoutes } from './content/pages/content-page-routes.ts';
import { discountAdminRoutes } from './discounts/admin/discount-admin-routes.ts';
import { discountsRoutes } from './discounts/routes.ts';
import { formRoutes } from './forms/form-routes.ts';
import { inboxRoutes } from './forms/inbox-routes.ts';
import { landingRoutes } from './landing/routes.ts';
import { orderAdminRoutes } from './orders/admin/order-admin-routes.ts';
import { invoiceAdminRoutes } from './orders/invoices/invoice-routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { installmentAdminRoutes } from './payments/installment-admin/installment-admin-routes.ts';
import { paymentsRoutes } from './payments/routes.ts';
import type { Config } from './platform/config.ts';
import type { Db } from './platform/db/schema.ts';
import { errorHandler, routeNotFound } from './platform/errors.ts';
import { healthRoutes } from './platform/health.ts';
import { refuseDeepBodies } from './platform/http/body-depth.ts';
import { refuseCrossSiteRequests } from './platform/http/csrf.ts';
import { refuseUnreadablePath } from './platform/http/readable-path.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { createLogger, requestLogger } from './platform/logger.ts';
import { createMailer, type Mailer, senderOf } from './platform/mailer.ts';
import { buildOpenApiDocument, docsRouter } from './platform/openapi.ts';
import { loadSession } from './platform/session.ts';
import { uploadRoutes } from './platform/uploads/upload-routes.ts';
import { priceListRoutes } from './price-list/routes.ts';
import { reviewsRoutes } from './reviews/routes.ts';
import { seoRoutes } from './seo/routes.ts';
import { serviceOrderRoutes } from './service/order-routes.ts';
import { serviceSelectorRoutes } from './service/selector-routes.ts';
import { storesRoutes } from './stores/routes.ts';
import { storeAdminRoutes } from './stores/store-admin-routes.ts';
import { packingRoutes } from './warehouse/packing/packing-routes.ts';
import { warehouseRoutes } from './warehouse/routes.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  /** Tests pass a logger writing to memory to check what reaches the log. */
  logger?: Logger;
  /** server.ts passes the one it closes on shutdown; otherwise one is made from the config. */
  mailer?: Mailer;
  /** Where requests queue the work they owe (their e-mails); its worker runs beside the app. */
  jobs: JobQueue;
}

/** The api as an Express app, without listening: server.ts listens, tests listen on port 0. */
export function createApp({
  config,
  db,
  logger = createLogger(config.logLevel),
  mailer = mailerOf(config, logger),
  jobs,
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogger(logger));
  app.use(securityHeaders, refuseCrossSiteRequests);
  app.use(refuseUnreadablePath);

  const health = healthRoutes(db);
  const components = [
    accountsRoutes({
      db,
      config,
      jobs,
      afterLogin: [adoptAnonymousCart, adoptAnonymousBuyouts, adoptAnonymousFavourites],
    }),
    profileRoutes({ db, config }),
    cartRoutes({ db, config }),
    discountsRoutes({ db, config, mailer }),
    checkoutRoutes({ db, config, mailer }),
    ordersRoutes({ db, config, jobs }),
    paymentsRoutes({ db, config, mailer, jobs }),
    catalogueRoutes({ db, config }),
    browseRoutes({ db, config }),
    productRoutes({ db, config }),
    storefrontRoutes({ db, config }),
    reviewsRoutes({ db, config }),
    storesRoutes({ db, config }),
    storeAdminRoutes({ db, config }),
    articlesRoutes({ db, config }),
    articleAdminRoutes({ db, config }),
    priceListRoutes({ db, config }),
    landingRoutes({ db, config, jobs }),
    contentPageRoutes({ db, config }),
    contentPageAdminRoutes({ db, config }),
    seoRoutes({ db, config }),
    adminRoutes({ db, config }),
    backOfficeRoutes({ db, config, jobs }),
    orderAdminRoutes({ db, config, jobs, mailer }),
    installmentAdminRoutes({ db, config }),
    invoiceAdminRoutes({ db, config, jobs, mailer }),
    discountAdminRoutes({ db, config, jobs }),
    uploadRoutes({ db, config, jobs }),
    categoryAdminRoutes({ db, config, jobs }),
    productGridRoutes({ db, config, jobs }),
    productAdminRoutes({ db, config, jobs }),
    masterDataRoutes({ db, config, jobs }),
    importRoutes({ db, config, jobs }),
    cachePurgeRoutes({ db, config, jobs }),
    warehouseRoutes({ db, config }),
    packingRoutes({ db, config, jobs, mailer }),
    buyoutRoutes({ db, config, mailer, jobs }),
    serviceSelectorRoutes({ db, config, mailer }),
    serviceOrderRoutes({ db, config, jobs }),
    formRoutes({ db, config, jobs }),
    inboxRoutes({ db, config }),
  ];

  app.use(health.router);
  app.use(
    '/api/new',
    express.json({ limit: '100kb' }),
    refuseDeepBodies,
    loadSession({ db, shop: config.shop, cookieSecure: config.cookieSecure }),
  );
  for (const component of components) app.use(component.router);

  const document = buildOpenApiDocument([...health.operations, ...components.flatMap((c) => c.operations)], {
    title: `Shop api (${config.shop})`,
    version: '1.0.0',
    description: 'The session-cookie API of the shop. Errors everywhere: `{ type, code, message, errors? }`.',
  });
  app.use(docsRouter(document));

  app.use(routeNotFound);
  app.use(errorHandler(logger, shops[config.shop].locale));
  return app;
}

/** SMTP_URL → SMTP; unset → .eml files in `<DATA_DIR>/outbox`; sent as the shop. */
export function mailerOf(config: Config, logger: Logger): Mailer {
  return createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: senderOf[config.shop],
    logger,
  });
}
