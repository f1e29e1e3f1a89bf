import { resolve } from 'node:path';
import { parseShop, type RemoteName, remoteNames, type ShopCode, shopCodes } from 'shared-domain';

// Everything the bff reads from the environment, parsed once at startup so a typo fails the boot
// instead of the first request that needs the value.
export interface Config {
  port: number;
  /** Base URL of the commerce api, without a trailing slash. */
  apiUrl: string;
  shop: ShopCode;
  /** Repository root: where shell/dist and mfe-*\/dist live. */
  staticRoot: string;
  /** REMOTE_<NAME>_URL: where a remote's mf-manifest.json lives when it is not served by this bff. */
  remoteOverrides: Partial<Record<RemoteName, string>>;
  /**
   * DEV_REMOTE_ORIGINS: origins a developer loads a remote from through the shell's per-browser
   * override (`?remote:mfe_cart=…`). Empty in production, so the CSP stays the registry's.
   */
  devRemoteOrigins: string[];
  /**
   * Where the remote registry is kept: REGISTRY_DATABASE_URL (else DATABASE_URL, the shop's own
   * PostgreSQL) → a table there; neither → REGISTRY_FILE, by default
   * `<DATA_DIR>/registry/<shop>.json` beside the embedded database.
   */
  registry: { databaseUrl: string | null; file: string };
  /** The api must start answering a proxied request (or keep streaming it) within this time. */
  apiTimeoutMs: number;
  /** TCP connect to the api; a black-holed api fails fast instead of holding the request open. */
  apiConnectTimeoutMs: number;
  /** Whole-call budget of each api call made by a page aggregate. */
  aggregateTimeoutMs: number;
  /** How long /readyz waits for the api's /healthz. */
  readyTimeoutMs: number;
  /** Largest request body accepted (Content-Length), in bytes. */
  bodyLimitBytes: number;
  /** UPLOAD_LIMIT_BYTES: largest multipart body (an image or a CSV import); the api limits each route. */
  uploadLimitBytes: number;
  /**
   * After SIGTERM, the bff keeps serving but /readyz answers 503 this long before the listener
   * closes, so a load balancer that polls readiness every few seconds stops sending traffic first
   * (closing at once refuses what it still sends).
   */
  shutdownDelayMs: number;
  /** Deadline for in-flight requests to finish once the listener is closed. */
  shutdownTimeoutMs: number;
  logLevel: string;
  /** MARKETING_EMAIL_SCRIPT_URL: the marketing e-mail service's script the cart loads; unset → none. */
  marketingEmailScriptUrl: string | null;
  /**
   * The origin of MAP_TILE_URL (the api tells the stores page to show an interactive map with it),
   * which the CSP lets images come from; a `{s}` subdomain becomes a wildcard. Unset → null.
   */
  mapTileOrigin: string | null;
  /** Express "trust proxy": set when a load balancer terminates TLS in front of the bff. */
  trustProxy: boolean | number | string;
  /**
   * SHARED_CACHE (on by default; "off" disables): keep the api's public answers (those it marks
   * s-maxage) in memory and serve them without asking the api, until they expire or are purged.
   */
  sharedCache: boolean;
  /**
   * Where customers reach each shop (an origin, no trailing slash), for canonical and hreflang
   * links and the sitemap: PUBLIC_URL_CZ / PUBLIC_URL_RO; this shop's falls back to PUBLIC_URL and
   * then to http://localhost:PORT. The other shop unset: its pages are not named as alternates.
   */
  publicOrigins: Partial<Record<ShopCode, string>>;
}

type Env = Record<string, string | undefined>;

/** Two polls of a load balancer's readiness check at the usual 2 s interval, and a margin. */
export const DEFAULT_SHUTDOWN_DELAY_MS = 5_000;

/** bff/src -> repository root. */
const repoRoot = resolve(import.meta.dirname, '..', '..');

export function loadConfig(env: Env = process.env): Config {
  return {
    port: integer(env, 'PORT', 3000),
    apiUrl: absoluteUrl(env, 'API_URL', 'http://127.0.0.1:3001').replace(/\/+$/, ''),
    shop: parseShop(env.SHOP),
    staticRoot: resolve(env.STATIC_ROOT || repoRoot),
    remoteOverrides: remoteOverrides(env),
    devRemoteOrigins: devRemoteOrigins(env.DEV_REMOTE_ORIGINS),
    registry: registryPlace(env, parseShop(env.SHOP)),
    apiTimeoutMs: integer(env, 'API_TIMEOUT_MS', 10_000),
    apiConnectTimeoutMs: integer(env, 'API_CONNECT_TIMEOUT_MS', 2_000),
    aggregateTimeoutMs: integer(env, 'API_AGGREGATE_TIMEOUT_MS', 5_000),
    readyTimeoutMs: integer(env, 'READY_TIMEOUT_MS', 1_000),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    uploadLimitBytes: integer(env, 'UPLOAD_LIMIT_BYTES', 60 * 1024 * 1024),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', DEFAULT_SHUTDOWN_DELAY_MS),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000),
    logLevel: env.LOG_LEVEL || 'info',
    marketingEmailScriptUrl: env.MARKETING_EMAIL_SCRIPT_URL
      ? absoluteUrl(env, 'MARKETING_EMAIL_SCRIPT_URL', '')
      : null,
    mapTileOrigin: mapTileOrigin(env.MAP_TILE_URL),
    trustProxy: trustProxy(env.TRUST_PROXY),
    sharedCache: onOff(env, 'SHARED_CACHE', true),
    publicOrigins: publicOrigins(env, parseShop(env.SHOP)),
  };
}

function registryPlace(env: Env, shop: ShopCode): Config['registry'] {
  const dataDir = resolve(env.DATA_DIR || resolve(repoRoot, 'var'));
  return {
    databaseUrl: env.REGISTRY_DATABASE_URL || env.DATABASE_URL || null,
    file: resolve(env.REGISTRY_FILE || resolve(dataDir, 'registry', `${shop}.json`)),
  };
}

function publicOrigins(env: Env, shop: ShopCode): Partial<Record<ShopCode, string>> {
  const origins: Partial<Record<ShopCode, string>> = {};
  for (const code of shopCodes) {
    const name = `PUBLIC_URL_${code.toUpperCase()}`;
    const own = code === shop ? env.PUBLIC_URL || `http://localhost:${env.PORT || '3000'}` : '';
    const value = env[name] || own;
    if (value) origins[code] = absoluteUrl(env, name, value).replace(/\/+$/, '');
  }
  return origins;
}

/** REMOTE_MFE_CART_URL for mfe_cart: the remote name upper-cased. */
export function remoteOverrideVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

function remoteOverrides(env: Env): Partial<Record<RemoteName, string>> {
  const overrides: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const variable = remoteOverrideVariable(name);
    const value = env[variable];
    if (!value) continue;
    // Root-relative entries stay on this origin; anything else must be an absolute http(s) URL,
    // because its origin goes into the CSP.
    if (!value.startsWith('/') || value.startsWith('//')) absoluteUrl(env, variable, value);
    overrides[name] = value;
  }
  return overrides;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function absoluteUrl(env: Env, name: string, fallback: string): string {
  const value = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  return value;
}

function devRemoteOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new Error(`DEV_REMOTE_ORIGINS must list http(s) origins, got "${value}"`);
      }
      return url.origin;
    });
}

function trustProxy(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const hops = Number(raw);
  return Number.isInteger(hops) ? hops : raw;
}

function onOff(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'on' || raw === 'true') return true;
  if (raw === 'off' || raw === 'false') return false;
  throw new Error(`${name} must be "on" or "off", got "${env[name]}"`);
}

/** "https://{s}.tile.example.org/{z}/{x}/{y}.png" → "https://*.tile.example.org". */
function mapTileOrigin(value: string | undefined): string | null {
  const match = value?.trim().match(/^(https?:\/\/)([^/?#]+)/);
  if (!match) return null;
  return `${match[1]}${match[2].replace('{s}', '*')}`;
}
