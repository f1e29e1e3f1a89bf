import type browseCsCZ from './browse.cs-CZ.ts';

// Texts of the catalogue's browse screens (Romanian).
const browseRoRO = {} satisfies Record<keyof typeof browseCsCZ, string>;
export default browseRoRO;
