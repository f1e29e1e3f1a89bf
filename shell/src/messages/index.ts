import type { Locale } from 'shared-domain';
import { type Messages, uiMessages } from 'shared-ui';
import { csCZ } from './cs-CZ.ts';
import { roRO } from './ro-RO.ts';

/** The shell's own texts plus shared-ui's (fallbacks, dialogs), per language. */
export const shellMessages: Record<Locale, Messages> = {
  'cs-CZ': { ...uiMessages['cs-CZ'], ...csCZ },
  'ro-RO': { ...uiMessages['ro-RO'], ...roRO },
};
