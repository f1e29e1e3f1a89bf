// A shop runs on its own wall clock (Europe/Prague, Europe/Bucharest) whatever zone the server or
// a browser runs in: opening hours, pickup windows, delivery windows and scheduled pages are wall
// times of the shop, and the api keeps instants. This converts both ways, summer time included.

/** A wall-clock time to the minute, as the zone's clock shows it. */
export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the zone's clock shows at an instant. */
export function wallPartsOf(instant: Date, timeZone: string): WallParts {
  const parts = formatterOf(timeZone).formatToParts(instant);
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
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const wall = wallPartsOf(instant, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant the zone's clock shows this wall time. The offset is taken at the guessed instant and
 * again at the instant it leads to, which is right on both sides of a daylight-saving change.
 */
export function instantOfWallParts(wall: WallParts, timeZone: string): Date {
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const guess = wallAsUtc - offsetMinutesAt(new Date(wallAsUtc), timeZone) * MINUTE_MS;
  return new Date(wallAsUtc - offsetMinutesAt(new Date(guess), timeZone) * MINUTE_MS);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function wallTextOf(wall: WallParts): string {
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** ISO 8601 with the zone's offset, seconds included: "2026-01-15T10:00:00+01:00". */
export function isoWithOffset(instant: Date, timeZone: string): string {
  const offset = offsetMinutesAt(instant, timeZone);
  const wall = new Date(instant.getTime() + offset * MINUTE_MS).toISOString().slice(0, 19);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "2026-03-10T09:00": an instant on the zone's clock, as a datetime-local input takes it. */
export function wallTimeOf(instant: Date | string, timeZone: string): string {
  return wallTextOf(wallPartsOf(new Date(instant), timeZone));
}

// Seconds appear only with a step under a minute; a wall time is kept to the minute.
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/** "2026-03-10T09:00" → the instant the zone's clock shows it; null when the text is no wall time. */
export function instantOfWallTime(value: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  return instantOfWallParts({ year, month, day, hour, minute }, timeZone);
}

/** "2026-03-10T09:00" in Prague → "2026-03-10T09:00:00+01:00"; null when the text is no wall time. */
export function isoOfWallTime(value: string, timeZone: string): string | null {
  const instant = instantOfWallTime(value, timeZone);
  return instant && isoWithOffset(instant, timeZone);
}
