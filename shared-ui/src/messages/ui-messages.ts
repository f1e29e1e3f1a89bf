import type { Locale } from 'shared-domain';
import type { Messages } from '../federation/remote-module.ts';
import { csCZ } from './cs-CZ.ts';
import { roRO } from './ro-RO.ts';

export const uiMessages: Record<Locale, Messages> = { 'cs-CZ': csCZ, 'ro-RO': roRO };
