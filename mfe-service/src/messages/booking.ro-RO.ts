import type bookingCsCZ from './booking.cs-CZ.ts';

const bookingRoRO = {} satisfies Record<keyof typeof bookingCsCZ, string>;

export default bookingRoRO;
