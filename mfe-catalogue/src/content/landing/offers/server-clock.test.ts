import { clockOffsetMs, countdownParts, secondsLeft } from './server-clock.ts';

describe('the server clock of the offers', () => {
  const serverNow = '2026-05-01T10:00:00.000Z';

  it('counts down on the server time whatever the browser clock says', () => {
    // The browser's clock is an hour ahead: the offer still has 90 s on the server's clock.
    const browserAtAnswer = Date.parse(serverNow) + 3_600_000;
    const offset = clockOffsetMs(serverNow, browserAtAnswer);
    expect(offset).toBe(-3_600_000);
    const endsAt = '2026-05-01T10:01:30.000Z';
    expect(secondsLeft(endsAt, browserAtAnswer, offset)).toBe(90);
    expect(secondsLeft(endsAt, browserAtAnswer + 89_500, offset)).toBe(1);
    expect(secondsLeft(endsAt, browserAtAnswer + 90_000, offset)).toBe(0);
    expect(secondsLeft(endsAt, browserAtAnswer + 120_000, offset)).toBe(0);
  });

  it('splits the seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
