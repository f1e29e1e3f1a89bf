// The frame texts of the admin in cs-CZ; spread into cs-CZ.ts.
export const frameCsCZ = {} as const;
