import type selectorCsCZ from './selector.cs-CZ.ts';

const selectorRoRO = {} satisfies Record<keyof typeof selectorCsCZ, string>;

export default selectorRoRO;
