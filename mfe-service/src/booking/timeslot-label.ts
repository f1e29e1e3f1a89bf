import type { Timeslot } from 'shared-domain';

/** "po 12. 5. 10:00–12:00" in the shop's language and the customer's time zone. */
export function timeslotLabel(slot: Timeslot, locale: string): string {
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  return `${day.format(new Date(slot.from))} ${time.format(new Date(slot.from))}–${time.format(new Date(slot.to))}`;
}

export const timeslotKey = (slot: Timeslot) => `${slot.from}|${slot.to}`;
