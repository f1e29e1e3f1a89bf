import {
  PASSWORD_MAX_LENGTH,
  passwordPairSchema,
  passwordRuleFailures,
  passwordSchema,
  validatePassword,
  validatePasswordConfirmation,
} from './password.ts';

describe('passwordRuleFailures', () => {
  it('passes strong passwords, including the demo accounts’ one', () => {
    for (const password of ['Demo-2026!', 'Žluťoučký kůň 1!', 'aB3$efgh', 'Correct Horse 9 Battery_']) {
      expect(passwordRuleFailures(password)).toEqual([]);
    }
  });

  it('names each broken rule', () => {
    expect(passwordRuleFailures('Ab1!')).toEqual(['passwordMinLength']);
    expect(passwordRuleFailures('demo-2026!')).toEqual(['passwordUppercase']);
    expect(passwordRuleFailures('DEMO-2026!')).toEqual(['passwordLowercase']);
    expect(passwordRuleFailures('Demo-Demo!')).toEqual(['passwordDigit']);
    expect(passwordRuleFailures('Demo2026ab')).toEqual(['passwordSpecial']);
    expect(passwordRuleFailures(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toEqual(['passwordMaxLength']);
  });

  it('lists every failure of an all-digit password', () => {
    expect(passwordRuleFailures('12345678')).toEqual([
      'passwordUppercase',
      'passwordLowercase',
      'passwordSpecial',
      'passwordNumeric',
    ]);
  });

  it('does not count a space as a special character', () => {
    expect(passwordRuleFailures('Demo 2026')).toEqual(['passwordSpecial']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordRuleFailures('Aa1!😀😀😀')).toEqual(['passwordMinLength']);
  });
});

describe('validatePassword and validatePasswordConfirmation', () => {
  it('report the first failure', () => {
    expect(validatePassword('Demo-2026!')).toBeNull();
    expect(validatePassword('short')).toBe('passwordMinLength');
    expect(validatePassword('')).toBeNull();
  });

  it('compare the confirmation exactly', () => {
    expect(validatePasswordConfirmation('Demo-2026!', 'Demo-2026!')).toBeNull();
    expect(validatePasswordConfirmation('Demo-2026!', 'Demo-2026! ')).toBe('passwordMismatch');
    expect(validatePasswordConfirmation('Demo-2026!', '')).toBeNull();
  });
});

describe('password schemas', () => {
  it('keep spaces and report every rule with its values', () => {
    expect(passwordSchema.parse(' Demo-2026! ')).toBe(' Demo-2026! ');
    const issues = passwordSchema.safeParse('abc').error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      'passwordMinLength',
      'passwordUppercase',
      'passwordDigit',
      'passwordSpecial',
    ]);
    expect(issues[0]).toMatchObject({ params: { minlength: 8 } });
    expect(passwordSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });

  it('report a mismatch on the confirmation field', () => {
    expect(passwordPairSchema.parse({ password: 'Demo-2026!', passwordConfirmation: 'Demo-2026!' })).toEqual({
      password: 'Demo-2026!',
      passwordConfirmation: 'Demo-2026!',
    });
    const result = passwordPairSchema.safeParse({
      password: 'Demo-2026!',
      passwordConfirmation: 'Demo-2025!',
    });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'passwordMismatch', path: ['passwordConfirmation'] }),
    ]);
  });
});
