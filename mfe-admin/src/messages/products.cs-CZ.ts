// The products texts of the admin in cs-CZ; spread into cs-CZ.ts.
export const productsCsCZ = {} as const;
