import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

// The CSP allows exactly what the shop loads: its own origin plus the origins of remotes that
// the registry points elsewhere (a CDN, a team's deployment). Adding a remote origin is a
// registry change, and the CSP follows it on the next request.
export function contentSecurityPolicyDirectives(
  remoteOrigins: readonly string[],
  devRemoteOrigins: readonly string[] = [],
  /** Image-only origins: the map tile server of the stores page. */
  imageOrigins: readonly string[] = [],
) {
  const sources = ["'self'", ...remoteOrigins];
  // A dev server's live reload talks over a WebSocket to the same host.
  const devSockets = devRemoteOrigins.map((origin) => origin.replace(/^http/, 'ws'));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: sources,
    connectSrc: [...sources, ...devSockets],
    // Bundled CSS is injected as <style> elements at runtime, hence 'unsafe-inline'.
    styleSrc: [...sources, "'unsafe-inline'"],
    imgSrc: [...sources, ...imageOrigins],
    fontSrc: sources,
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
    // No upgrade-insecure-requests: TLS is terminated in front of the bff, and upgrading would
    // break the plain-http local and e2e runs.
  };
}

/**
 * `remoteOrigins` is asked on every request: the registry can point a remote elsewhere while the
 * bff runs. Helmet runs again only when the answer changes.
 */
export function securityHeaders(
  remoteOrigins: () => Promise<readonly string[]>,
  devRemoteOrigins: readonly string[] = [],
  imageOrigins: readonly string[] = [],
) {
  let computed: { key: string; headers: Map<string, string> } | undefined;
  const headersFor = (origins: readonly string[]) => {
    const key = origins.join(' ');
    if (computed?.key !== key) {
      const headers = recordedHeaders(
        helmet({
          contentSecurityPolicy: {
            useDefaults: false,
            directives: contentSecurityPolicyDirectives(origins, devRemoteOrigins, imageOrigins),
          },
          // Same intent as frame-ancestors 'none', for browsers that predate CSP 2.
          frameguard: { action: 'deny' },
          xPoweredBy: true,
        }),
      );
      computed = { key, headers };
    }
    return computed.headers;
  };
  return (_req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    remoteOrigins().then((origins) => {
      res.setHeaders(headersFor(origins));
      next();
    }, next);
  };
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * Helmet's headers depend on nothing in the request (no directive is a function, no nonce), so
 * helmet runs once, against a response that only records them, instead of as a chain of eleven
 * middlewares on every request.
 */
function recordedHeaders(middleware: Middleware): Map<string, string> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}
