// Texts of the catalogue's reviews screens (Czech, reference).
const stars = (name: string) =>
  `{${name}, plural, one {# hvězdička} few {# hvězdičky} many {# hvězdičky} other {# hvězdiček}}`;
const reviews = (name: string) =>
  `{${name}, plural, one {# recenze} few {# recenze} many {# recenze} other {# recenzí}}`;

const reviewsCsCZ = {
  'catalogue.reviews.title': 'Hodnocení a\u00a0recenze',
  'catalogue.reviews.averageLabel': 'Průměrné hodnocení {average, number} z\u00a05',
  'catalogue.reviews.count': reviews('count'),
  'catalogue.reviews.verifiedCount': `${reviews('count')} od ověřených zákazníků`,
  'catalogue.reviews.histogram': 'Rozložení hodnocení',
  'catalogue.reviews.histogramRow': `${stars('rating')}: ${reviews('count')}`,
  'catalogue.reviews.empty': 'Tento produkt zatím nikdo nehodnotil',
  'catalogue.reviews.emptyHint': 'Vyzkoušeli jste ho? Buďte první, kdo napíše recenzi.',
  'catalogue.reviews.loading': 'Načítám recenze…',
  'catalogue.reviews.loadError': 'Recenze se nepodařilo načíst',
  'catalogue.reviews.list': 'Recenze zákazníků',
  'catalogue.reviews.sort': 'Seřadit',
  'catalogue.reviews.sort.newest': 'Od nejnovějších',
  'catalogue.reviews.sort.rating_desc': 'Od nejlepšího hodnocení',
  'catalogue.reviews.sort.rating_asc': 'Od nejhoršího hodnocení',
  'catalogue.reviews.sort.helpful': 'Nejužitečnější',
  'catalogue.reviews.pagination': 'Stránky recenzí',
  'catalogue.reviews.itemRating': `Hodnocení: ${stars('rating')} z\u00a05`,
  'catalogue.reviews.verified': 'Ověřený zákazník',
  'catalogue.reviews.pros': 'Výhody',
  'catalogue.reviews.cons': 'Nevýhody',
  'catalogue.reviews.reviewedProduct': 'Hodnocený produkt: {name}',
  'catalogue.reviews.helpful':
    'Užitečná pro {count, plural, one {# čtenáře} few {# čtenáře} many {# čtenáře} other {# čtenářů}}',
  'catalogue.reviews.write': 'Napsat recenzi',
  'catalogue.reviews.form.title': 'Vaše recenze: {product}',
  'catalogue.reviews.form.loading': 'Načítám formulář…',
  'catalogue.reviews.form.rating': 'Vaše hodnocení',
  'catalogue.reviews.form.star': stars('rating'),
  'catalogue.reviews.form.pros': 'Výhody',
  'catalogue.reviews.form.cons': 'Nevýhody',
  'catalogue.reviews.form.text': 'Text recenze',
  'catalogue.reviews.form.textHint':
    'Popište své zkušenosti, alespoň {min, plural, one {# znak} few {# znaky} many {# znaku} other {# znaků}}.',
  'catalogue.reviews.form.fullName': 'Jméno a\u00a0příjmení',
  'catalogue.reviews.form.voucher': 'Číslo objednávky nebo faktury',
  'catalogue.reviews.form.voucherHint':
    'Nepovinné. Podle něj poznáme, že jste produkt koupili u\u00a0nás, a\u00a0recenzi označíme jako od ověřeného zákazníka.',
  'catalogue.reviews.form.yourOrders': 'Vaše objednávky s\u00a0tímto produktem: {numbers}',
  'catalogue.reviews.form.submit': 'Odeslat recenzi',
  'catalogue.reviews.form.sending': 'Odesílám recenzi…',
  'catalogue.reviews.form.cancel': 'Zrušit',
  'catalogue.reviews.form.failed': 'Recenzi se nepodařilo odeslat',
  'catalogue.reviews.form.success': 'Děkujeme, recenze se zobrazí po schválení.',
  'catalogue.reviews.form.successVerified': 'Recenzi označíme jako od ověřeného zákazníka.',
} as const;
export default reviewsCsCZ;
