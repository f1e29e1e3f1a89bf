// Texts of the pages edited in the admin (Czech, reference): /info/<slug> and its components.
const contentPagesCsCZ = {
  'content.page.fallbackTitle': 'Stránka',
  'content.page.previewTitle': 'Náhled konceptu',
  'content.page.previewText': 'Tuto verzi stránky návštěvníci zatím nevidí.',
  'content.productList.empty': 'Tyto produkty teď nejsou v\u00a0nabídce.',
  'content.stores.heading': 'Prodejny',
  'content.stores.empty': 'Žádná prodejna tuto službu nenabízí.',
  'content.faq.search': 'Hledat v\u00a0otázkách',
  'content.faq.found':
    '{count, plural, =0 {Žádná otázka neodpovídá hledání.} one {Nalezena # otázka} few {Nalezeny # otázky} many {Nalezeno # otázky} other {Nalezeno # otázek}}',
};
export default contentPagesCsCZ;
