// The masters texts of the admin in ro-RO; spread into ro-RO.ts.
export const mastersRoRO = {} as const;
