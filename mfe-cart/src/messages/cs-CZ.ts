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
  'cart.checkout.steps': 'Kroky objednávky',
  'cart.checkout.step.delivery': 'Doprava a\u00a0platba',
  'cart.checkout.step.delivery.text': 'Vyberete způsob doručení a\u00a0platby.',
  'cart.checkout.step.details': 'Vaše údaje',
  'cart.checkout.step.details.text': 'Vyplníte kontaktní a\u00a0fakturační údaje.',
  'cart.checkout.step.summary': 'Souhrn',
  'cart.checkout.step.summary.text': 'Zkontrolujete objednávku a\u00a0odešlete ji.',
  'cart.checkout.coming.title': 'Online objednávku připravujeme',
  'cart.checkout.coming.text':
    'Dokončení nákupu na webu spouštíme již brzy. Zboží ve vašem košíku zůstává uložené.',
  'cart.checkout.backToCart': 'Zpět do košíku',
} satisfies Messages;

export default csCZ;
