import type ordersCsCZ from './orders.cs-CZ.ts';

const ordersRoRO = {} satisfies Record<keyof typeof ordersCsCZ, string>;

export default ordersRoRO;
