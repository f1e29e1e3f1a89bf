import { createContext } from 'react';
import type { BootData } from 'shared-domain';

/** The part of the boot data that never changes while the page lives. */
export type ShopBoot = Pick<
  BootData,
  'shop' | 'locale' | 'currency' | 'marketingEmailScriptUrl' | 'footerLinks'
>;

// The one context instance: shared-ui is a federation singleton, so every remote reads this object.
export const ShopContext = createContext<ShopBoot | null>(null);
