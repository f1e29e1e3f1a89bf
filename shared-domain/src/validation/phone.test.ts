import {
  normalizeCzPhone,
  normalizePhone,
  normalizeRoPhone,
  phoneSchemaFor,
  validateCzPhone,
  validatePhone,
  validateRoPhone,
} from './phone.ts';

describe('Czech phone numbers', () => {
  it('accept nine digits with an optional +420 or 00420 and spaces', () => {
    for (const value of [
      '777123456',
      '777 123 456',
      '+420 777 123 456',
      '+420777123456',
      '00420 222 333 444',
    ]) {
      expect(validateCzPhone(value)).toBeNull();
    }
    expect(normalizeCzPhone('+420 777 123 456')).toBe('+420777123456');
    expect(normalizeCzPhone('602 123 456')).toBe('+420602123456');
    expect(normalizeCzPhone('910 123 456')).toBe('+420910123456');
  });

  it('reject wrong lengths, other countries and special-rate ranges', () => {
    for (const value of [
      '77712345',
      '7771234567',
      '+421 905 123 456',
      '177 123 456',
      '800 123 456',
      '900 123 456',
    ]) {
      expect(validateCzPhone(value)).toBe('phone');
    }
    expect(validateCzPhone('777-123-456')).toBe('phone');
    expect(validateCzPhone('+420 77712345a')).toBe('phone');
    expect(normalizeCzPhone('12345')).toBeNull();
  });
});

describe('Romanian phone numbers', () => {
  it('accept a national number after +40, 0040 or the trunk 0', () => {
    for (const value of ['0722 123 456', '0722123456', '+40 722 123 456', '0040722123456', '722123456']) {
      expect(validateRoPhone(value)).toBeNull();
    }
    expect(normalizeRoPhone('0722 123 456')).toBe('+40722123456');
    expect(normalizeRoPhone('021 312 3456')).toBe('+40213123456');
    expect(normalizeRoPhone('0364 123 456')).toBe('+40364123456');
  });

  it('tolerates the trunk 0 kept after +40', () => {
    expect(normalizeRoPhone('+40 0722 123 456')).toBe('+40722123456');
  });

  it('reject wrong lengths, other countries and special-rate ranges', () => {
    for (const value of [
      '072212345',
      '07221234567',
      '+420 722 123 456',
      '0800 123 456',
      '0900 123 456',
      '0122123456',
    ]) {
      expect(validateRoPhone(value)).toBe('phone');
    }
    expect(validateRoPhone('00722123456')).toBe('phone');
  });
});

describe('per shop', () => {
  it('validates and normalises by shop', () => {
    expect(validatePhone('777123456', 'cz')).toBeNull();
    expect(validatePhone('602123456', 'ro')).toBe('phone');
    expect(normalizePhone('0722123456', 'ro')).toBe('+40722123456');
    expect(normalizePhone('0722123456', 'cz')).toBeNull();
    expect(validatePhone('', 'cz')).toBeNull();
  });

  it('builds schemas that store E.164', () => {
    expect(phoneSchemaFor('cz').parse(' 777 123 456 ')).toBe('+420777123456');
    expect(phoneSchemaFor('ro').parse('0722 123 456')).toBe('+40722123456');
    expect(
      phoneSchemaFor('cz')
        .safeParse('0722123456')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['phone']);
    expect(
      phoneSchemaFor('ro')
        .safeParse('')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['required']);
  });
});
