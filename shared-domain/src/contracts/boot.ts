import type { Locale, ShopCode } from '../shop.ts';
import type { CurrentUser } from './auth.ts';

/** GET /api/bff/boot: everything the shell needs for its first paint, in one request. */
export interface BootData {
  shop: ShopCode;
  locale: Locale;
  currency: 'CZK' | 'RON';
  user: CurrentUser | null;
  cartCount: number;
}
