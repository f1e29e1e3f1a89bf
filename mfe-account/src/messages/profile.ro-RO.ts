import type profileCsCZ from './profile.cs-CZ.ts';

const profileRoRO = {} satisfies Record<keyof typeof profileCsCZ, string>;

export default profileRoRO;
