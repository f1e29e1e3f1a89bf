import {
  numberSchema,
  parseDecimal,
  validateDecimal,
  validateMaxValue,
  validateMinValue,
  validateNumber,
  validatePositive,
} from './number.ts';

describe('parseDecimal', () => {
  it('reads the ways Czech and Romanian users type numbers', () => {
    expect(parseDecimal('12')).toBe(12);
    expect(parseDecimal('-3,5')).toBe(-3.5);
    expect(parseDecimal('3.25')).toBe(3.25);
    expect(parseDecimal('1 234,50')).toBe(1234.5);
    expect(parseDecimal('1\u00a0234\u00a0567')).toBe(1234567);
    expect(parseDecimal(7.5)).toBe(7.5);
  });

  it('refuses everything else', () => {
    for (const value of ['', 'abc', '1,2,3', '1.2.3', '12 34', ',5', '5,', '1e3', '0x10']) {
      expect(parseDecimal(value)).toBeNull();
    }
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('number validators', () => {
  it('validateNumber wants a whole number', () => {
    for (const value of ['42', '-7', '+3', '1 000', 12]) expect(validateNumber(value)).toBeNull();
    for (const value of ['4,2', '4.2', 'x', 4.2]) expect(validateNumber(value)).toBe('number');
  });

  it('validateDecimal wants any number', () => {
    for (const value of ['4,2', '4.2', '42', 4.2]) expect(validateDecimal(value)).toBeNull();
    for (const value of ['4,2,1', 'x', '4,']) expect(validateDecimal(value)).toBe('decimal');
  });

  it('validatePositive wants more than zero', () => {
    for (const value of ['0,01', '1', 5]) expect(validatePositive(value)).toBeNull();
    for (const value of ['0', '-1', 0, 'x']) expect(validatePositive(value)).toBe('positive');
  });

  it('validateMinValue and validateMaxValue are inclusive', () => {
    expect(validateMinValue('10', 10)).toBeNull();
    expect(validateMinValue('9,99', 10)).toBe('minValue');
    expect(validateMinValue('x', 10)).toBe('minValue');
    expect(validateMaxValue(100, 100)).toBeNull();
    expect(validateMaxValue('100,5', 100)).toBe('maxValue');
  });

  it('leave empty input to the required rule', () => {
    for (const validate of [validateNumber, validateDecimal, validatePositive])
      expect(validate(' ')).toBeNull();
    expect(validateMinValue('', 1)).toBeNull();
    expect(validateMaxValue('', 1)).toBeNull();
  });
});

describe('numberSchema', () => {
  const messages = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);

  it('applies the same rules to JSON numbers', () => {
    const quantity = numberSchema({ integer: true, positive: true, max: 10 });
    expect(quantity.parse(3)).toBe(3);
    expect(messages(quantity.safeParse(2.5))).toEqual(['number']);
    expect(messages(quantity.safeParse(0))).toEqual(['positive']);
    expect(messages(quantity.safeParse(11))).toEqual(['maxValue']);
    expect(messages(quantity.safeParse('3'))).toEqual(['number']);
    expect(messages(numberSchema().safeParse('3'))).toEqual(['decimal']);
  });

  it('carries the bound for the message', () => {
    const result = numberSchema({ min: 100 }).safeParse(50);
    expect(result.error?.issues[0]).toMatchObject({ message: 'minValue', params: { minValue: 100 } });
  });
});
