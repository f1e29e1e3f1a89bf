import { type BootData, shops, type WhoAmI } from 'shared-domain';
import { defineAggregate } from './define-aggregate.ts';

// GET /api/bff/boot: what the shell needs for its first paint (shop, signed-in user, cart badge)
// in one round trip instead of three.
export const bootAggregate = defineAggregate('/boot', async ({ api, shop, config }): Promise<BootData> => {
  const [whoAmI, cart] = await Promise.all([
    api.get<WhoAmI>('/api/new/accounts/me'),
    api.get<{ count: number }>('/api/new/cart/count'),
  ]);
  const variant = shops[shop];
  return {
    shop,
    locale: variant.locale,
    currency: variant.currency,
    user: whoAmI.user ?? null,
    cartCount: cart.count,
    ...(config.marketingEmailScriptUrl ? { marketingEmailScriptUrl: config.marketingEmailScriptUrl } : {}),
  };
});
