import { officeHours } from '../testing/demo-places.ts';
import { groupOpeningHours, timeOfDay, weekdayName } from './opening-hours.ts';

describe('opening hours', () => {
  it('groups consecutive days with the same hours and lists closed days', () => {
    expect(groupOpeningHours([...officeHours, { day: 'sat', opens: '09:00', closes: '12:00' }])).toEqual([
      { from: 'mon', to: 'fri', hours: { opens: '08:30', closes: '17:30' } },
      { from: 'sat', to: 'sat', hours: { opens: '09:00', closes: '12:00' } },
      { from: 'sun', to: 'sun', hours: null },
    ]);
  });

  it('keeps a day apart when its neighbours differ', () => {
    const rows = groupOpeningHours([
      { day: 'mon', opens: '09:00', closes: '17:00' },
      { day: 'wed', opens: '09:00', closes: '17:00' },
    ]);
    expect(rows.map((row) => [row.from, row.to, row.hours?.opens ?? null])).toEqual([
      ['mon', 'mon', '09:00'],
      ['tue', 'tue', null],
      ['wed', 'wed', '09:00'],
      ['thu', 'sun', null],
    ]);
  });

  it('names days and times in the language on screen', () => {
    expect(weekdayName('mon', 'cs-CZ')).toBe('pondělí');
    expect(weekdayName('sun', 'ro-RO')).toBe('duminică');
    expect(timeOfDay('08:30', 'cs-CZ')).toBe('8:30');
    expect(timeOfDay('17:05', 'ro-RO')).toBe('17:05');
  });
});
