import type { Messages } from 'shared-ui';
import { frameRoRO } from './frame.ro-RO.ts';
import { packingRoRO } from './packing.ro-RO.ts';
import { pickingRoRO } from './picking.ro-RO.ts';
import { recordsRoRO } from './records.ro-RO.ts';
import { staffErrorMessages } from './staff-error-messages.ts';

// The warehouse's texts in Romanian; each part `satisfies` its Czech twin, so an id cannot go missing.
const roRO = {
  ...frameRoRO,
  ...pickingRoRO,
  ...packingRoRO,
  ...recordsRoRO,
  ...staffErrorMessages('ro-RO'),
} satisfies Messages;

export default roRO;
