import { literalSchema, validateLiteral } from './literal.ts';

describe('validateLiteral', () => {
  it('accepts names in any alphabet with their usual separators', () => {
    for (const value of [
      'Jana',
      'Nováková-Svobodová',
      'Ștefănescu',
      "O'Brien",
      'D’Angelo',
      'Anna  Marie',
      'Ιωάννης',
    ]) {
      expect(validateLiteral(value)).toBeNull();
    }
  });

  it('rejects digits, symbols and dangling separators', () => {
    for (const value of ['Jana2', 'Jana!', 'Jana.', '-Jana', 'Jana-', "Jana'", 'Jana--Nová', '<b>']) {
      expect(validateLiteral(value)).toBe('literal');
    }
  });

  it('leaves empty input to the required rule', () => {
    expect(validateLiteral('  ')).toBeNull();
    expect(literalSchema.safeParse('R2D2').error?.issues.map((issue) => issue.message)).toEqual(['literal']);
  });
});
