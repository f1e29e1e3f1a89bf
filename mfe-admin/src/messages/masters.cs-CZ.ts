// The masters texts of the admin in cs-CZ; spread into cs-CZ.ts.
export const mastersCsCZ = {} as const;
