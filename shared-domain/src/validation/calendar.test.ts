import {
  calendarDateOf,
  compareDates,
  daysInMonth,
  isInFuture,
  isLeapYear,
  isRealDate,
  toIsoDate,
} from './calendar.ts';

describe('calendar', () => {
  it('knows leap years of the Gregorian calendar', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(daysInMonth(2023, 12)).toBe(31);
  });

  it('tells real dates from impossible ones', () => {
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2023, month: 2, day: 29 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 0, day: 1 })).toBe(false);
    expect(isRealDate({ year: 2023, month: 1, day: 1.5 })).toBe(false);
  });

  it('compares and formats calendar days', () => {
    const today = new Date(2026, 0, 15, 23, 59);
    expect(calendarDateOf(today)).toEqual({ year: 2026, month: 1, day: 15 });
    expect(isInFuture({ year: 2026, month: 1, day: 15 }, today)).toBe(false);
    expect(isInFuture({ year: 2026, month: 1, day: 16 }, today)).toBe(true);
    expect(compareDates({ year: 2025, month: 12, day: 31 }, { year: 2026, month: 1, day: 1 })).toBeLessThan(
      0,
    );
    expect(toIsoDate({ year: 987, month: 3, day: 5 })).toBe('0987-03-05');
  });
});
