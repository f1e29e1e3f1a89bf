import { isValidCui, isValidIco, validateCompanyId, validateVatId } from './company-id.ts';

describe('company identifiers', () => {
  test('IČO check digit', () => {
    expect(isValidIco('27082440')).toBe(true); // Alza.cz a.s.
    expect(isValidIco('25596641')).toBe(true);
    expect(isValidIco('27082441')).toBe(false);
    expect(isValidIco('2708244')).toBe(false);
  });

  test('CUI check digit', () => {
    expect(isValidCui('18547290')).toBe(true);
    expect(isValidCui('14399840')).toBe(true);
    expect(isValidCui('18547291')).toBe(false);
    expect(isValidCui('1')).toBe(false);
  });

  test('company id and VAT number per shop', () => {
    expect(validateCompanyId('270 82 440', 'cz')).toBeNull();
    expect(validateCompanyId('12345678', 'cz')).toBe('companyId');
    expect(validateCompanyId('RO18547290', 'ro')).toBeNull();
    expect(validateCompanyId('', 'ro')).toBeNull();
    expect(validateVatId('CZ27082440', 'cz')).toBeNull();
    expect(validateVatId('cz 8001011234', 'cz')).toBeNull();
    expect(validateVatId('27082440', 'cz')).toBe('vatId');
    expect(validateVatId('RO18547290', 'ro')).toBeNull();
    expect(validateVatId('18547290', 'ro')).toBe('vatId');
  });
});
