import { type ShopCode, shops } from 'shared-domain';

// Staff schedule pages in the shop's wall-clock time (what a datetime-local field shows), and the
// api keeps instants: the shop's zone (shared-domain's shops[shop].timeZone) converts both ways,
// so a page set to appear at 09:00 appears at 09:00 in Prague or Bucharest whatever zone the
// server or the editor's browser runs in, summer time included.

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
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockParts(at: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(at))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const p = wallClockParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** `2026-12-01T09:00` in the shop's zone → the instant. */
export function instantOfShopWallClock(shop: ShopCode, wallClock: string): Date {
  const [date, time] = wallClock.split('T');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const { timeZone } = shops[shop];
  // The offset at the guessed instant, then again at the corrected one (a summer-time change between).
  const first = asUtc - offsetAt(new Date(asUtc), timeZone);
  return new Date(asUtc - offsetAt(new Date(first), timeZone));
}

/** The instant as the shop's wall clock, `2026-12-01T09:00`. */
export function shopWallClockOf(shop: ShopCode, at: Date): string {
  const p = wallClockParts(at, shops[shop].timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
