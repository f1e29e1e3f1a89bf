import badge from './badge.ro-RO.ts';
import cartPage from './cart-page.ro-RO.ts';
import checkout from './checkout.ro-RO.ts';
import type csCZ from './cs-CZ.ts';
import orders from './orders.ro-RO.ts';

// The cart's texts in Romanian; `satisfies` makes a missing or extra id a type error too.
const roRO = {
  ...badge,
  ...cartPage,
  ...checkout,
  ...orders,
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
