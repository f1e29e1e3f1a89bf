import { areaPaths } from './paths.ts';
import type { ShopCode } from './shop.ts';

// Pages of the account area (mfe-account owns /ucet and /prihlaseni, /cont and /autentificare).
// The signed-in pages live under the account path, the ones for visitors under the login path.
// The api builds the links in e-mails (password reset) from here too.
export const accountPages = {
  cz: {
    orders: 'objednavky',
    profile: 'osobni-udaje',
    addresses: 'adresy',
    password: 'zmena-hesla',
    register: 'registrace',
    forgotPassword: 'zapomenute-heslo',
    resetPassword: 'nove-heslo',
  },
  ro: {
    orders: 'comenzi',
    profile: 'date-personale',
    addresses: 'adrese',
    password: 'schimbare-parola',
    register: 'inregistrare',
    forgotPassword: 'am-uitat-parola',
    resetPassword: 'parola-noua',
  },
} as const satisfies Record<ShopCode, Record<string, string>>;

export type AccountPageName = keyof (typeof accountPages)['cz'];

/** Pages a visitor uses (under the login path); the rest need a signed-in user (under the account path). */
const visitorPages: readonly AccountPageName[] = ['register', 'forgotPassword', 'resetPassword'];

/** The path of an account page, e.g. "/ucet/adresy" or "/prihlaseni/registrace". */
export function accountPagePath(shop: ShopCode, page: AccountPageName): string {
  const base = visitorPages.includes(page) ? areaPaths[shop].login : areaPaths[shop].account;
  return `${base}/${accountPages[shop][page]}`;
}

/** The page of one order in the account's orders overview, e.g. "/ucet/objednavky/CZ-2026-000123". */
export function accountOrderPath(shop: ShopCode, number: string): string {
  return `${accountPagePath(shop, 'orders')}/${encodeURIComponent(number)}`;
}

/** The link of the password-reset e-mail; the token rides in the query. */
export function passwordResetPath(shop: ShopCode, token: string): string {
  return `${accountPagePath(shop, 'resetPassword')}?token=${encodeURIComponent(token)}`;
}
