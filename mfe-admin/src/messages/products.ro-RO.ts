// The products texts of the admin in ro-RO; spread into ro-RO.ts.
export const productsRoRO = {} as const;
