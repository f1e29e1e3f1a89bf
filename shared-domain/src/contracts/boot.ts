import type { CurrencyCode, Locale, ShopCode } from '../shop.ts';
import type { CurrentUser } from './auth.ts';

/** GET /api/bff/boot: everything the shell needs for its first paint, in one request. */
export interface BootData {
  shop: ShopCode;
  locale: Locale;
  currency: CurrencyCode;
  user: CurrentUser | null;
  cartCount: number;
  /**
   * The marketing e-mail service's script, loaded by the cart; present only when the bff has
   * MARKETING_EMAIL_SCRIPT_URL, so nothing is loaded by default.
   */
  marketingEmailScriptUrl?: string;
  /** The footer's links edited in the admin (GET /api/new/content/menus/footer), as data. */
  footerLinks?: { label: string; link: string }[];
}
