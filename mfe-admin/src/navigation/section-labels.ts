import type { MessageId } from '../messages/message-ids.ts';
import type { AdminSectionKey } from './admin-sections.ts';

/** Each section's name in the navigation, the breadcrumbs and the overview: a new section without it fails tsc. */
export const sectionName: Record<AdminSectionKey, MessageId> = {
  overview: 'admin.nav.overview',
  orders: 'admin.nav.orders',
  installments: 'admin.nav.installments',
  discounts: 'admin.nav.discounts',
  categories: 'admin.nav.categories',
  products: 'admin.nav.products',
  attributes: 'admin.nav.attributes',
  metaMasters: 'admin.nav.metaMasters',
  bonuses: 'admin.nav.bonuses',
  chargers: 'admin.nav.chargers',
  imports: 'admin.nav.imports',
  tasks: 'admin.nav.tasks',
  buyouts: 'admin.nav.buyouts',
  repairs: 'admin.nav.repairs',
  reviews: 'admin.nav.reviews',
  inbox: 'admin.nav.inbox',
  subscribers: 'admin.nav.subscribers',
  contentPages: 'admin.nav.contentPages',
  contentMenus: 'admin.nav.contentMenus',
  articles: 'admin.nav.articles',
  stores: 'admin.nav.stores',
  warehouse: 'admin.nav.warehouse',
};

/** A section the overview lists: every one but the overview itself. */
export type ListedSectionKey = Exclude<AdminSectionKey, 'overview'>;

/** What each section is for, under its name on the overview. */
export const sectionPurpose: Record<ListedSectionKey, MessageId> = {
  orders: 'admin.overview.section.orders',
  installments: 'admin.overview.section.installments',
  discounts: 'admin.overview.section.discounts',
  categories: 'admin.overview.section.categories',
  products: 'admin.overview.section.products',
  attributes: 'admin.overview.section.attributes',
  metaMasters: 'admin.overview.section.metaMasters',
  bonuses: 'admin.overview.section.bonuses',
  chargers: 'admin.overview.section.chargers',
  imports: 'admin.overview.section.imports',
  tasks: 'admin.overview.section.tasks',
  buyouts: 'admin.overview.section.buyouts',
  repairs: 'admin.overview.section.repairs',
  reviews: 'admin.overview.section.reviews',
  inbox: 'admin.overview.section.inbox',
  subscribers: 'admin.overview.section.subscribers',
  contentPages: 'admin.overview.section.contentPages',
  contentMenus: 'admin.overview.section.contentMenus',
  articles: 'admin.overview.section.articles',
  stores: 'admin.overview.section.stores',
  warehouse: 'admin.overview.section.warehouse',
};
