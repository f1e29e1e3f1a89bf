import { dateSchema, dateToIso, isoToDate, parseDate, validateDate } from './date.ts';

describe('validateDate', () => {
  it('accepts real dates written DD.MM.YYYY', () => {
    for (const value of ['01.01.2024', '29.02.2024', '31.12.1999', ' 15.06.1985 ', '29.02.2000']) {
      expect(validateDate(value)).toBeNull();
    }
  });

  it('rejects dates that do not exist', () => {
    for (const value of [
      '29.02.2023',
      '29.02.1900',
      '31.04.2024',
      '00.01.2024',
      '01.13.2024',
      '32.01.2024',
    ]) {
      expect(validateDate(value)).toBe('date');
    }
  });

  it('rejects other formats', () => {
    for (const value of ['1.1.2024', '01/01/2024', '2024-01-01', '01.01.24', '01. 01. 2024', '01.01.0000']) {
      expect(validateDate(value)).toBe('date');
    }
  });

  it('leaves empty input to the required rule', () => {
    expect(validateDate('')).toBeNull();
  });
});

describe('date conversions', () => {
  it('parse and convert between the form and ISO', () => {
    expect(parseDate('05.03.2024')).toEqual({ year: 2024, month: 3, day: 5 });
    expect(dateToIso('05.03.2024')).toBe('2024-03-05');
    expect(dateToIso('31.02.2024')).toBeNull();
    expect(isoToDate('2024-03-05')).toBe('05.03.2024');
    expect(isoToDate('2024-02-30')).toBeNull();
    expect(isoToDate('05.03.2024')).toBeNull();
  });

  it('the schema reports the date code', () => {
    expect(dateSchema.parse(' 05.03.2024 ')).toBe('05.03.2024');
    expect(dateSchema.safeParse('31.02.2024').error?.issues.map((issue) => issue.message)).toEqual(['date']);
  });
});
