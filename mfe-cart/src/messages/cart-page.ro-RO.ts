import type cs from './cart-page.cs-CZ.ts';

const messages = {} satisfies Record<keyof typeof cs, string>;

export default messages;
