import type { QueryParams } from './query-string.ts';

/**
 * How a request authenticates. The shop itself uses the session cookie (credentials: 'include');
 * these variants exist for partner and back-office APIs.
 *
 * `cookie` sets a `Cookie` request header. Browsers silently drop that header (it is a forbidden
 * header name for fetch), so it only works where the client runs server-side (bff, scripts, tests).
 */
export type HttpAuth =
  | { type: 'bearer'; token: string }
  | { type: 'basic'; username: string; password: string }
  | { type: 'header'; name: string; value: string }
  | { type: 'query'; name: string; value: string }
  | { type: 'cookie'; name: string; value: string };

// btoa only takes Latin-1; user names and passwords may contain "ž" or "ș", so encode as UTF-8 first (RFC 7617).
export function base64Utf8(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function applyAuth(
  auth: HttpAuth | null | undefined,
  headers: Headers,
  query: QueryParams,
): QueryParams {
  if (!auth) return query;
  switch (auth.type) {
    case 'bearer':
      headers.set('Authorization', `Bearer ${auth.token}`);
      return query;
    case 'basic':
      headers.set('Authorization', `Basic ${base64Utf8(`${auth.username}:${auth.password}`)}`);
      return query;
    case 'header':
      headers.set(auth.name, auth.value);
      return query;
    case 'query':
      return { ...query, [auth.name]: auth.value };
    case 'cookie': {
      const cookie = `${auth.name}=${encodeURIComponent(auth.value)}`;
      const existing = headers.get('Cookie');
      headers.set('Cookie', existing ? `${existing}; ${cookie}` : cookie);
      return query;
    }
  }
}
