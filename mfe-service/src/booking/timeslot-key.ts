import type { Timeslot } from 'shared-domain/contracts';

/** A window's value in the select: its two instants, exactly as the api sent them. */
export const timeslotKey = (slot: Timeslot) => `${slot.from}|${slot.to}`;
