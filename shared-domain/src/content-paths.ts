import type { ShopCode } from './shop.ts';

// First path segment of each content area of the storefront (stores, articles, pages edited in
// the admin, forms, comparisons…). The catalogue mounts every one of them on one lazy chunk, and
// the bff reads them to answer crawlers and unknown URLs, so a word is written only here.
export const contentPages = {
  cz: {
    page: 'info',
    compare: 'porovnani',
    warranty: 'prodlouzena-zaruka',
    preorder: 'predobjednavka',
    forms: 'formular',
    career: 'kariera',
    newsletter: 'newsletter',
    stores: 'prodejny',
    articles: 'clanky',
    priceList: 'cenik',
    contacts: 'kontakty',
  },
  ro: {
    page: 'info',
    compare: 'comparare',
    warranty: 'garantie-extinsa',
    preorder: 'precomanda',
    forms: 'formular',
    career: 'cariera',
    newsletter: 'newsletter',
    stores: 'magazine',
    articles: 'articole',
    priceList: 'lista-preturi',
    contacts: 'contact',
  },
} as const satisfies Record<ShopCode, Record<string, string>>;

export type ContentArea = keyof (typeof contentPages)['cz'];

/** `/info/o-nas`: a content area's path, with an optional rest (already a path, not encoded here). */
export function contentPath(shop: ShopCode, area: ContentArea, rest?: string): string {
  const base = `/${contentPages[shop][area]}`;
  return rest ? `${base}/${rest}` : base;
}
