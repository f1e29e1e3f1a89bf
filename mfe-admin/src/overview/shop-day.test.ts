import { shopDayOf } from './shop-day.ts';

describe('the shop day', () => {
  it("is the shop's calendar day, not UTC's", () => {
    // 23:30 UTC is already half past midnight in Prague and Bucharest.
    const lateEvening = new Date('2026-03-05T23:30:00.000Z');
    expect(shopDayOf(lateEvening, 'Europe/Prague')).toBe('2026-03-06');
    expect(shopDayOf(lateEvening, 'Europe/Bucharest')).toBe('2026-03-06');
  });

  it('keeps the day until local midnight, in summer time too', () => {
    // 21:30 UTC on 30 June is 23:30 in Prague (CEST) and 00:30 the next day in Bucharest (EEST).
    const summerNight = new Date('2026-06-30T21:30:00.000Z');
    expect(shopDayOf(summerNight, 'Europe/Prague')).toBe('2026-06-30');
    expect(shopDayOf(summerNight, 'Europe/Bucharest')).toBe('2026-07-01');
  });
});
