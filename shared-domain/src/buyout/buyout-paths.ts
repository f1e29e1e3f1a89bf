import type { SelectedChoices } from '../contracts/buyout.ts';
import { areaPaths } from '../paths.ts';
import { servicePages } from '../service-paths.ts';
import type { ShopCode } from '../shop.ts';

// URLs inside the buyout area. A device selection is the area path followed by the seo names of its
// type, manufacturer, model and colour (/vykup/telefony/apple/iphone-13/midnight): the api builds it
// (selector "url") and the remote pushes it; opening it restores the selection. The fixed pages use
// words no product type can take.
export const buyoutPages = {
  cz: { thankYou: 'dekujeme', review: 'prehled', tracking: 'stav', centres: 'vykupni-centra' },
  ro: { thankYou: 'multumim', review: 'rezumat', tracking: 'status', centres: 'centre' },
} as const satisfies Record<ShopCode, Record<string, string>>;
export type BuyoutPage = keyof (typeof buyoutPages)['cz'];

export interface SelectionSlugs {
  type?: string;
  manufacturer?: string;
  model?: string;
  colour?: string;
}

const slugOrder = ['type', 'manufacturer', 'model', 'colour'] as const;

/** The areas with a device selector: the buyout and the service book devices the same way. */
export type DeviceArea = 'buyout' | 'service';
const fixedPagesOf: Record<DeviceArea, Record<ShopCode, Record<string, string>>> = {
  buyout: buyoutPages,
  service: servicePages,
};

/** The URL of a (partial) selection; stops at the first missing level. */
export function selectionPath(shop: ShopCode, slugs: SelectionSlugs, area: DeviceArea = 'buyout'): string {
  const parts: string[] = [];
  for (const level of slugOrder) {
    const slug = slugs[level];
    if (!slug) break;
    parts.push(encodeURIComponent(slug));
  }
  return [areaPaths[shop][area], ...parts].join('/');
}

/** The selection a path under the area names (the part after the area path). */
export function parseSelectionPath(
  shop: ShopCode,
  pathname: string,
  area: DeviceArea = 'buyout',
): SelectionSlugs {
  const base = areaPaths[shop][area];
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return {};
  const parts = pathname.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent);
  if (Object.values(fixedPagesOf[area][shop]).includes(parts[0] ?? '')) return {};
  const slugs: SelectionSlugs = {};
  slugOrder.forEach((level, index) => {
    if (parts[index]) slugs[level] = parts[index];
  });
  return slugs;
}

export function buyoutPagePath(shop: ShopCode, page: BuyoutPage, ...rest: (string | number)[]): string {
  return [
    areaPaths[shop].buyout,
    buyoutPages[shop][page],
    ...rest.map((part) => encodeURIComponent(String(part))),
  ].join('/');
}

/** The URL segments of a selection (the seo names), as selectionPath reads them. */
export function slugsOf(selected: SelectedChoices): SelectionSlugs {
  return {
    type: selected.product_type?.seo_name,
    manufacturer: selected.manufacturer?.seo_name,
    model: selected.product_model?.seo_name,
    colour: selected.product_color?.seo_name,
  };
}

export function sameSlugs(a: SelectionSlugs, b: SelectionSlugs): boolean {
  return (
    a.type === b.type && a.manufacturer === b.manufacturer && a.model === b.model && a.colour === b.colour
  );
}
