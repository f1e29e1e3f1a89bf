import { validateDateNotInPast, validateIdentityCardNumber } from './identity-document.ts';

describe('validateIdentityCardNumber', () => {
  it.each(['123456789', '12345678', '123456AB', 'AB123456', '123 456 789'])(
    'accepts the Czech document %s',
    (value) => {
      expect(validateIdentityCardNumber(value, 'cz')).toBeNull();
    },
  );

  it.each(['RX123456', 'rx 123456', 'KZ-654321', '12345678', '123456789'])(
    'accepts the Romanian document %s',
    (value) => {
      expect(validateIdentityCardNumber(value, 'ro')).toBeNull();
    },
  );

  it.each([
    ['cz', '12345'],
    ['cz', 'ABCDEFGHI'],
    ['ro', 'R123456'],
    ['ro', 'RX12345'],
    ['ro', '1234567890'],
  ] as const)('rejects %s %s', (shop, value) => {
    expect(validateIdentityCardNumber(value, shop)).toBe('identityCard');
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateIdentityCardNumber('  ', 'cz')).toBeNull();
  });
});

describe('validateDateNotInPast', () => {
  const today = new Date(2026, 10, 21);

  it('accepts today and later', () => {
    expect(validateDateNotInPast('21.11.2026', today)).toBeNull();
    expect(validateDateNotInPast('01.01.2030', today)).toBeNull();
  });

  it('rejects yesterday as in the past and nonsense as no date', () => {
    expect(validateDateNotInPast('20.11.2026', today)).toBe('dateInPast');
    expect(validateDateNotInPast('31.02.2027', today)).toBe('date');
  });
});
