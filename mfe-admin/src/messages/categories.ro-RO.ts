// The categories texts of the admin in ro-RO; spread into ro-RO.ts.
export const categoriesRoRO = {} as const;
