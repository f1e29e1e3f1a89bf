import type { Messages } from 'shared-ui';
import { frameCsCZ } from './frame.cs-CZ.ts';
import { packingCsCZ } from './packing.cs-CZ.ts';
import { pickingCsCZ } from './picking.cs-CZ.ts';
import { recordsCsCZ } from './records.cs-CZ.ts';
import { staffErrorMessages } from './staff-error-messages.ts';

// The warehouse's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
const csCZ = {
  ...frameCsCZ,
  ...pickingCsCZ,
  ...packingCsCZ,
  ...recordsCsCZ,
  ...staffErrorMessages('cs-CZ'),
} satisfies Messages;

export default csCZ;
