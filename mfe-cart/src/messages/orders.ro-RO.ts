import type cs from './orders.cs-CZ.ts';

const messages = {} satisfies Record<keyof typeof cs, string>;

export default messages;
