import { emailSchema, normalizeEmail, validateEmail } from './email.ts';

describe('validateEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const value of [
      'jana.novakova@example.cz',
      'nakup@firma-example.cz',
      'ana.popescu+shop@example.ro',
      "o'brien@mail.example.co.uk",
      'x_y-z@sub.domain.example.com',
      'user@example.xn--p1ai',
      ' Jana.Novakova@Example.CZ ',
    ]) {
      expect(validateEmail(value)).toBeNull();
    }
  });

  it('rejects what is not an address', () => {
    for (const value of [
      'jana',
      'jana@',
      '@example.cz',
      'jana@example',
      'jana@example.c',
      'jana..novakova@example.cz',
      '.jana@example.cz',
      'jana.@example.cz',
      'jana novakova@example.cz',
      'jana@-example.cz',
      'jana@example-.cz',
      'jana@example..cz',
      'jana@@example.cz',
      'jana@example.cz.',
      '"jana"@example.cz',
      'jana@[192.168.0.1]',
    ]) {
      expect(validateEmail(value)).toBe('email');
    }
  });

  it('enforces the RFC length limits', () => {
    expect(validateEmail(`${'a'.repeat(64)}@example.cz`)).toBeNull();
    expect(validateEmail(`${'a'.repeat(65)}@example.cz`)).toBe('email');
    expect(validateEmail(`a@${'b'.repeat(63)}.cz`)).toBeNull();
    expect(validateEmail(`a@${'b'.repeat(64)}.cz`)).toBe('email');
    expect(validateEmail(`a@${'abcdefghi.'.repeat(26)}cz`)).toBe('email');
  });

  it('answers quickly on hostile input', () => {
    const started = Date.now();
    expect(validateEmail(`${'a'.repeat(60)}@${'b-b.'.repeat(45)}!`)).toBe('email');
    expect(validateEmail(`a@${'b-'.repeat(120)}`)).toBe('email');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('leaves empty input to the required rule', () => {
    expect(validateEmail('')).toBeNull();
  });
});

describe('normalizeEmail and emailSchema', () => {
  it('trim and lower-case so logins match', () => {
    expect(normalizeEmail(' Jana.Novakova@Example.CZ ')).toBe('jana.novakova@example.cz');
    expect(emailSchema.parse(' Admin@Example.cz')).toBe('admin@example.cz');
    expect(emailSchema.safeParse('admin@').error?.issues.map((issue) => issue.message)).toEqual(['email']);
  });
});
