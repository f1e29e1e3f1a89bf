import type { Messages } from 'shared-ui';

// The header badge's\u00a0texts: loaded with the header on every page, so kept apart from the cart's.
const badge = {
  'cart.badge.label': 'Košík',
  'cart.badge.labelWithCount':
    '{count, plural, =0 {Košík, prázdný} one {Košík, # položka} few {Košík, # položky} many {Košík, # položky} other {Košík, # položek}}',
} satisfies Messages;

export default badge;
