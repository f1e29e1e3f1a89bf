import type { ErrorCode } from './api-error-codes.ts';
import { csCZ } from './api-error-messages.cs-CZ.ts';
import { roRO } from './api-error-messages.ro-RO.ts';
import { contentApiErrorMessages } from './content-api-error-messages.ts';
import { staffApiErrorMessages } from './contracts/staff-api-error-messages.ts';
import type { Locale } from './shop.ts';

// What each error code means, in each shop's language: the customers' catalogue (one file per
// language, so a front loads only its own) and the staff screens' codes. Not exported from the
// boot-time index: the api and the bff import it from 'shared-domain/api-error-messages.ts'; the
// fronts load a language's customer file on first need (shared-ui's api-error-catalogue.ts).

export const apiErrorMessages: Record<Locale, Record<ErrorCode, string>> = {
  'cs-CZ': { ...csCZ, ...staffApiErrorMessages['cs-CZ'], ...contentApiErrorMessages['cs-CZ'] },
  'ro-RO': { ...roRO, ...staffApiErrorMessages['ro-RO'], ...contentApiErrorMessages['ro-RO'] },
};
