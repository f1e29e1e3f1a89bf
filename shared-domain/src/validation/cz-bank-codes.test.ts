import { czBankName, czBanks, isCzBankCode } from './cz-bank-codes.ts';

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
