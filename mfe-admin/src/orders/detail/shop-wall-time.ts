// A datetime-local input holds a wall-clock time with no zone. A delivery window is the store's
// time (Europe/Prague, Europe/Bucharest), whatever zone the staff member's browser runs in, so the
// input is filled and read in the shop's zone, and sent as ISO with that zone's offset then.

// Seconds appear only with a step under a minute; the window is kept to the minute.
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;
const MINUTE_MS = 60_000;

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallPartsOf(instant: Date, timeZone: string): WallParts {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

/** Minutes the zone is ahead of UTC at this instant (60 or 120 in Prague). */
function offsetMinutesAt(instant: Date, timeZone: string): number {
  const wall = wallPartsOf(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function wallTextOf(wall: WallParts): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** "2026-03-10T09:00": an instant on the shop's clock, as a datetime-local input takes it. */
export function wallTimeOf(iso: string, timeZone: string): string {
  return wallTextOf(wallPartsOf(new Date(iso), timeZone));
}

/**
 * "2026-03-10T09:00" in Prague → "2026-03-10T09:00:00+01:00"; null when the text is no wall time.
 * The offset is taken at the guessed instant and again at the instant it leads to, which is right
 * on both sides of a daylight-saving change.
 */
export function isoOfWallTime(value: string, timeZone: string): string | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wallAsUtc - offsetMinutesAt(new Date(wallAsUtc), timeZone) * MINUTE_MS;
  const instant = new Date(wallAsUtc - offsetMinutesAt(new Date(guess), timeZone) * MINUTE_MS);
  const offset = offsetMinutesAt(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wallTextOf(wallPartsOf(instant, timeZone))}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
