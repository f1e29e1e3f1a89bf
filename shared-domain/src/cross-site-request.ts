// The session cookie is SameSite=Lax, which still lets a sibling site (same-site) post with it.
// Browsers tell where a request comes from (Sec-Fetch-Site, Origin), so a state-changing request
// is accepted only from the shop's own origin. Requests with neither header come from non-browser
// clients (curl, the bench, the bff's own calls), which cannot ride a user's cookie, so they pass.
// The bff checks it at the edge and the api again, so the api is safe even when reached directly.
// The WHATWG URL parser is a global of every runtime this runs in (Node, browsers), though not of
// the plain ECMAScript library this package is typed against.
declare const URL: new (input: string) => { origin: string };

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const trustedFetchSites = new Set(['same-origin', 'none']);

export interface RequestOrigin {
  method: string;
  secFetchSite: string | undefined;
  origin: string | undefined;
  /** scheme + Host of this request as the browser addressed it, e.g. http://localhost:3000. */
  ownOrigin: string;
}

export function isCrossSiteRequest({ method, secFetchSite, origin, ownOrigin }: RequestOrigin): boolean {
  if (!unsafeMethods.has(method.toUpperCase())) return false;
  // Sec-Fetch-Site is set by the browser and cannot be forged by a page. When it says same-origin,
  // Origin may be "null": a form posted from a page with Referrer-Policy no-referrer (e.g. the
  // card gateway's hosted test page) carries Origin: null even on our own origin.
  if (secFetchSite !== undefined && !trustedFetchSites.has(secFetchSite.toLowerCase())) return true;
  if (origin === undefined) return false;
  if (origin === 'null' && secFetchSite !== undefined) return false;
  const from = normalizedOrigin(origin);
  return from === null || from !== normalizedOrigin(ownOrigin);
}

/** Lower-cased scheme://host[:port] without default ports; null ("null" origins, garbage) never matches. */
function normalizedOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}
