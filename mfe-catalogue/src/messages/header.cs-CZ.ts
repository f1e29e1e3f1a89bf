// The header's texts (Czech, reference): the catalogue menu's and the search box's, on every
// page's first paint, so nothing else belongs here.
const headerCsCZ = {
  'catalogue.menu.open': 'Katalog',
  'catalogue.menu.label': 'Katalog zboží',
  'catalogue.menu.hamburger': 'Menu',
  'catalogue.menu.close': 'Zavřít menu',
  'catalogue.menu.allOfType': 'Vše z\u00a0kategorie {type}',
  'catalogue.menu.brandCount': '{name} ({count, number})',
  'catalogue.menu.loading': 'Načítáme katalog…',
  'catalogue.menu.loadError': 'Katalog se nepodařilo načíst.',
  'catalogue.menu.retry': 'Zkusit znovu',
  'catalogue.menu.empty': 'Katalog je zatím prázdný.',
  'catalogue.search.label': 'Hledat v\u00a0obchodě',
  'catalogue.search.placeholder': 'Telefon, značka nebo kód produktu',
  'catalogue.search.suggestions': 'Návrhy produktů',
  'catalogue.search.submit': 'Hledat',
};

export default headerCsCZ;
