import type { Messages } from 'shared-ui';
import booking from './booking.cs-CZ.ts';
import selector from './selector.cs-CZ.ts';

// The service's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
const csCZ = {
  ...booking,
  ...selector,
  'service.title': 'Servis zařízení',
  'service.lead': 'Opravy telefonů, tabletů a\u00a0chytrých hodinek v\u00a0našich servisních centrech.',
  'service.centres.title': 'Servisní centra',
  'service.centres.empty': 'Servisní centra zatím nemáme',
  'service.centres.emptyHint': 'Jakmile nějaké otevřeme, najdete ho zde.',
  'service.error.title': 'Seznam servisních center se nepodařilo načíst',
} satisfies Messages;

export default csCZ;
