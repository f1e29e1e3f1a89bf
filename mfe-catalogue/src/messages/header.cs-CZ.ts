// The header's search box texts (Czech, reference): on every page, with the menu's.
const searchBoxCsCZ = {
  'catalogue.search.label': 'Hledat v\u00a0obchodě',
  'catalogue.search.placeholder': 'Telefon, značka nebo kód produktu',
  'catalogue.search.suggestions': 'Návrhy produktů',
  'catalogue.search.submit': 'Hledat',
};

export default searchBoxCsCZ;
