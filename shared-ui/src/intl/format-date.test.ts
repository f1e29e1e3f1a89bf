import { formatDate } from './format-date.ts';

describe('formatDate', () => {
  const date = new Date('2026-03-05T10:00:00Z');

  it('uses the medium date of the locale by default', () => {
    expect(formatDate(date, 'cs-CZ')).toBe('5. 3. 2026');
    expect(formatDate(date, 'ro-RO')).toBe('5 mar. 2026');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatDate('2026-12-24T12:00:00Z', 'cs-CZ')).toBe('24. 12. 2026');
    expect(formatDate(date.getTime(), 'ro-RO')).toBe('5 mar. 2026');
  });

  it('takes Intl options', () => {
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Prague',
    };
    expect(formatDate(date, 'cs-CZ', options)).toBe('5. března v 11:00');
    expect(formatDate(date, 'ro-RO', { ...options, timeZone: 'Europe/Bucharest' })).toBe('5 martie la 12:00');
  });
});
