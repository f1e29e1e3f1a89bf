import { imeiSchema, isLuhnValid, normalizeImei, validateImei } from './imei.ts';

// Written independently of the implementation: double every second digit counting from the check digit.
function withLuhnDigit(body: string): string {
  const sum = [...body]
    .reverse()
    .map((char, index) => Number(char) * (index % 2 === 0 ? 2 : 1))
    .reduce((total, value) => total + Math.floor(value / 10) + (value % 10), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const mutateDigit = (value: string, index: number) =>
  `${value.slice(0, index)}${(Number(value[index]) + 1) % 10}${value.slice(index + 1)}`;

describe('validateImei', () => {
  it('accepts the published example and generated IMEIs', () => {
    expect(withLuhnDigit('49015420323751')).toBe('490154203237518');
    for (const body of ['49015420323751', '35209900176148', '86723403123456', '99000862043215']) {
      expect(validateImei(withLuhnDigit(body))).toBeNull();
    }
  });

  it('rejects every single-digit typo', () => {
    const imei = withLuhnDigit('35209900176148');
    for (let index = 0; index < imei.length; index += 1) {
      expect(validateImei(mutateDigit(imei, index))).toBe('imei');
    }
  });

  it('rejects wrong lengths and non-digits', () => {
    const imei = withLuhnDigit('35209900176148');
    expect(validateImei(imei.slice(0, 14))).toBe('imei');
    expect(validateImei(`${imei}0`)).toBe('imei');
    expect(validateImei(`${imei.slice(0, 14)}X`)).toBe('imei');
    expect(validateImei('35209900176148a')).toBe('imei');
  });

  it('accepts the printed forms with spaces and dashes', () => {
    expect(validateImei('49-015420-323751-8')).toBeNull();
    expect(validateImei(' 490154 203237 518 ')).toBeNull();
    expect(normalizeImei('49-015420-323751-8')).toBe('490154203237518');
  });

  it('leaves empty input to the required rule', () => {
    expect(validateImei('')).toBeNull();
    expect(validateImei('   ')).toBeNull();
  });
});

describe('isLuhnValid', () => {
  it('checks the Luhn sum of any digit string', () => {
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
  });
});

describe('imeiSchema', () => {
  it('normalises a valid IMEI', () => {
    expect(imeiSchema.parse(' 49-015420-323751-8 ')).toBe('490154203237518');
  });

  it('reports codes as issue messages', () => {
    expect(imeiSchema.safeParse('490154203237519').error?.issues.map((issue) => issue.message)).toEqual([
      'imei',
    ]);
    expect(imeiSchema.safeParse('').error?.issues.map((issue) => issue.message)).toEqual(['required']);
    expect(imeiSchema.safeParse(undefined).error?.issues.map((issue) => issue.message)).toEqual(['required']);
  });
});
