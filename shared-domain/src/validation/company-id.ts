import type { ShopCode } from '../shop.ts';
import { optionalValidatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// Company identifiers for an invoice on a company (the order's company, tin and vatn). Czech shop:
// IČO (8 digits, mod-11 check digit) and DIČ ("CZ" + the IČO, or + 9–10 digits for a sole trader's
// birth number). Romanian shop: CUI/CIF (2–10 digits, the last a check digit over the key 753217532)
// and the VAT code "RO" + CUI.

/** The IČO check digit: weights 8…2 over the first seven digits, mod 11. */
export function isValidIco(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 7; i += 1) sum += Number(value[i]) * (8 - i);
  const remainder = sum % 11;
  const check = remainder === 0 ? 1 : remainder === 1 ? 0 : 11 - remainder;
  return check === Number(value[7]);
}

/** The CUI check digit: the digits before it, right-aligned under the key 753217532, ×10 mod 11. */
export function isValidCui(value: string): boolean {
  if (!/^\d{2,10}$/.test(value)) return false;
  const body = value.slice(0, -1).padStart(9, '0');
  const key = '753217532';
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(body[i]) * Number(key[i]);
  const check = ((sum * 10) % 11) % 10;
  return check === Number(value[value.length - 1]);
}

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Company id ("tin"): IČO in the Czech shop, CUI (with or without "RO") in the Romanian one. */
export function validateCompanyId(value: string, shop: ShopCode): ValidationCode | null {
  const id = compact(value);
  if (id === '') return null;
  if (shop === 'cz') return isValidIco(id) ? null : 'companyId';
  return isValidCui(id.replace(/^RO/, '')) ? null : 'companyId';
}

/** VAT number ("vatn"): DIČ "CZ…" in the Czech shop, "RO" + CUI in the Romanian one. */
export function validateVatId(value: string, shop: ShopCode): ValidationCode | null {
  const id = compact(value);
  if (id === '') return null;
  if (shop === 'cz') {
    const match = /^CZ(\d{8,10})$/.exec(id);
    if (!match) return 'vatId';
    return match[1].length === 8 && !isValidIco(match[1]) ? 'vatId' : null;
  }
  const match = /^RO(\d{2,10})$/.exec(id);
  return match && isValidCui(match[1]) ? null : 'vatId';
}

export function companyIdSchemaFor(shop: ShopCode) {
  return optionalValidatedString((value) => validateCompanyId(value, shop), { normalize: compact });
}

export function vatIdSchemaFor(shop: ShopCode) {
  return optionalValidatedString((value) => validateVatId(value, shop), { normalize: compact });
}
