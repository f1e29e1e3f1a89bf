import type { ContentPageRow } from 'shared-domain/contracts/admin-content-pages.ts';
import type { ComponentType } from 'shared-domain/contracts/content-components.ts';
import type { ContentMenuName } from 'shared-domain/contracts/content-pages.ts';
import type { MessageId } from '../messages/message-ids.ts';

/** Each type of page component, named: a new type without its words fails tsc. */
export const componentTypeName: Record<ComponentType, MessageId> = {
  text: 'admin.content.type.text',
  image: 'admin.content.type.image',
  product_list: 'admin.content.type.product_list',
  banner: 'admin.content.type.banner',
  faq: 'admin.content.type.faq',
  store_list: 'admin.content.type.store_list',
  price_box: 'admin.content.type.price_box',
  comparison_table: 'admin.content.type.comparison_table',
  time_limited_offers: 'admin.content.type.time_limited_offers',
  lease_tabs: 'admin.content.type.lease_tabs',
  form: 'admin.content.type.form',
};

/** A page's component carries its type as a string (the api checks it against the same list). */
export function isComponentType(type: string): type is ComponentType {
  return Object.hasOwn(componentTypeName, type);
}

/** Each state of a page, named: a new state without its words fails tsc. */
export const pageStatusName: Record<ContentPageRow['status'], MessageId> = {
  draft: 'admin.content.status.draft',
  published: 'admin.content.status.published',
};

/** Each menu the shop edits, named: a new menu without its heading fails tsc. */
export const menuName: Record<ContentMenuName, MessageId> = {
  footer: 'admin.content.menus.footer',
  megamenu: 'admin.content.menus.megamenu',
};
