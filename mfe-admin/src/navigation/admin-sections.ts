import { areaPaths, type CurrentUser, canUseAdmin, canUseWarehouse, type ShopCode } from 'shared-domain';
import { type AdminPage, adminPath } from '../admin-paths.ts';

/** Names the section in messages: section-labels.ts gives each key its words. */
export type AdminSectionKey = (typeof pages)[number] | 'overview' | 'warehouse';

export interface AdminSection {
  key: AdminSectionKey;
  path: string;
  /** Who may use it; the navigation shows a section only to them. */
  allows: (user: CurrentUser | null) => boolean;
  /** The overview matches its path exactly, the others their whole subtree. */
  end?: boolean;
}

// Orders first: staff look at them more than at anything else.
const pages = [
  'orders',
  'installments',
  'discounts',
  'categories',
  'products',
  'attributes',
  'metaMasters',
  'bonuses',
  'chargers',
  'imports',
  'tasks',
  'buyouts',
  'repairs',
  'reviews',
  'inbox',
  'subscribers',
  'contentPages',
  'contentMenus',
  'articles',
  'stores',
] as const satisfies readonly AdminPage[];

/** The back office's sections in navigation order, one list for the side navigation and the overview. */
export function adminSections(shop: ShopCode): AdminSection[] {
  return [
    { key: 'overview', path: areaPaths[shop].admin, allows: canUseAdmin, end: true },
    ...pages.map((page) => ({ key: page, path: adminPath(shop, page), allows: canUseAdmin })),
    { key: 'warehouse', path: areaPaths[shop].warehouse, allows: canUseWarehouse },
  ];
}

/** The section a path belongs to (the deepest match), for the default breadcrumb. */
export function sectionOf(shop: ShopCode, pathname: string): AdminSection | undefined {
  return adminSections(shop)
    .filter((section) => (section.end ? pathname === section.path : pathname.startsWith(section.path)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}
