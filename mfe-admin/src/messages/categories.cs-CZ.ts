// The categories texts of the admin in cs-CZ; spread into cs-CZ.ts.
export const categoriesCsCZ = {} as const;
