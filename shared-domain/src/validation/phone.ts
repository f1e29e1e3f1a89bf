import type { ShopCode } from '../shop.ts';
import { validatedString } from './validated-string.ts';
import type { ValidationCode } from './validation-code.ts';

// National significant numbers are 9 digits in both countries. Only ranges a customer can be called back
// on are accepted: CZ 2–5 geographic, 6–7 mobile, 91–99 VoIP and private networks (8xx is toll-free or
// shared-cost, 90x premium); RO 2x/3x geographic and 7x mobile (8xx/9xx are toll-free and premium).
const czNational = /^(?:[2-7]\d{8}|9[1-9]\d{7})$/;
const roNational = /^[237]\d{8}$/;

function compact(value: string): string {
  return value.replace(/[\s\u00a0]/g, '');
}

/** "+420777123456" (E.164) for any accepted way of writing a Czech number, otherwise null. */
export function normalizeCzPhone(value: string): string | null {
  const national = compact(value).replace(/^(?:\+|00)420/, '');
  return czNational.test(national) ? `+420${national}` : null;
}

/** "+40722123456" (E.164) for any accepted way of writing a Romanian number, otherwise null. */
export function normalizeRoPhone(value: string): string | null {
  // "+40 0722…" is common because people keep the trunk zero after the country code; it is unambiguous
  // since no national number starts with 0.
  const national = compact(value).replace(/^(?:(?:\+|00)40)?0?/, '');
  return roNational.test(national) ? `+40${national}` : null;
}

export function normalizePhone(value: string, shop: ShopCode): string | null {
  return shop === 'cz' ? normalizeCzPhone(value) : normalizeRoPhone(value);
}

export function validatePhone(value: string, shop: ShopCode): ValidationCode | null {
  if (value.trim() === '') return null;
  return normalizePhone(value, shop) === null ? 'phone' : null;
}

export function validateCzPhone(value: string): ValidationCode | null {
  return validatePhone(value, 'cz');
}

export function validateRoPhone(value: string): ValidationCode | null {
  return validatePhone(value, 'ro');
}

export function phoneSchemaFor(shop: ShopCode) {
  return validatedString((value) => validatePhone(value, shop), {
    normalize: (value) => normalizePhone(value, shop) ?? value,
  });
}
