import { contentErrorTexts } from 'shared-domain/content-api-error-messages.ts';
import contentPagesCsCZ from './content-pages.cs-CZ.ts';
import formsCsCZ from './forms.cs-CZ.ts';
import landingCsCZ from './landing.cs-CZ.ts';
import placesCsCZ from './places.cs-CZ.ts';

// The content pages' texts in Czech (stores, articles, pages edited in the admin, forms, landing
// pages). They load with the content chunk, not with the catalogue's messages every page loads.
const contentCsCZ = {
  ...contentPagesCsCZ,
  ...formsCsCZ,
  ...landingCsCZ,
  ...placesCsCZ,
  ...contentErrorTexts('cs-CZ'),
};

export default contentCsCZ;
