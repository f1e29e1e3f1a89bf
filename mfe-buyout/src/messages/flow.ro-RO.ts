import type flowCsCZ from './flow.cs-CZ.ts';

// Texts of the sell-online form, thank-you, tracking and centres pages (Romanian).
const flowRoRO = {} satisfies Record<keyof typeof flowCsCZ, string>;
export default flowRoRO;
