import { validateBankCode, validateCzBankAccount } from './cz-bank-account.ts';
import { czBankName, czBanks, isCzBankCode } from './cz-bank-codes.ts';
import { formatValidationMessage } from './validation-messages.ts';

describe('czBanks', () => {
  it('holds unique four-digit codes with names', () => {
    const codes = czBanks.map((bank) => bank.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const bank of czBanks) {
      expect(bank.code).toMatch(/^\d{4}$/);
      expect(bank.name.trim()).not.toBe('');
    }
  });

  it('lists the banks customers use most', () => {
    expect(czBankName('0100')).toBe('Komerční banka, a.s.');
    expect(czBankName('0800')).toBe('Česká spořitelna, a.s.');
    expect(czBankName('3030')).toBe('Air Bank a.s.');
    for (const code of ['0300', '0600', '0710', '2010', '2700', '5500', '6210', '8500']) {
      expect(isCzBankCode(code)).toBe(true);
    }
  });

  it('knows no made-up codes', () => {
    expect(isCzBankCode('0000')).toBe(false);
    expect(isCzBankCode('800')).toBe(false);
    expect(czBankName('9999')).toBeNull();
  });
});

describe('banks that no longer run accounts', () => {
  it('are not offered: no bank in liquidation is listed', () => {
    const dead = czBanks.filter((bank) => /likvidac|zaniklá|zrušen/i.test(bank.name));
    expect(dead).toEqual([]);
  });

  it('refuse a payout to Sberbank CZ (in liquidation) with the bank-code message of each shop', () => {
    expect(isCzBankCode('6800')).toBe(false);
    expect(validateBankCode('6800')).toBe('bankCode');
    expect(validateCzBankAccount('19-2000145399/6800')).toBe('bankCode');
    expect(formatValidationMessage('cs-CZ', 'bankCode')).toBe('Zadejte platný kód banky.');
    expect(formatValidationMessage('ro-RO', 'bankCode')).toBe('Introduceți un cod de bancă valid.');
  });
});
