import type badgeCsCZ from './badge.cs-CZ.ts';

// The header badge's texts: loaded with the header on every page, so kept apart from the cart's.
const badge = {
  'cart.badge.label': 'Coș',
  'cart.badge.labelWithCount':
    '{count, plural, =0 {Coș, gol} one {Coș, # produs} few {Coș, # produse} other {Coș, # de produse}}',
} satisfies Record<keyof typeof badgeCsCZ, string>;

export default badge;
