import type productCsCZ from './product.cs-CZ.ts';

// Texts of the catalogue's product screens (Romanian).
const productRoRO = {} satisfies Record<keyof typeof productCsCZ, string>;
export default productRoRO;
