import {
  accountNumberSchema,
  accountPrefixSchema,
  bankCodeSchema,
  czBankAccountSchema,
  czBankAccountToIban,
  normalizeCzBankAccount,
  parseCzBankAccount,
  validateAccountNumber,
  validateAccountPrefix,
  validateBankCode,
  validateCzBankAccount,
} from './cz-bank-account.ts';

// Weights 6,3,7,9,10,5,8,4,2,1 aligned right; the last digit (weight 1) closes the sum to a multiple of 11.
function withCheckDigit(body: string): string {
  const weights = [6, 3, 7, 9, 10, 5, 8, 4, 2];
  const aligned = weights.slice(weights.length - body.length);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * aligned[index], 0);
  const check = (11 - (sum % 11)) % 11;
  if (check === 10) throw new Error(`${body} has no check digit`);
  return `${body}${check}`;
}

// IBAN check digits by the ISO 13616 definition, independent of ibantools.
function czIban(bankCode: string, prefix: string, number: string): string {
  const bban = `${bankCode}${prefix.padStart(6, '0')}${number.padStart(10, '0')}`;
  const remainder = BigInt(`${bban}123500`) % 97n;
  return `CZ${String(98n - remainder).padStart(2, '0')}${bban}`;
}

const mutateDigit = (value: string, index: number) =>
  `${value.slice(0, index)}${(Number(value[index]) + 1) % 10}${value.slice(index + 1)}`;

describe('account parts', () => {
  it('accepts the published example account 19-2000145399/0800', () => {
    expect(validateAccountPrefix('19')).toBeNull();
    expect(validateAccountNumber('2000145399')).toBeNull();
    expect(validateBankCode('0800')).toBeNull();
  });

  it('accepts generated numbers of every length and prefixes with leading zeros', () => {
    expect(withCheckDigit('200014539')).toBe('2000145399');
    for (const body of ['1', '27', '100', '2900', '12345', '670100', '1234567', '22154001', '123456780']) {
      expect(validateAccountNumber(withCheckDigit(body))).toBeNull();
    }
    expect(validateAccountPrefix('000019')).toBeNull();
    expect(validateAccountPrefix('000000')).toBeNull();
    expect(validateAccountPrefix(withCheckDigit('35'))).toBeNull();
  });

  it('rejects every single-digit typo of the number', () => {
    const number = withCheckDigit('123456780');
    for (let index = 0; index < number.length; index += 1) {
      expect(validateAccountNumber(mutateDigit(number, index))).toBe('bankAccountNumber');
    }
  });

  it('rejects malformed numbers and prefixes', () => {
    expect(validateAccountNumber('7')).toBe('bankAccountNumber');
    expect(validateAccountNumber(`1${withCheckDigit('123456780')}`)).toBe('bankAccountNumber');
    expect(validateAccountNumber('0000000000')).toBe('bankAccountNumber');
    expect(validateAccountNumber('20001453a9')).toBe('bankAccountNumber');
    expect(validateAccountPrefix('18')).toBe('prefix');
    expect(validateAccountPrefix(withCheckDigit('123456'))).toBe('prefix');
  });

  it('accepts only bank codes from the ČNB list', () => {
    for (const code of ['0100', '0300', '2010', '3030', '5500', '6210'])
      expect(validateBankCode(code)).toBeNull();
    for (const code of ['0801', '9999', '800', '08000', 'abcd'])
      expect(validateBankCode(code)).toBe('bankCode');
  });

  it('leaves empty parts to the required rule', () => {
    expect(validateAccountPrefix('')).toBeNull();
    expect(validateAccountNumber(' ')).toBeNull();
    expect(validateBankCode('')).toBeNull();
  });
});

describe('whole account', () => {
  it('parses with and without a prefix', () => {
    expect(parseCzBankAccount('19-2000145399/0800')).toEqual({
      prefix: '19',
      number: '2000145399',
      bankCode: '0800',
    });
    expect(parseCzBankAccount(' 2000145399 / 0800 ')).toEqual({
      prefix: '',
      number: '2000145399',
      bankCode: '0800',
    });
    expect(parseCzBankAccount('2000145399')).toBeNull();
  });

  it('names the part that is wrong', () => {
    expect(validateCzBankAccount('19-2000145399/0800')).toBeNull();
    expect(validateCzBankAccount('2000145399/0800')).toBeNull();
    expect(validateCzBankAccount('18-2000145399/0800')).toBe('prefix');
    expect(validateCzBankAccount('19-2000145398/0800')).toBe('bankAccountNumber');
    expect(validateCzBankAccount('19-2000145399/0801')).toBe('bankCode');
    expect(validateCzBankAccount('19-2000145399')).toBe('bankAccountNumber');
    expect(validateCzBankAccount('')).toBeNull();
  });

  it('normalises to the printed form without leading zeros', () => {
    expect(normalizeCzBankAccount('000019-2000145399/0800')).toBe('19-2000145399/0800');
    expect(normalizeCzBankAccount('000000-0000000027/2010')).toBe('27/2010');
    expect(normalizeCzBankAccount(' 18-2000145399/0800 ')).toBe('18-2000145399/0800');
  });

  it('converts to IBAN', () => {
    expect(czBankAccountToIban('19-2000145399/0800')).toBe('CZ6508000000192000145399');
    const number = withCheckDigit('22154001');
    expect(czBankAccountToIban(`${number}/2010`)).toBe(czIban('2010', '', number));
    expect(czBankAccountToIban('19-2000145398/0800')).toBeNull();
  });
});

describe('account schemas', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it('report ValidationCodes', () => {
    expect(messages(accountPrefixSchema.safeParse('18'))).toEqual(['prefix']);
    expect(messages(accountNumberSchema.safeParse('2000145398'))).toEqual(['bankAccountNumber']);
    expect(messages(bankCodeSchema.safeParse('0801'))).toEqual(['bankCode']);
    expect(messages(czBankAccountSchema.safeParse(''))).toEqual(['required']);
  });

  it('let the prefix be absent or empty', () => {
    expect(accountPrefixSchema.parse(undefined)).toBeUndefined();
    expect(accountPrefixSchema.parse('')).toBe('');
    expect(accountNumberSchema.parse(' 2000145399 ')).toBe('2000145399');
    expect(czBankAccountSchema.parse('000019-2000145399/0800')).toBe('19-2000145399/0800');
  });
});
