import area from './area.ro-RO.ts';
import auth from './auth.ro-RO.ts';
import type csCZ from './cs-CZ.ts';
import forms from './forms.ro-RO.ts';
import menu from './menu.ro-RO.ts';
import orders from './orders.ro-RO.ts';
import profile from './profile.ro-RO.ts';

// The account's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = { ...area, ...auth, ...forms, ...menu, ...orders, ...profile } satisfies Record<
  keyof typeof csCZ,
  string
>;

export default roRO;
