import { formatIban, ibanSchema, ibanSchemaFor, normalizeIban, validateIban } from './iban.ts';

// ISO 13616: move the country and "00" to the end, letters to numbers, check digits = 98 - mod 97.
function withIbanCheckDigits(country: string, bban: string): string {
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return `${country}${String(98n - (BigInt(numeric) % 97n)).padStart(2, '0')}${bban}`;
}

const mutateDigit = (value: string, index: number) =>
  `${value.slice(0, index)}${(Number(value[index]) + 1) % 10}${value.slice(index + 1)}`;

describe('validateIban', () => {
  it('accepts Czech and Romanian IBANs, typed with spaces or in lower case', () => {
    expect(withIbanCheckDigits('CZ', '08000000192000145399')).toBe('CZ6508000000192000145399');
    expect(withIbanCheckDigits('RO', 'AAAA1B31007593840000')).toBe('RO49AAAA1B31007593840000');
    expect(validateIban('CZ65 0800 0000 1920 0014 5399')).toBeNull();
    expect(validateIban('ro49 aaaa 1b31 0075 9384 0000')).toBeNull();
    expect(validateIban(withIbanCheckDigits('RO', 'BTRL01301205S12345XX'))).toBeNull();
    expect(validateIban(withIbanCheckDigits('DE', '370400440532013000'))).toBeNull();
  });

  it('rejects a single-digit typo', () => {
    const iban = 'CZ6508000000192000145399';
    for (const index of [2, 3, 5, 12, 23]) expect(validateIban(mutateDigit(iban, index))).toBe('iban');
  });

  it('rejects the wrong length or country format', () => {
    expect(validateIban('CZ65 0800 0000 1920 0014 539')).toBe('iban');
    expect(validateIban(withIbanCheckDigits('RO', '1234AAAA1B3100759384'))).toBe('iban');
    expect(validateIban(withIbanCheckDigits('XX', '08000000192000145399'))).toBe('iban');
    expect(validateIban('not an iban')).toBe('iban');
  });

  it('checks the Czech account inside a Czech IBAN', () => {
    // Valid mod 97, but the account number 2000145398 fails the Czech mod 11.
    expect(validateIban(withIbanCheckDigits('CZ', '08000000192000145398'))).toBe('iban');
  });

  it('restricts the country when asked', () => {
    expect(validateIban('CZ6508000000192000145399', { countries: ['CZ'] })).toBeNull();
    expect(validateIban('RO49AAAA1B31007593840000', { countries: ['CZ'] })).toBe('iban');
  });

  it('leaves empty input to the required rule', () => {
    expect(validateIban('')).toBeNull();
  });
});

describe('IBAN formats and schemas', () => {
  it('converts between the electronic and the printed form', () => {
    expect(normalizeIban(' cz65 0800 0000 1920 0014 5399 ')).toBe('CZ6508000000192000145399');
    expect(formatIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399');
  });

  it('normalises valid input and reports the iban code', () => {
    expect(ibanSchema.parse('ro49 aaaa 1b31 0075 9384 0000')).toBe('RO49AAAA1B31007593840000');
    expect(
      ibanSchema.safeParse('CZ6508000000192000145398').error?.issues.map((issue) => issue.message),
    ).toEqual(['iban']);
    const czOnly = ibanSchemaFor({ countries: ['CZ'] });
    expect(czOnly.safeParse('RO49AAAA1B31007593840000').success).toBe(false);
    expect(czOnly.parse('CZ65 0800 0000 1920 0014 5399')).toBe('CZ6508000000192000145399');
  });
});
