// The cache texts of the admin in cs-CZ; spread into cs-CZ.ts.
export const cacheCsCZ = {} as const;
