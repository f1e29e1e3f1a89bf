import { type ReactNode, useMemo } from 'react';
import { type ShopBoot, ShopContext } from './shop-context.ts';

export interface ShopProviderProps {
  /** Boot data from GET /api/bff/boot (extra fields such as user and cartCount are ignored). */
  value: ShopBoot;
  children?: ReactNode;
}

export function ShopProvider({ value: boot, children }: ShopProviderProps) {
  const { shop, locale, currency, marketingEmailScriptUrl, footerLinks } = boot;
  const value = useMemo(
    () => ({ shop, locale, currency, marketingEmailScriptUrl, footerLinks }),
    [shop, locale, currency, marketingEmailScriptUrl, footerLinks],
  );
  return <ShopContext value={value}>{children}</ShopContext>;
}
