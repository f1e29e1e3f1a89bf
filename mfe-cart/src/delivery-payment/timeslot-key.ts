import type { Timeslot } from 'shared-domain';

/** One string per pickup window, for a select's option values. */
export const timeslotKey = (slot: Timeslot) => `${slot.from}|${slot.to}`;
