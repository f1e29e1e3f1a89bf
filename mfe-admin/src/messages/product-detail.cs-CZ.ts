// The product-detail texts of the admin in cs-CZ; spread into cs-CZ.ts.
export const productDetailCsCZ = {} as const;
