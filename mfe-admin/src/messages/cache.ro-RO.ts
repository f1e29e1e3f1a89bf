// The cache texts of the admin in ro-RO; spread into ro-RO.ts.
export const cacheRoRO = {} as const;
