import badge from './badge.cs-CZ.ts';
import cartPage from './cart-page.cs-CZ.ts';
import checkout from './checkout.cs-CZ.ts';
import orders from './orders.cs-CZ.ts';
import type { Messages } from 'shared-ui';

// The cart's texts in Czech, the reference catalogue (ro-RO must have exactly these ids).
const csCZ = {
  ...badge,
  ...cartPage,
  ...checkout,
  ...orders,
  'cart.title': 'Košík',
  'cart.empty.title': 'Váš košík je prázdný',
  'cart.empty.text': 'Vyberte si z nabídky telefonů, tabletů, chytrých hodinek a příslušenství.',
  'cart.empty.action': 'Pokračovat v nákupu',
  'cart.summary':
    '{count, plural, one {V košíku máte # položku.} few {V košíku máte # položky.} many {V košíku máte # položky.} other {V košíku máte # položek.}}',
  'cart.itemsComing.title': 'Přehled položek připravujeme',
  'cart.itemsComing.text':
    'Seznam zboží v košíku, úpravy množství a souhrn ceny přibudou spolu s dokončením objednávky. Vaše položky zůstávají uložené.',
  'cart.toCheckout': 'Pokračovat k objednávce',
  'cart.error.title': 'Košík se nepodařilo načíst',
  'cart.checkout.title': 'Objednávka',
  'cart.checkout.steps': 'Kroky objednávky',
  'cart.checkout.step.delivery': 'Doprava a platba',
  'cart.checkout.step.delivery.text': 'Vyberete způsob doručení a platby.',
  'cart.checkout.step.details': 'Vaše údaje',
  'cart.checkout.step.details.text': 'Vyplníte kontaktní a fakturační údaje.',
  'cart.checkout.step.summary': 'Souhrn',
  'cart.checkout.step.summary.text': 'Zkontrolujete objednávku a odešlete ji.',
  'cart.checkout.coming.title': 'Online objednávku připravujeme',
  'cart.checkout.coming.text':
    'Dokončení nákupu na webu spouštíme již brzy. Zboží ve vašem košíku zůstává uložené.',
  'cart.checkout.backToCart': 'Zpět do košíku',
} satisfies Messages;

export default csCZ;
