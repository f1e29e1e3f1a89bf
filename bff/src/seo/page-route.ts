import { areaPaths, cataloguePages, type ShopCode } from 'shared-domain';
import { type ContentArea, contentPages } from 'shared-domain/content-paths.ts';

// What a storefront URL is, from its path alone, for the status and the search-engine head the
// bff sends with the shell: the areas that are client apps (cart, account, admin, search…) are
// always 200; a catalogue or content URL names a page the api may not know (then 404); any other
// shape names no page at all.

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'client' }
  | { kind: 'category'; seoName: string }
  | { kind: 'product'; typeSeoName: string; seoName: string }
  | { kind: 'content'; area: ContentArea; slug: string }
  | { kind: 'unknown' };

/** Content areas whose detail pages (`/<area>/<slug>`) the bff looks up; the others are client apps. */
export const lookedUpAreas = ['page', 'stores', 'articles'] as const satisfies readonly ContentArea[];
type LookedUpArea = (typeof lookedUpAreas)[number];

function isLookedUp(area: ContentArea): area is LookedUpArea {
  return (lookedUpAreas as readonly string[]).includes(area);
}

export function pageRoute(shop: ShopCode, pathname: string): PageRoute {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { kind: 'unknown' }; // a malformed escape names no page
  }
  if (segments.length === 0) return { kind: 'home' };
  const [first, ...rest] = segments;
  const clientAreas = [
    ...Object.values(areaPaths[shop]).map((path) => path.slice(1)),
    ...Object.values(cataloguePages[shop]),
  ];
  if (clientAreas.includes(first)) return { kind: 'client' };
  const area = (Object.keys(contentPages[shop]) as ContentArea[]).find(
    (key) => contentPages[shop][key] === first,
  );
  if (area) {
    if (rest.length === 1 && isLookedUp(area)) return { kind: 'content', area, slug: rest[0] };
    return rest.length === 0 || !isLookedUp(area) ? { kind: 'client' } : { kind: 'unknown' };
  }
  if (segments.length === 1) return { kind: 'category', seoName: first };
  if (segments.length === 2) return { kind: 'product', typeSeoName: first, seoName: rest[0] };
  return { kind: 'unknown' };
}
