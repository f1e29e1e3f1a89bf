import type { ShopCode } from 'shared-domain';

// Words every e-mail of a shop shares: the footer naming the seller and how to reach it.

export const mailTexts = {
  cz: {
    seller: 'Prodávající',
    hotline: 'Zákaznická linka',
    hotlineHours: 'po–pá 8–20\u00a0h',
    email: 'E-mail',
    terms: 'Obchodní podmínky',
    withdrawalInfo: 'Poučení o\u00a0odstoupení od smlouvy',
    automatic:
      'Tento e-mail vám poslal obchod Mobilní svět. S\u00a0dotazy se na nás obraťte na zákaznické lince nebo odpovědí na tento e-mail.',
  },
  ro: {
    seller: 'Vânzător',
    hotline: 'Linia de asistență',
    hotlineHours: 'luni–vineri 8–20',
    email: 'E-mail',
    terms: 'Termeni și condiții',
    withdrawalInfo: 'Informații privind dreptul de retragere',
    automatic:
      'Acest e-mail v-a fost trimis de magazinul Lumea Mobilă. Pentru întrebări, sunați la linia de asistență sau răspundeți la acest e-mail.',
  },
} satisfies Record<ShopCode, Record<string, string>>;
