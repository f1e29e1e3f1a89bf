import type contentPagesCsCZ from './content-pages.cs-CZ.ts';

// Texts of the pages edited in the admin (Romanian): /info/<slug> and its components.
const contentPagesRoRO = {
  'content.page.fallbackTitle': 'Pagină',
  'content.page.previewTitle': 'Previzualizare ciornă',
  'content.page.previewText': 'Vizitatorii nu văd încă această versiune a paginii.',
  'content.productList.empty': 'Aceste produse nu sunt disponibile acum.',
  'content.stores.heading': 'Magazine',
  'content.stores.empty': 'Niciun magazin nu oferă acest serviciu.',
  'content.faq.search': 'Căutați în întrebări',
  'content.faq.found':
    '{count, plural, =0 {Nicio întrebare nu corespunde căutării.} one {# întrebare găsită} few {# întrebări găsite} other {# de întrebări găsite}}',
} satisfies Record<keyof typeof contentPagesCsCZ, string>;
export default contentPagesRoRO;
