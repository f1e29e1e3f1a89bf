import type { ShopCode } from 'shared-domain';
import { shopMessages } from '../platform/messages/server-message.ts';

const cs = shopMessages('cz');
const ro = shopMessages('ro');

// Error texts of the customer's own data (personal data, delivery addresses), in the shop's
// language: the client shows them when it has no translation of its own for the code.

export const profileTexts = {
  cz: {
    addressNotFound: 'Adresa nebyla nalezena.',
    tooManyAddresses: (max: number) =>
      cs(
        'Uložit lze nejvýše {max, plural, one {# doručovací adresu} few {# doručovací adresy} many {# doručovací adresy} other {# doručovacích adres}}. Některou nejprve smažte.',
        { max },
      ),
  },
  ro: {
    addressNotFound: 'Adresa nu a fost găsită.',
    tooManyAddresses: (max: number) =>
      ro(
        'Puteți salva cel mult {max, plural, one {# adresă} few {# adrese} other {# de adrese}} de livrare. Ștergeți mai întâi una dintre ele.',
        { max },
      ),
  },
} satisfies Record<ShopCode, unknown>;
