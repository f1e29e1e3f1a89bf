import {
  composeValidators,
  isValidationCode,
  passwordRuleCodes,
  validationCodes,
} from './validation-code.ts';

describe('validation codes', () => {
  it('are unique and include every password rule', () => {
    expect(new Set(validationCodes).size).toBe(validationCodes.length);
    for (const code of passwordRuleCodes) expect(validationCodes).toContain(code);
  });

  it('isValidationCode tells codes from other text', () => {
    expect(isValidationCode('imei')).toBe(true);
    expect(isValidationCode('Invalid input')).toBe(false);
    expect(isValidationCode(undefined)).toBe(false);
  });
});

describe('composeValidators', () => {
  it('returns the first failure in order', () => {
    const required = (value: string) => (value === '' ? 'required' : null);
    const short = (value: string) => (value.length < 3 ? 'minLength' : null);
    const digits = (value: string) => (/^\d+$/.test(value) ? null : 'number');
    const validate = composeValidators(required, short, digits);
    expect(validate('')).toBe('required');
    expect(validate('a')).toBe('minLength');
    expect(validate('abc')).toBe('number');
    expect(validate('123')).toBeNull();
  });
});
