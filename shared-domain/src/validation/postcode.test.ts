import {
  czPostcodeSchema,
  normalizeCzPostcode,
  normalizePostcode,
  postcodeSchemaFor,
  roPostcodeSchema,
  validateCzPostcode,
  validatePostcode,
  validateRoPostcode,
} from './postcode.ts';

describe('Czech postcodes', () => {
  it('accept NNN NN with or without the space', () => {
    for (const value of ['110 00', '11000', ' 602 00 ', '799 00', '100\u00a000']) {
      expect(validateCzPostcode(value)).toBeNull();
    }
  });

  it('reject other shapes and regions that do not exist', () => {
    for (const value of ['1100', '110000', '11 000', '110-00', 'abc de', '010 00', '800 00', '999 99']) {
      expect(validateCzPostcode(value)).toBe('postcode');
    }
  });

  it('normalise to "NNN NN"', () => {
    expect(normalizeCzPostcode('11000')).toBe('110 00');
    expect(normalizeCzPostcode(' 110 00 ')).toBe('110 00');
    expect(normalizeCzPostcode(' 1100 ')).toBe('1100');
    expect(czPostcodeSchema.parse('60200')).toBe('602 00');
  });
});

describe('Romanian postcodes', () => {
  it('accept exactly six digits', () => {
    expect(validateRoPostcode('010011')).toBeNull();
    expect(validateRoPostcode(' 400001 ')).toBeNull();
  });

  it('reject anything else', () => {
    for (const value of ['01001', '0100111', '010 011', 'RO0100', '11000']) {
      expect(validateRoPostcode(value)).toBe('postcode');
    }
  });
});

describe('per shop', () => {
  it('picks the rule and the schema of the shop', () => {
    expect(validatePostcode('11000', 'cz')).toBeNull();
    expect(validatePostcode('11000', 'ro')).toBe('postcode');
    expect(validatePostcode('400001', 'cz')).toBe('postcode');
    expect(normalizePostcode('11000', 'cz')).toBe('110 00');
    expect(normalizePostcode(' 400001 ', 'ro')).toBe('400001');
    expect(postcodeSchemaFor('cz')).toBe(czPostcodeSchema);
    expect(postcodeSchemaFor('ro')).toBe(roPostcodeSchema);
    expect(
      postcodeSchemaFor('ro')
        .safeParse('4000')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['postcode']);
  });

  it('leaves empty input to the required rule', () => {
    expect(validatePostcode('', 'cz')).toBeNull();
    expect(validatePostcode(' ', 'ro')).toBeNull();
  });
});
