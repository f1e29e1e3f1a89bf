import type { Messages } from 'shared-ui';
import badge from './badge.cs-CZ.ts';
import cartPage from './cart-page.cs-CZ.ts';
import checkout from './checkout.cs-CZ.ts';
import orders from './orders.cs-CZ.ts';

// The cart's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
const csCZ = {
  ...badge,
  ...cartPage,
  ...checkout,
  ...orders,
  'cart.checkout.title': 'Objednávka',
  'cart.checkout.backToCart': 'Zpět do košíku',
} satisfies Messages;

export default csCZ;
