// The frame texts of the admin in ro-RO; spread into ro-RO.ts.
export const frameRoRO = {} as const;
