import { contentPath } from './content-paths.ts';
import type { JsonFormKind } from './contracts/forms.ts';
import type { ShopCode } from './shop.ts';

// The storefront addresses of the forms, in the shop's language: the pages route by them and the
// api writes them into e-mails (the newsletter's confirmation and unsubscribe links).

export const formSlugs: Record<ShopCode, Record<JsonFormKind, string>> = {
  cz: { contact: 'kontakt', feedback: 'zpetna-vazba', offer_request: 'nabidka' },
  ro: { contact: 'contact', feedback: 'feedback', offer_request: 'oferta' },
};

export const newsletterSlugs: Record<ShopCode, { confirm: string; unsubscribe: string }> = {
  cz: { confirm: 'potvrzeni', unsubscribe: 'odhlaseni' },
  ro: { confirm: 'confirmare', unsubscribe: 'dezabonare' },
};

/** `/formular/kontakt` */
export function formPath(shop: ShopCode, kind: JsonFormKind): string {
  return contentPath(shop, 'forms', formSlugs[shop][kind]);
}

/** `/newsletter/potvrzeni?token=…` */
export function newsletterConfirmPath(shop: ShopCode, token: string): string {
  return `${contentPath(shop, 'newsletter', newsletterSlugs[shop].confirm)}?token=${encodeURIComponent(token)}`;
}

/** `/newsletter/odhlaseni?token=…` */
export function newsletterUnsubscribePath(shop: ShopCode, token: string): string {
  return `${contentPath(shop, 'newsletter', newsletterSlugs[shop].unsubscribe)}?token=${encodeURIComponent(token)}`;
}
