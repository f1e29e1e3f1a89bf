import {
  birthNumberSchema,
  normalizeBirthNumber,
  parseBirthNumber,
  validateBirthNumber,
} from './birth-number.ts';

const today = new Date(2026, 0, 15);

// The ten-digit number must be divisible by 11; as 10 ≡ -1 (mod 11) the check digit equals the first
// nine digits mod 11. A serial leaving remainder 10 has no check digit, so the next one is taken.
function birthNumber(yymmdd: string, serial: string): string {
  for (let next = Number(serial); next < 1000; next += 1) {
    const nine = `${yymmdd}${String(next).padStart(3, '0')}`;
    const check = Number(nine) % 11;
    if (check < 10) return `${nine}${check}`;
  }
  throw new Error('no serial found');
}

/** First serial whose nine digits leave remainder 10: the historic "check digit 0" case. */
function remainderTenNumber(yymmdd: string): string {
  for (let serial = 0; serial < 1000; serial += 1) {
    const nine = `${yymmdd}${String(serial).padStart(3, '0')}`;
    if (Number(nine) % 11 === 10) return `${nine}0`;
  }
  throw new Error('no serial found');
}

const mutateDigit = (value: string, index: number) =>
  `${value.slice(0, index)}${(Number(value[index]) + 1) % 10}${value.slice(index + 1)}`;

describe('validateBirthNumber', () => {
  it('accepts men and women, with or without the slash', () => {
    const man = birthNumber('900101', '123');
    const woman = birthNumber('905101', '123');
    expect(validateBirthNumber(man, today)).toBeNull();
    expect(validateBirthNumber(`${man.slice(0, 6)}/${man.slice(6)}`, today)).toBeNull();
    expect(parseBirthNumber(man, today)).toEqual({
      birthDate: { year: 1990, month: 1, day: 1 },
      sex: 'male',
      formatted: `900101/${man.slice(6)}`,
    });
    expect(parseBirthNumber(woman, today)?.sex).toBe('female');
    expect(parseBirthNumber(woman, today)?.birthDate).toEqual({ year: 1990, month: 1, day: 1 });
  });

  it('accepts the +20 and +70 month offsets from 2004 only', () => {
    expect(parseBirthNumber(birthNumber('052101', '001'), today)).toMatchObject({
      birthDate: { year: 2005, month: 1, day: 1 },
      sex: 'male',
    });
    expect(parseBirthNumber(birthNumber('107215', '002'), today)).toMatchObject({
      birthDate: { year: 2010, month: 2, day: 15 },
      sex: 'female',
    });
    expect(validateBirthNumber(birthNumber('902101', '001'), today)).toBe('birthNumber');
    expect(validateBirthNumber(birthNumber('037101', '001'), today)).toBe('birthNumber');
  });

  it('rejects month codes that encode no month', () => {
    for (const month of ['00', '13', '33', '41', '50', '63', '83', '99']) {
      expect(validateBirthNumber(birthNumber(`10${month}01`, '004'), today)).toBe('birthNumber');
    }
  });

  it('requires a real calendar date', () => {
    expect(validateBirthNumber(birthNumber('000229', '005'), today)).toBeNull();
    expect(validateBirthNumber(birthNumber('010229', '005'), today)).toBe('birthNumber');
    expect(validateBirthNumber(birthNumber('900230', '005'), today)).toBe('birthNumber');
    expect(validateBirthNumber(birthNumber('900431', '005'), today)).toBe('birthNumber');
    expect(validateBirthNumber(birthNumber('900100', '005'), today)).toBe('birthNumber');
  });

  it('rejects births after today', () => {
    expect(validateBirthNumber(birthNumber('260115', '006'), today)).toBeNull();
    expect(validateBirthNumber(birthNumber('260116', '006'), today)).toBe('birthNumber');
    expect(validateBirthNumber(birthNumber('300101', '006'), today)).toBe('birthNumber');
  });

  it('accepts nine digits without a check digit only before 1954', () => {
    expect(parseBirthNumber('451231/123', today)).toMatchObject({
      birthDate: { year: 1945, month: 12, day: 31 },
      sex: 'male',
    });
    expect(validateBirthNumber('535101123', today)).toBeNull();
    expect(validateBirthNumber('540101123', today)).toBe('birthNumber');
    expect(validateBirthNumber('452101123', today)).toBe('birthNumber');
  });

  it('accepts check digit 0 for remainder 10 only before 1985', () => {
    const historic = remainderTenNumber('800101');
    expect(validateBirthNumber(historic, today)).toBeNull();
    expect(validateBirthNumber(remainderTenNumber('900101'), today)).toBe('birthNumber');
  });

  it('rejects every single-digit typo', () => {
    const valid = birthNumber('905124', '321');
    for (let index = 0; index < valid.length; index += 1) {
      expect(validateBirthNumber(mutateDigit(valid, index), today)).toBe('birthNumber');
    }
  });

  it('rejects other shapes', () => {
    const valid = birthNumber('900101', '123');
    for (const value of [
      valid.slice(0, 8),
      `${valid}1`,
      `90/0101${valid.slice(6)}`,
      `${valid.slice(0, 9)}x`,
    ]) {
      expect(validateBirthNumber(value, today)).toBe('birthNumber');
    }
  });

  it('leaves empty input to the required rule', () => {
    expect(validateBirthNumber('', today)).toBeNull();
  });
});

describe('birth number normalisation and schema', () => {
  it('writes the slash after the date part', () => {
    const valid = birthNumber('905101', '123');
    expect(normalizeBirthNumber(valid)).toBe(`905101/${valid.slice(6)}`);
    expect(normalizeBirthNumber(' nonsense ')).toBe('nonsense');
    expect(birthNumberSchema.parse(` ${valid} `)).toBe(`905101/${valid.slice(6)}`);
  });

  it('reports the birthNumber code', () => {
    const result = birthNumberSchema.safeParse(birthNumber('904101', '123'));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['birthNumber']);
  });
});
