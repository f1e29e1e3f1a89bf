import { cnpCheckDigit, cnpSchema, parseCnp, validateCnp } from './cnp.ts';

const today = new Date(2026, 0, 15);

// Control key 279146358279; a remainder of 10 is written as 1.
function cnp(first12: string): string {
  const key = '279146358279';
  const sum = [...first12].reduce((total, digit, index) => total + Number(digit) * Number(key[index]), 0);
  return `${first12}${sum % 11 === 10 ? 1 : sum % 11}`;
}

const mutateDigit = (value: string, index: number) =>
  `${value.slice(0, index)}${(Number(value[index]) + 1) % 10}${value.slice(index + 1)}`;

describe('validateCnp', () => {
  it('accepts citizens of every century', () => {
    expect(parseCnp(cnp('180010122114'), today)).toEqual({
      birthDate: { year: 1980, month: 1, day: 1 },
      sex: 'male',
      foreigner: false,
    });
    expect(parseCnp(cnp('285123140017'), today)).toMatchObject({ birthDate: { year: 1985 }, sex: 'female' });
    expect(parseCnp(cnp('350061512345'), today)).toMatchObject({
      birthDate: { year: 1850, month: 6, day: 15 },
    });
    expect(parseCnp(cnp('510022840003'), today)).toMatchObject({ birthDate: { year: 2010 }, sex: 'male' });
    expect(parseCnp(cnp('625122970101'), today)).toMatchObject({ birthDate: { year: 2025 }, sex: 'female' });
  });

  it('accepts the county codes introduced lately (70, 80–83)', () => {
    expect(validateCnp(cnp('603041570123'), today)).toBeNull();
    expect(validateCnp(cnp('190031580123'), today)).toBeNull();
    expect(validateCnp(cnp('290031583123'), today)).toBeNull();
  });

  it('dates residents and foreigners in whichever century makes the date real', () => {
    expect(parseCnp(cnp('700022940001'), today)).toMatchObject({
      birthDate: { year: 2000, month: 2, day: 29 },
    });
    expect(parseCnp(cnp('886050140001'), today)).toMatchObject({
      birthDate: { year: 1986, month: 5, day: 1 },
      sex: 'female',
      foreigner: true,
    });
    expect(parseCnp(cnp('901010140001'), today)).toMatchObject({ sex: null, foreigner: true });
  });

  it('requires a real, past birth date', () => {
    expect(validateCnp(cnp('100022940001'), today)).toBe('cnp');
    expect(validateCnp(cnp('190023040001'), today)).toBe('cnp');
    expect(validateCnp(cnp('190130140001'), today)).toBe('cnp');
    expect(validateCnp(cnp('190010040001'), today)).toBe('cnp');
    expect(validateCnp(cnp('526011540001'), today)).toBeNull();
    expect(validateCnp(cnp('526011640001'), today)).toBe('cnp');
    expect(validateCnp(cnp('530010140001'), today)).toBe('cnp');
  });

  it('rejects sex digit 0 and serial 000', () => {
    expect(validateCnp(cnp('080010122114'), today)).toBe('cnp');
    expect(validateCnp(cnp('180010122000'), today)).toBe('cnp');
  });

  it('writes remainder 10 as check digit 1', () => {
    let first12 = '';
    for (let serial = 1; serial < 1000; serial += 1) {
      const candidate = `1800101221${String(serial).padStart(2, '0')}`.slice(0, 12);
      const key = '279146358279';
      const sum = [...candidate].reduce(
        (total, digit, index) => total + Number(digit) * Number(key[index]),
        0,
      );
      if (sum % 11 === 10) {
        first12 = candidate;
        break;
      }
    }
    expect(cnpCheckDigit(first12)).toBe(1);
    expect(validateCnp(`${first12}1`, today)).toBeNull();
    expect(validateCnp(`${first12}0`, today)).toBe('cnp');
  });

  it('rejects every single-digit typo', () => {
    const valid = cnp('285123140017');
    expect(valid.at(-1)).not.toBe('1');
    for (let index = 0; index < valid.length; index += 1) {
      expect(validateCnp(mutateDigit(valid, index), today)).toBe('cnp');
    }
  });

  it('rejects other shapes and leaves empty input to the required rule', () => {
    const valid = cnp('180010122114');
    expect(validateCnp(valid.slice(0, 12), today)).toBe('cnp');
    expect(validateCnp(`${valid}1`, today)).toBe('cnp');
    expect(validateCnp(`${valid.slice(0, 12)}a`, today)).toBe('cnp');
    expect(validateCnp('', today)).toBeNull();
  });
});

describe('cnpSchema', () => {
  it('trims a valid CNP and reports the cnp code', () => {
    const valid = cnp('180010122114');
    expect(cnpSchema.parse(` ${valid} `)).toBe(valid);
    expect(cnpSchema.safeParse(mutateDigit(valid, 12)).error?.issues.map((issue) => issue.message)).toEqual([
      'cnp',
    ]);
  });
});
