import { type BootData, shops, type WhoAmI } from 'shared-domain';
import { consentFromCookieHeader } from 'shared-domain/consent.ts';
import type { ContentMenu } from 'shared-domain/contracts/content-pages.ts';
import { defineAggregate } from './define-aggregate.ts';

// GET /api/bff/boot: what the shell needs for its first paint (shop, signed-in user, cart badge)
// in one round trip instead of three.
export const bootAggregate = defineAggregate(
  '/boot',
  async ({ api, shop, config, req }): Promise<BootData> => {
    const [whoAmI, cart, footer] = await Promise.all([
      api.get<WhoAmI>('/api/new/accounts/me'),
      api.get<{ count: number }>('/api/new/cart/count'),
      // The footer's links edited in the admin, as data: a page without them is still a page.
      api.get<ContentMenu>('/api/new/content/menus/footer').catch(() => ({ items: [] })),
    ]);
    const variant = shops[shop];
    return {
      shop,
      locale: variant.locale,
      currency: variant.currency,
      user: whoAmI.user ?? null,
      cartCount: cart.count,
      footerLinks: footer.items,
      // The marketing script only for a visitor who allowed marketing cookies (the banner's cookie).
      ...(config.marketingEmailScriptUrl && consentFromCookieHeader(req.headers.cookie)?.marketing
        ? { marketingEmailScriptUrl: config.marketingEmailScriptUrl }
        : {}),
    };
  },
);
