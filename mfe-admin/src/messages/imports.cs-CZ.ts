// The imports texts of the admin in cs-CZ; spread into cs-CZ.ts.
export const importsCsCZ = {} as const;
