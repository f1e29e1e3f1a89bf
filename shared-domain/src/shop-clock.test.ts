import { isoOfWallTime, isoWithOffset, wallTimeOf } from './shop-clock.ts';

describe("the shop's wall-clock time of a delivery window", () => {
  it("shows an instant on the shop's clock, in winter and in summer", () => {
    expect(wallTimeOf('2026-03-10T08:00:00.000Z', 'Europe/Prague')).toBe('2026-03-10T09:00');
    expect(wallTimeOf('2026-07-01T07:30:00.000Z', 'Europe/Prague')).toBe('2026-07-01T09:30');
    expect(wallTimeOf('2026-03-10T08:00:00.000Z', 'Europe/Bucharest')).toBe('2026-03-10T10:00');
    // Late in the evening UTC is already the next day in the shop.
    expect(wallTimeOf('2026-03-10T23:30:00.000Z', 'Europe/Prague')).toBe('2026-03-11T00:30');
  });

  it("sends a wall-clock time with the shop's offset of that day", () => {
    expect(isoOfWallTime('2026-03-10T09:00', 'Europe/Prague')).toBe('2026-03-10T09:00:00+01:00');
    expect(isoOfWallTime('2026-07-01T09:30', 'Europe/Prague')).toBe('2026-07-01T09:30:00+02:00');
    expect(isoOfWallTime('2026-03-10T09:00', 'Europe/Bucharest')).toBe('2026-03-10T09:00:00+02:00');
    expect(isoOfWallTime('2026-07-01T09:00', 'Europe/Bucharest')).toBe('2026-07-01T09:00:00+03:00');
    expect(isoOfWallTime('2026-03-10T09:00:30', 'Europe/Prague')).toBe('2026-03-10T09:00:00+01:00');
  });

  it('keeps the right offset on the days the clocks change', () => {
    // 29 March 2026: Prague moves from +01:00 to +02:00 at 02:00.
    expect(isoOfWallTime('2026-03-29T01:30', 'Europe/Prague')).toBe('2026-03-29T01:30:00+01:00');
    expect(isoOfWallTime('2026-03-29T03:30', 'Europe/Prague')).toBe('2026-03-29T03:30:00+02:00');
    // 25 October 2026: back to +01:00 at 03:00.
    expect(isoOfWallTime('2026-10-25T04:00', 'Europe/Prague')).toBe('2026-10-25T04:00:00+01:00');
    expect(isoOfWallTime('2026-10-24T10:00', 'Europe/Prague')).toBe('2026-10-24T10:00:00+02:00');
  });

  it('round-trips what it shows', () => {
    const iso = isoOfWallTime('2026-12-24T16:45', 'Europe/Bucharest');
    expect(iso).not.toBeNull();
    expect(wallTimeOf(iso as string, 'Europe/Bucharest')).toBe('2026-12-24T16:45');
  });

  it('refuses what is no wall-clock time', () => {
    expect(isoOfWallTime('', 'Europe/Prague')).toBeNull();
    expect(isoOfWallTime('10. 3. 2026 9:00', 'Europe/Prague')).toBeNull();
  });

  it('writes an instant with the offset of its day, seconds kept', () => {
    expect(isoWithOffset(new Date('2026-01-15T09:00:42.000Z'), 'Europe/Prague')).toBe(
      '2026-01-15T10:00:42+01:00',
    );
    expect(isoWithOffset(new Date('2026-07-15T09:00:00.000Z'), 'Europe/Bucharest')).toBe(
      '2026-07-15T12:00:00+03:00',
    );
  });
});
