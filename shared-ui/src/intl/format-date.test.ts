import { formatDate, formatTimeslot, shopTimeZoneOf } from './format-date.ts';

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
    };
    expect(formatDate(date, 'cs-CZ', options)).toBe('5. března v 11:00');
    expect(formatDate(date, 'ro-RO', options)).toBe('5 martie la 12:00');
  });

  // The instants below are given in UTC, as a browser in another zone (or the UTC test runner)
  // holds them: what is shown must be the shop's wall-clock time, not the runner's.
  it('shows times in the shop’s zone, whatever zone the browser runs in', () => {
    const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };
    // 07:30 UTC in winter is 08:30 in Prague and 09:30 in Bucharest.
    expect(formatDate('2026-01-12T07:30:00Z', 'cs-CZ', time)).toBe('08:30');
    expect(formatDate('2026-01-12T07:30:00Z', 'ro-RO', time)).toBe('09:30');
    // Summer time: 06:30 UTC is 08:30 in Prague and 09:30 in Bucharest.
    expect(formatDate('2026-07-13T06:30:00Z', 'cs-CZ', time)).toBe('08:30');
    expect(formatDate('2026-07-13T06:30:00Z', 'ro-RO', time)).toBe('09:30');
  });

  it('puts a late evening instant on the shop’s next day', () => {
    // 23:30 UTC on 31 December is already New Year's Day in both shops.
    expect(formatDate('2026-12-31T23:30:00Z', 'cs-CZ')).toBe('1. 1. 2027');
    expect(formatDate('2026-12-31T23:30:00Z', 'ro-RO')).toBe('1 ian. 2027');
  });

  it('lets a caller keep a date-only value in UTC', () => {
    expect(formatDate('2026-03-05T00:00:00Z', 'cs-CZ', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(
      '5. 3. 2026',
    );
  });

  it('names each shop’s zone', () => {
    expect(shopTimeZoneOf('cs-CZ')).toBe('Europe/Prague');
    expect(shopTimeZoneOf('ro-RO')).toBe('Europe/Bucharest');
  });
});

describe('formatTimeslot', () => {
  it('shows the Ostrava drop-off at 08:30, when the centre opens, not in UTC', () => {
    // The api sends the window with the shop's offset; a UTC browser reads it as 07:30Z.
    const slot = { from: '2026-01-12T08:30:00+01:00', to: '2026-01-12T10:30:00+01:00' };
    expect(formatTimeslot(slot, 'cs-CZ')).toBe('po 12. 1. 08:30–10:30');
    expect(formatTimeslot({ from: '2026-01-12T07:30:00Z', to: '2026-01-12T09:30:00Z' }, 'cs-CZ')).toBe(
      'po 12. 1. 08:30–10:30',
    );
  });

  it('shows a Romanian window in Bucharest time', () => {
    const slot = { from: '2026-07-13T06:30:00Z', to: '2026-07-13T08:30:00Z' };
    expect(formatTimeslot(slot, 'ro-RO')).toBe('lun., 13.07 09:30–11:30');
  });
});
