import booking from './booking.ro-RO.ts';
import type csCZ from './cs-CZ.ts';
import selector from './selector.ro-RO.ts';

// The service's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = {
  ...booking,
  ...selector,
  'service.title': 'Service dispozitive',
  'service.lead': 'Reparații de telefoane, tablete și ceasuri inteligente în centrele noastre de service.',
  'service.centres.title': 'Centre de service',
  'service.centres.empty': 'Momentan nu avem centre de service',
  'service.centres.emptyHint': 'Imediat ce deschidem unul, îl veți găsi aici.',
  'service.error.title': 'Lista centrelor de service nu a putut fi încărcată',
} satisfies Record<keyof typeof csCZ, string>;

export default roRO;
