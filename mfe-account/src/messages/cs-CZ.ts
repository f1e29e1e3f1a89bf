import type { Messages } from 'shared-ui';
import area from './area.cs-CZ.ts';
import auth from './auth.cs-CZ.ts';
import forms from './forms.cs-CZ.ts';
import menu from './menu.cs-CZ.ts';
import orders from './orders.cs-CZ.ts';
import profile from './profile.cs-CZ.ts';

// The account's texts in Czech, the reference catalogue (ro-RO must have exactly these ids), one
// file per part. Validation messages ('Tato hodnota je požadována.' …) come from shared-domain.
const csCZ = { ...area, ...auth, ...forms, ...menu, ...orders, ...profile } satisfies Messages;

export default csCZ;
