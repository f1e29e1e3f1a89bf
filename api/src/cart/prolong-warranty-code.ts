// A prolong-warranty code is a prepaid extended warranty bought in a store and typed into the
// sub-cart: `PW-<months>-<4 characters><check character>`, e.g. `PW-24-7K3QX`. Months are 12, 24
// or 36; the characters avoid I and O (read as 1 and 0); the check character catches typos. Its
// formula is public, so a well-formed code proves nothing: a code is valid only when the shop issued
// it (prolong-warranty-codes.ts). The warranty itself is already paid: price 0.

export const PROLONG_WARRANTY_MONTHS = [12, 24, 36] as const;
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const FORMAT = /^PW-(12|24|36)-([0-9A-HJ-NP-Z]{4})([0-9A-HJ-NP-Z])$/;

function checkCharacter(months: number, body: string): string {
  let sum = months;
  for (const [i, char] of [...body].entries()) sum += (i + 2) * ALPHABET.indexOf(char);
  return ALPHABET[sum % ALPHABET.length];
}

/** The months of a valid code (any letter case, surrounding spaces ignored), else null. */
export function parseProlongWarrantyCode(raw: string): { code: string; months: number } | null {
  const code = raw.trim().toUpperCase();
  const match = FORMAT.exec(code);
  if (!match) return null;
  const months = Number(match[1]);
  return checkCharacter(months, match[2]) === match[3] ? { code, months } : null;
}

/** A valid code for `months` with the given 4-character body (stores print these; tests and seeds use it). */
export function prolongWarrantyCode(months: (typeof PROLONG_WARRANTY_MONTHS)[number], body: string): string {
  return `PW-${months}-${body}${checkCharacter(months, body)}`;
}
