import type { ShopCode } from 'shared-domain';

// Error texts of the customer's own data (personal data, delivery addresses), in the shop's
// language: the client shows them when it has no translation of its own for the code.

export const profileTexts = {
  cz: {
    addressNotFound: 'Adresa nebyla nalezena.',
    tooManyAddresses: (max: number) =>
      `Uložit lze nejvýše ${max} doručovacích adres. Některou nejprve smažte.`,
  },
  ro: {
    addressNotFound: 'Adresa nu a fost găsită.',
    tooManyAddresses: (max: number) =>
      `Puteți salva cel mult ${max} adrese de livrare. Ștergeți mai întâi una dintre ele.`,
  },
} satisfies Record<ShopCode, unknown>;
