import { use } from 'react';
import { areaPaths, type ShopVariant, shops } from 'shared-domain';
import { type ShopBoot, ShopContext } from './shop-context.ts';

/** The boot data, the shop variant's fields (title, currencyLabel, phonePrefix…) and its paths. */
export interface ShopInfo extends ShopVariant, ShopBoot {
  /** Localized area paths of this shop (e.g. paths.cart is "/kosik" or "/cos"). */
  paths: (typeof areaPaths)[ShopBoot['shop']];
  variant: ShopVariant;
}

export function useShop(): ShopInfo {
  const boot = use(ShopContext);
  if (!boot)
    throw new Error('useShop() needs a <ShopProvider> (AppProviders or renderWithProviders) above it');
  const variant = shops[boot.shop];
  return { ...variant, ...boot, paths: areaPaths[boot.shop], variant };
}
