/** `/prihlaseni?next=%2Fucet` for coming back to `next` after logging in. */
export function loginPathFor(loginPath: string, next: string): string {
  return pathWithNext(loginPath, next);
}

/** Any visitor page (login, registration) that sends the user on to `next` once signed in. */
export function pathWithNext(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ next }).toString()}`;
}
