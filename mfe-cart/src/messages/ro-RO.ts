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
  'cart.checkout.backToCart': 'Înapoi la coș',
} satisfies Record<keyof typeof csCZ, string>;

export default roRO;
