// The imports texts of the admin in ro-RO; spread into ro-RO.ts.
export const importsRoRO = {} as const;
