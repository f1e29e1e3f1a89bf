// The product-detail texts of the admin in ro-RO; spread into ro-RO.ts.
export const productDetailRoRO = {} as const;
