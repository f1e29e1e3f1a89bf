import type reviewsCsCZ from './reviews.cs-CZ.ts';

// Texts of the catalogue's reviews screens (Romanian).
const reviewsRoRO = {} satisfies Record<keyof typeof reviewsCsCZ, string>;
export default reviewsRoRO;
