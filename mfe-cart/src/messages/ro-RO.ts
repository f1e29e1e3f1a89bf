import badge from './badge.ro-RO.ts';
import cartPage from './cart-page.ro-RO.ts';
import checkout from './checkout.ro-RO.ts';
import orders from './orders.ro-RO.ts';
import type csCZ from './cs-CZ.ts';

// The cart's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = {
  ...badge,
  ...cartPage,
  ...checkout,
  ...orders,
  'cart.title': 'Coș',
  'cart.empty.title': 'Coșul dumneavoastră este gol',
  'cart.empty.text': 'Alegeți din oferta noastră de telefoane, tablete, ceasuri inteligente și accesorii.',
  'cart.empty.action': 'Continuați cumpărăturile',
  'cart.summary':
    '{count, plural, one {Aveți # produs în coș.} few {Aveți # produse în coș.} other {Aveți # de produse în coș.}}',
  'cart.itemsComing.title': 'Pregătim lista produselor',
  'cart.itemsComing.text':
    'Lista produselor din coș, modificarea cantităților și totalul vor fi disponibile odată cu finalizarea comenzii. Produsele dumneavoastră rămân salvate.',
  'cart.toCheckout': 'Continuați spre comandă',
  'cart.error.title': 'Coșul nu a putut fi încărcat',
  'cart.checkout.title': 'Comandă',
  'cart.checkout.steps': 'Pașii comenzii',
  'cart.checkout.step.delivery': 'Livrare și plată',
  'cart.checkout.step.delivery.text': 'Alegeți metoda de livrare și de plată.',
  'cart.checkout.step.details': 'Datele dumneavoastră',
  'cart.checkout.step.details.text': 'Completați datele de contact și de facturare.',
  'cart.checkout.step.summary': 'Rezumat',
  'cart.checkout.step.summary.text': 'Verificați comanda și o trimiteți.',
  'cart.checkout.coming.title': 'Pregătim comanda online',
  'cart.checkout.coming.text':
    'Finalizarea cumpărăturilor pe site va fi disponibilă în curând. Produsele din coș rămân salvate.',
  'cart.checkout.backToCart': 'Înapoi la coș',
} satisfies Record<keyof typeof csCZ, string>;

export default roRO;
