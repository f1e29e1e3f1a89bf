import type reviewsCsCZ from './reviews.cs-CZ.ts';

// Texts of the catalogue's reviews screens (Romanian).
const stars = (name: string) => `{${name}, plural, one {# stea} few {# stele} other {# de stele}}`;
const reviews = (name: string) =>
  `{${name}, plural, one {# recenzie} few {# recenzii} other {# de recenzii}}`;

const reviewsRoRO = {
  'catalogue.reviews.title': 'Evaluări și recenzii',
  'catalogue.reviews.averageLabel': 'Evaluare medie {average, number} din 5',
  'catalogue.reviews.count': reviews('count'),
  'catalogue.reviews.verifiedCount': `${reviews('count')} de la clienți verificați`,
  'catalogue.reviews.histogram': 'Distribuția evaluărilor',
  'catalogue.reviews.histogramRow': `${stars('rating')}: ${reviews('count')}`,
  'catalogue.reviews.empty': 'Acest produs nu a fost încă evaluat',
  'catalogue.reviews.emptyHint': 'L-ați încercat? Fiți primul care scrie o recenzie.',
  'catalogue.reviews.loading': 'Se încarcă recenziile…',
  'catalogue.reviews.loadError': 'Recenziile nu au putut fi încărcate',
  'catalogue.reviews.list': 'Recenziile clienților',
  'catalogue.reviews.sort': 'Sortare',
  'catalogue.reviews.sort.newest': 'Cele mai noi',
  'catalogue.reviews.sort.rating_desc': 'Cea mai bună evaluare',
  'catalogue.reviews.sort.rating_asc': 'Cea mai slabă evaluare',
  'catalogue.reviews.sort.helpful': 'Cele mai utile',
  'catalogue.reviews.pagination': 'Paginile recenziilor',
  'catalogue.reviews.itemRating': `Evaluare: ${stars('rating')} din 5`,
  'catalogue.reviews.verified': 'Client verificat',
  'catalogue.reviews.pros': 'Avantaje',
  'catalogue.reviews.cons': 'Dezavantaje',
  'catalogue.reviews.reviewedProduct': 'Produs evaluat: {name}',
  'catalogue.reviews.helpful':
    'Utilă pentru {count, plural, one {# cititor} few {# cititori} other {# de cititori}}',
  'catalogue.reviews.write': 'Scrieți o recenzie',
  'catalogue.reviews.form.title': 'Recenzia dumneavoastră: {product}',
  'catalogue.reviews.form.loading': 'Se încarcă formularul…',
  'catalogue.reviews.form.rating': 'Evaluarea dumneavoastră',
  'catalogue.reviews.form.star': stars('rating'),
  'catalogue.reviews.form.pros': 'Avantaje',
  'catalogue.reviews.form.cons': 'Dezavantaje',
  'catalogue.reviews.form.text': 'Textul recenziei',
  'catalogue.reviews.form.textHint':
    'Descrieți-vă experiența în cel puțin {min, plural, one {# caracter} few {# caractere} other {# de caractere}}.',
  'catalogue.reviews.form.fullName': 'Nume și prenume',
  'catalogue.reviews.form.voucher': 'Numărul comenzii sau al facturii',
  'catalogue.reviews.form.voucherHint':
    'Opțional. Așa știm că ați cumpărat produsul de la noi, iar recenzia va fi marcată ca fiind de la un client verificat.',
  'catalogue.reviews.form.yourOrders': 'Comenzile dumneavoastră cu acest produs: {numbers}',
  'catalogue.reviews.form.submit': 'Trimiteți recenzia',
  'catalogue.reviews.form.sending': 'Se trimite recenzia…',
  'catalogue.reviews.form.cancel': 'Renunțați',
  'catalogue.reviews.form.failed': 'Recenzia nu a putut fi trimisă',
  'catalogue.reviews.form.success': 'Vă mulțumim, recenzia va apărea după aprobare.',
  'catalogue.reviews.form.successVerified': 'Recenzia va fi marcată ca fiind de la un client verificat.',
} satisfies Record<keyof typeof reviewsCsCZ, string>;
export default reviewsRoRO;
