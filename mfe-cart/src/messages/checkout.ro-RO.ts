import type cs from './checkout.cs-CZ.ts';

const messages = {} satisfies Record<keyof typeof cs, string>;

export default messages;
