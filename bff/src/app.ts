import { Agent } from 'node:http';
import compression from 'compression';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { shops } from 'shared-domain';
import { accountSummaryAggregate } from './aggregates/account-summary.ts';
import { bootAggregate } from './aggregates/boot.ts';
import { buyoutStartAggregate } from './aggregates/buyout-start.ts';
import { cartPageAggregate } from './aggregates/cart-page.ts';
import { type Aggregate, aggregatesRouter } from './aggregates/define-aggregate.ts';
import { productPageAggregate } from './aggregates/product-page.ts';
import { serviceStartAggregate } from './aggregates/service-start.ts';
import { ResponseCache } from './cache/response-cache.ts';
import type { Config } from './config.ts';
import { healthRoutes } from './health/health-routes.ts';
import { bodyLimit } from './http/body-limit.ts';
import { csrfGuard } from './http/csrf.ts';
import { sendError } from './http/errors.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { createLogger, httpLogger } from './logger.ts';
import { apiProxy } from './proxy/api-proxy.ts';
import { openRegistryStore } from './registry/open-registry-store.ts';
import { RemoteRegistry } from './registry/remote-registry.ts';
import { crawlerFiles } from './seo/crawler-files.ts';
import { seoResolver } from './seo/page-seo.ts';
import { indexPage, isClientRoute } from './static/index-page.ts';
import { remoteFiles, shellFiles } from './static/static-files.ts';

export interface AppDependencies {
  /** The shared cache of public api answers; tests pass one to look into it. */
  cache?: ResponseCache;
  /** Shared with the server so /readyz and draining know about a shutdown. */
  lifecycle?: Lifecycle;
  logger?: Logger;
  aggregates?: readonly Aggregate[];
  /** Which build of each remote a visitor gets; tests pass one over their own store. */
  registry?: RemoteRegistry;
}

export const defaultAggregates: readonly Aggregate[] = [
  accountSummaryAggregate,
  bootAggregate,
  buyoutStartAggregate,
  cartPageAggregate,
  productPageAggregate,
  serviceStartAggregate,
];

// The bff's routes in the order they must be tried. No listen here: the server owns the socket,
// tests mount the app on port 0.
export function createApp(config: Config, dependencies: AppDependencies = {}): Express {
  const lifecycle = dependencies.lifecycle ?? createLifecycle();
  const logger = dependencies.logger ?? createLogger(config.logLevel);
  // One pool of warm connections to the api for all proxied requests. Free sockets are dropped
  // after 4 s, before the api's (Node default 5 s) keep-alive timeout could close one under us.
  const apiAgent = new Agent({ keepAlive: true, timeout: 4_000, scheduling: 'lifo' });
  lifecycle.onClose(() => apiAgent.destroy());

  const registry = dependencies.registry ?? new RemoteRegistry(config, openRegistryStore(config));
  lifecycle.onClose(() => registry.close());

  const app = express();
  app.locals.locale = shops[config.shop].locale;
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestContext);
  app.use(httpLogger(logger));
  app.use(closeConnectionsWhileDraining(lifecycle));
  app.use(
    securityHeaders(
      async () => [...(await registry.origins()), ...marketingOrigins(config)],
      config.devRemoteOrigins,
      config.mapTileOrigin ? [config.mapTileOrigin] : [],
    ),
  );
  app.use(csrfGuard);
  app.use(bodyLimit(config.bodyLimitBytes, config.uploadLimitBytes));
  app.use(compression());

  app.use(healthRoutes(config, lifecycle));
  const cache = config.sharedCache ? (dependencies.cache ?? new ResponseCache()) : undefined;
  app.use('/api/new', apiProxy(config, apiAgent, cache));
  // The api's OpenAPI document and its reference UI, on the shop's origin.
  app.use('/api/docs', apiProxy(config, apiAgent));
  app.use('/api/bff', aggregatesRouter(config, dependencies.aggregates ?? defaultAggregates));
  app.use('/api', notFound);

  app.get('/remotes.json', registry.handler());
  app.use('/remotes', remoteFiles(config.staticRoot));
  app.use(crawlerFiles(config, cache));
  app.get('/index.html', indexPage(config, registry));
  app.use(shellFiles(config.staticRoot));
  // Every page URL gets the shell, with its real status (404, 301 for a moved product) and what
  // search engines read (issue 19).
  const page = indexPage(config, registry, seoResolver(config, cache));
  app.use((req: Request, res: Response, next: NextFunction) =>
    isClientRoute(req) ? page(req, res, next) : next(),
  );

  app.use(notFound);
  app.use(errorHandler);
  return app;
}

/** While draining, every answer ends its connection so clients reconnect to a live instance. */
function closeConnectionsWhileDraining(lifecycle: Lifecycle) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if (lifecycle.shuttingDown) res.setHeader('Connection', 'close');
    next();
  };
}

function notFound(_req: Request, res: Response): void {
  sendError(res, 404, 'not_found', 'not_found');
}

// Express 5 forwards rejected promises here. Details go to the log (with the request id), never
// to the client.
function errorHandler(error: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = statusOf(error);
  if (res.headersSent) {
    next(error); // Express closes the connection: the client sees a broken response, not a wrong one
  } else if (status === 404) {
    notFound(req, res);
  } else if (status < 500) {
    sendError(res, status, 'validation', 'bad_request');
  } else {
    res.err = error instanceof Error ? error : new Error(String(error)); // pino-http logs it with the request
    sendError(res, 500, 'internal', 'internal_error');
  }
}

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The marketing e-mail script (MARKETING_EMAIL_SCRIPT_URL) may load only from its own origin. */
function marketingOrigins(config: Config): string[] {
  return config.marketingEmailScriptUrl ? [new URL(config.marketingEmailScriptUrl).origin] : [];
}
