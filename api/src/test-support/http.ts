import assert from 'node:assert/strict';

/** The demo password of docs/platform-contracts.md. */
export const DEMO_PASSWORD = 'Demo-2026!';

// biome-ignore lint/suspicious/noExplicitAny: tests assert response bodies field by field
export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

/** fetch + JSON, with an optional session cookie value. */
// biome-ignore lint/suspicious/noExplicitAny: see JsonResponse
export async function request<T = any>(
  url: string,
  options: {
    method?: string;
    sid?: string;
    json?: unknown;
    body?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.sid) headers.cookie = `sid=${options.sid}`;
  let body = options.body;
  if (options.json !== undefined) body = JSON.stringify(options.json);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const response = await fetch(url, {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

/** The `sid` Set-Cookie of a response, split into its value and attributes. */
export function sessionCookie(headers: Headers): { value: string; attributes: string[] } | undefined {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('sid='));
  if (!cookie) return undefined;
  const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
  return { value: pair.slice('sid='.length), attributes };
}

export async function logIn(baseUrl: string, email: string, options: { sid?: string } = {}): Promise<string> {
  const response = await request(`${baseUrl}/api/new/accounts/login`, {
    json: { email, password: DEMO_PASSWORD },
    sid: options.sid,
  });
  assert.equal(response.status, 200, `login of ${email} failed: ${JSON.stringify(response.body)}`);
  const cookie = sessionCookie(response.headers);
  assert.ok(cookie, 'login sets the sid cookie');
  return cookie.value;
}
