/**
 * Where to go after logging in: the `?next=` path when it stays on this site, else `fallback`.
 * "//evil.example", "/\evil.example" and "https://…" would leave the shop (open redirect), and
 * going back to the login page itself (or registration and password reset, which live under it) would
 * only show a visitor's form again, or bounce between redirects.
 */
export function safeNextPath(next: string | null, fallback: string, loginPath: string): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters (tab, newline) are dropped by URL parsers and can turn "/\t/evil" into "//evil".
  if ([...next].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return fallback;
  const url = new URL(next, 'https://shop.invalid');
  if (url.origin !== 'https://shop.invalid') return fallback;
  if (url.pathname === loginPath || url.pathname.startsWith(`${loginPath}/`)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

// The header's sign-in link (a shell stand-in until the user menu loads) builds the same path.
export { loginPathFor, pathWithNext } from 'shared-ui';
