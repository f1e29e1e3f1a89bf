import type { Timeslot } from './contracts/checkout.ts';

/** A window as one string, for a select's option value: its two instants as the api sent them. */
export const timeslotKey = (slot: Timeslot) => `${slot.from}|${slot.to}`;
