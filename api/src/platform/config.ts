import { resolve } from 'node:path';
import { parseShop, type ShopCode } from 'shared-domain';
import { type FormsSettings, parseFormsSettings } from '../forms/forms-settings.ts';

export interface Config {
  shop: ShopCode;
  /** API_HOST: the interface the api listens on; loopback by default, only the bff should reach it. */
  host: string;
  port: number;
  /** postgres://… ; undefined means the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  logLevel: string;
  cookieSecure: boolean;
  /**
   * TRUST_PROXY: the proxies in front of the api (the bff) whose X-Forwarded-For names the client,
   * as Express' "trust proxy" (addresses, subnets, loopback…, or a hop count; false for none).
   * Per-address limits see the client behind the bff and nobody else can choose their address.
   */
  trustProxy: TrustProxy;
  /** Where customers reach the shop (the bff), without a trailing slash: absolute links in e-mails. */
  publicUrl: string;
  /**
   * MAP_TILE_URL: a map tile server ("https://tiles.example/{z}/{x}/{y}.png"); set, the stores page
   * shows an interactive map, unset the built-in SVG map of the country.
   */
  mapTileUrl?: string;
  /**
   * ORDER_TOKEN_SECRET: signs the access tokens of orders (HMAC of the number), so every api
   * instance issues and checks the same token. Required in production; a fixed development value
   * otherwise (see orders/order-tokens.ts).
   */
  orderTokenSecret?: string;
  /**
   * CONTENT_PREVIEW_SECRET (at least 32 characters): signs the preview links of draft content
   * pages; without it ORDER_TOKEN_SECRET signs them (see content/pages/preview-token.ts).
   */
  contentPreviewSecret?: string;
  /**
   * FASTLY_API_TOKEN and FASTLY_SERVICE_ID: the cache purge calls Fastly's API for the shop's
   * service; without them it purges only the bff's own cache. FASTLY_API_URL is for tests.
   */
  fastly?: { apiToken: string; serviceId: string; apiUrl: string };
  /**
   * S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (S3_REGION): uploads go to this
   * S3-compatible bucket; unset, to `<DATA_DIR>/uploads` (see platform/uploads/upload-store.ts).
   */
  s3?: S3Settings;
  /**
   * JOB_WORKERS: `in-process` (default) works the job queue in the api process; `off` only queues
   * jobs, which separate worker processes (`npm run worker -w api`) then do.
   */
  jobWorkers?: JobWorkers;
  /**
   * PACKETA_API_PASSWORD (PACKETA_API_URL, PACKETA_HOME_DELIVERY_ID, PACKETA_ESHOP): the Czech
   * shop's Zásilkovna parcels are booked through Packeta's API; unset, that carrier runs in test mode.
   */
  packeta?: PacketaSettings;
  /**
   * FORMS_STAFF_EMAIL, FORMS_CV_RETENTION_DAYS, FORMS_CAPTCHA_SECRET, FORMS_CAPTCHA_MAX_NUMBER:
   * the storefront's forms (see forms/forms-settings.ts for the defaults).
   */
  forms?: Partial<FormsSettings>;
}

export interface PacketaSettings {
  apiPassword: string;
  /** Packeta's REST/XML endpoint. */
  apiUrl: string;
  /** Packeta's id of the home-delivery carrier, for a parcel whose pickup point Packeta cannot name. */
  homeDeliveryId?: string;
  /** The sender label of the Packeta account (needed when the account has several senders). */
  eshop?: string;
}

export interface S3Settings {
  /** The store's origin, e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const jobWorkerModes = ['in-process', 'off'] as const;
export type JobWorkers = (typeof jobWorkerModes)[number];

/** `<repo>/var`: the repository root is three levels above this file (api/src/platform). */
export const defaultDataDir = resolve(import.meta.dirname, '../../../var');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    shop: parseShop(env.SHOP),
    host: nonEmpty(env.API_HOST) ?? '127.0.0.1',
    port: parsePort(env.API_PORT, 3001),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? defaultDataDir),
    smtpUrl: nonEmpty(env.SMTP_URL),
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    cookieSecure: env.COOKIE_SECURE === 'true',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, `http://localhost:${nonEmpty(env.PORT) ?? '3000'}`),
    mapTileUrl: nonEmpty(env.MAP_TILE_URL),
    orderTokenSecret: parseOrderTokenSecret(env),
    contentPreviewSecret: parseContentPreviewSecret(env),
    fastly: parseFastly(env),
    s3: parseS3Settings(env),
    jobWorkers: parseJobWorkers(env),
    packeta: parsePacketa(env),
    forms: parseFormsSettings(env),
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export type TrustProxy = false | number | string;

/**
 * Default "loopback": the bff on this machine, the only one that reaches an api bound to
 * 127.0.0.1. "true" would believe any caller's X-Forwarded-For, so it is refused.
 */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = nonEmpty(value) ?? 'loopback';
  if (raw === 'false') return false;
  if (raw === 'true')
    throw new Error('TRUST_PROXY=true would trust any client; list the proxies (e.g. "loopback, 10.0.0.5")');
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (nonEmpty(value) === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT must be a port number, got "${value}"`);
  return port;
}

/** PUBLIC_URL: an http(s) origin, optionally with a path prefix; the default is the bff on PORT. */
function parsePublicUrl(value: string | undefined, fallback: string): string {
  return httpUrl('PUBLIC_URL', nonEmpty(value) ?? fallback);
}

/** An absolute http(s) URL as origin and path, without the trailing slash. */
function httpUrl(name: string, raw: string): string {
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** All four S3 settings or none: half a configuration would quietly store uploads on the disk. */
function parseS3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const [endpoint, bucket, accessKeyId, secretAccessKey] = names.map((name) => nonEmpty(env[name]));
  const missing = names.filter((name) => nonEmpty(env[name]) === undefined);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0 || !endpoint || !bucket || !accessKeyId || !secretAccessKey)
    throw new Error(`S3 uploads need ${names.join(', ')}; missing: ${missing.join(', ')}`);
  return {
    endpoint: httpUrl('S3_ENDPOINT', endpoint),
    bucket,
    region: nonEmpty(env.S3_REGION) ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}

/** Workers apart share the queue through PostgreSQL; the embedded database has one process. */
function parseJobWorkers(env: NodeJS.ProcessEnv): JobWorkers {
  const raw = nonEmpty(env.JOB_WORKERS) ?? 'in-process';
  if (!(jobWorkerModes as readonly string[]).includes(raw))
    throw new Error(`JOB_WORKERS must be one of ${jobWorkerModes.join(', ')}, got "${raw}"`);
  if (raw === 'off' && nonEmpty(env.DATABASE_URL) === undefined)
    throw new Error(
      'JOB_WORKERS=off needs DATABASE_URL: separate workers cannot share the embedded database',
    );
  return raw as JobWorkers;
}

/** At least 32 characters; production refuses to start without one (tokens would be guessable). */
function parseOrderTokenSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = nonEmpty(env.ORDER_TOKEN_SECRET);
  if (secret !== undefined && secret.length < 32)
    throw new Error('ORDER_TOKEN_SECRET must be at least 32 characters long');
  if (secret === undefined && env.NODE_ENV === 'production')
    throw new Error('ORDER_TOKEN_SECRET must be set in production');
  return secret;
}

function parseContentPreviewSecret(env: NodeJS.ProcessEnv): string | undefined {
  const secret = nonEmpty(env.CONTENT_PREVIEW_SECRET);
  if (secret !== undefined && secret.length < 32)
    throw new Error('CONTENT_PREVIEW_SECRET must be at least 32 characters long');
  return secret;
}

/** The password turns Packeta on; its other settings without it are a configuration mistake. */
function parsePacketa(env: NodeJS.ProcessEnv): PacketaSettings | undefined {
  const apiPassword = nonEmpty(env.PACKETA_API_PASSWORD);
  const others = ['PACKETA_API_URL', 'PACKETA_HOME_DELIVERY_ID', 'PACKETA_ESHOP'] as const;
  if (apiPassword === undefined) {
    const stray = others.filter((name) => nonEmpty(env[name]) !== undefined);
    if (stray.length > 0) throw new Error(`${stray.join(', ')} need PACKETA_API_PASSWORD`);
    return undefined;
  }
  const homeDeliveryId = nonEmpty(env.PACKETA_HOME_DELIVERY_ID);
  if (homeDeliveryId !== undefined && !/^\d{1,10}$/.test(homeDeliveryId))
    throw new Error(`PACKETA_HOME_DELIVERY_ID must be Packeta's numeric carrier id, got "${homeDeliveryId}"`);
  return {
    apiPassword,
    apiUrl: httpUrl('PACKETA_API_URL', nonEmpty(env.PACKETA_API_URL) ?? 'https://www.zasilkovna.cz/api/rest'),
    homeDeliveryId,
    eshop: nonEmpty(env.PACKETA_ESHOP),
  };
}

/** Both or neither: a token without a service (or the reverse) is a configuration mistake. */
function parseFastly(env: NodeJS.ProcessEnv): Config['fastly'] {
  const apiToken = nonEmpty(env.FASTLY_API_TOKEN);
  const serviceId = nonEmpty(env.FASTLY_SERVICE_ID);
  if (apiToken === undefined && serviceId === undefined) return undefined;
  if (apiToken === undefined || serviceId === undefined)
    throw new Error('FASTLY_API_TOKEN and FASTLY_SERVICE_ID must be set together');
  return { apiToken, serviceId, apiUrl: nonEmpty(env.FASTLY_API_URL) ?? 'https://api.fastly.com' };
}
