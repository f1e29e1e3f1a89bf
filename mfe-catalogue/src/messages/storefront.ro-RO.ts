import type storefrontCsCZ from './storefront.cs-CZ.ts';

// Texts of the catalogue's storefront screens (Romanian).
const storefrontRoRO = {} satisfies Record<keyof typeof storefrontCsCZ, string>;
export default storefrontRoRO;
