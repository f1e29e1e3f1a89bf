import { contentErrorTexts } from 'shared-domain/content-api-error-messages.ts';
import type contentCsCZ from './content.cs-CZ.ts';
import contentPagesRoRO from './content-pages.ro-RO.ts';
import formsRoRO from './forms.ro-RO.ts';
import landingRoRO from './landing.ro-RO.ts';
import placesRoRO from './places.ro-RO.ts';

// The content pages' texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const contentRoRO = {
  ...contentPagesRoRO,
  ...formsRoRO,
  ...landingRoRO,
  ...placesRoRO,
  ...contentErrorTexts('ro-RO'),
} satisfies Record<keyof typeof contentCsCZ, string>;

export default contentRoRO;
