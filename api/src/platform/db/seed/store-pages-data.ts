import type { ShopCode } from 'shared-domain';

// What the stores pages show beyond the address (issue 19): a readable slug, the services of the
// place, its e-mail, a short description, and the days it keeps other hours (public holidays).
// Migration 0032 writes these onto the stores of an already seeded database; a fresh one gets them
// from seedStores. Photos are generated SVG placeholders (the api serves them) until staff set one.

export type SeededService = 'sale' | 'buyout' | 'service';
export interface SeededException {
  date: string;
  closed: boolean;
  opens: string | null;
  closes: string | null;
  note: string | null;
}
export interface StorePageSeed {
  slug: string;
  services: SeededService[];
  email: string;
  description: string;
}

const closed = (date: string, note: string): SeededException => ({
  date,
  closed: true,
  opens: null,
  closes: null,
  note,
});
const shortDay = (date: string, note: string): SeededException => ({
  date,
  closed: false,
  opens: '09:00',
  closes: '14:00',
  note,
});

/** Public holidays of the coming season: the stores close, or keep short hours on New Year's Eve. */
export const holidayExceptions: Record<ShopCode, SeededException[]> = {
  cz: [
    closed('2026-11-17', 'Den boje za svobodu a\u00a0demokracii'),
    closed('2026-12-24', 'Štědrý den'),
    closed('2026-12-25', '1.\u00a0svátek vánoční'),
    closed('2026-12-26', '2.\u00a0svátek vánoční'),
    shortDay('2026-12-31', 'Silvestr'),
    closed('2027-01-01', 'Nový rok'),
    closed('2027-03-26', 'Velký pátek'),
    closed('2027-03-29', 'Velikonoční pondělí'),
  ],
  ro: [
    closed('2026-11-30', 'Sfântul Andrei'),
    closed('2026-12-01', 'Ziua Națională a României'),
    closed('2026-12-25', 'Crăciunul'),
    closed('2026-12-26', 'A doua zi de Crăciun'),
    shortDay('2026-12-31', 'Revelion'),
    closed('2027-01-01', 'Anul Nou'),
    closed('2027-01-02', 'Anul Nou'),
    closed('2027-01-24', 'Ziua Unirii Principatelor Române'),
  ],
};

/** By store code; pickup points are not on the stores pages and get none. */
export const storePages: Record<string, StorePageSeed> = {
  'CZ-PRG-VAC': {
    slug: 'praha-vaclavske-namesti',
    services: ['sale', 'buyout', 'service'],
    email: 'praha.vaclavak@example.cz',
    description:
      'Naše vlajková prodejna v\u00a0srdci Prahy, pár kroků od stanice metra Můstek. Vyzkoušíte tu nové i\u00a0použité telefony, vykoupíme váš starý přístroj a\u00a0drobné opravy zvládneme na počkání.',
  },
  'CZ-PRG-CHO': {
    slug: 'praha-westfield-chodov',
    services: ['sale', 'buyout'],
    email: 'praha.chodov@example.cz',
    description:
      'Prodejna v\u00a0obchodním centru Westfield Chodov, otevřená každý den. Parkování zdarma přímo u\u00a0centra, metro C\u00a0stanice Roztyly.',
  },
  'CZ-BRN-SVO': {
    slug: 'brno-namesti-svobody',
    services: ['sale', 'buyout', 'service'],
    email: 'brno@example.cz',
    description:
      'Prodejna na náměstí Svobody v\u00a0centru Brna. Poradíme s\u00a0výběrem telefonu, přeneseme data ze starého přístroje a\u00a0přijmeme zařízení do servisu.',
  },
  'CZ-OVA-FOR': {
    slug: 'ostrava-forum-nova-karolina',
    services: ['sale', 'buyout'],
    email: 'ostrava@example.cz',
    description:
      'Prodejna v\u00a0obchodním centru Forum Nová Karolina, kousek od hlavní třídy i\u00a0zastávky tramvaje Karolina.',
  },
  'CZ-PLZ-REP': {
    slug: 'plzen-namesti-republiky',
    services: ['sale', 'service'],
    email: 'plzen@example.cz',
    description:
      'Prodejna na náměstí Republiky naproti katedrále sv.\u00a0Bartoloměje. Výměnu displeje či baterie tu zařídíte ještě týž den.',
  },
  'CZ-PRG-BUY': {
    slug: 'vykupni-centrum-praha-karlin',
    services: ['buyout'],
    email: 'vykup.praha@example.cz',
    description:
      'Výkupní centrum v\u00a0Karlíně: zařízení ocení technik na místě a\u00a0peníze dostanete hned převodem nebo v\u00a0hotovosti.',
  },
  'CZ-BRN-BUY': {
    slug: 'vykupni-centrum-brno',
    services: ['buyout'],
    email: 'vykup.brno@example.cz',
    description:
      'Výkupní centrum v\u00a0Brně. Přineste telefon, tablet nebo hodinky a\u00a0odejděte s\u00a0penězi.',
  },
  'CZ-PRG-SRV': {
    slug: 'servisni-centrum-praha-vinohrady',
    services: ['service'],
    email: 'servis.praha@example.cz',
    description:
      'Autorizovaný servis na Vinohradech. Opravy displejů, baterií a\u00a0konektorů, záruční i\u00a0pozáruční opravy.',
  },
  'CZ-OVA-SRV': {
    slug: 'servisni-centrum-ostrava',
    services: ['service'],
    email: 'servis.ostrava@example.cz',
    description:
      'Servisní centrum pro Moravskoslezský kraj. Zařízení můžete přinést osobně i\u00a0poslat kurýrem.',
  },
  'RO-BUC-UNI': {
    slug: 'bucuresti-unirii',
    services: ['sale', 'buyout', 'service'],
    email: 'bucuresti.unirii@example.ro',
    description:
      'Magazinul nostru principal din Piața Unirii, lângă stația de metrou. Găsiți telefoane noi și recondiționate, vă cumpărăm dispozitivul vechi și facem reparații rapide pe loc.',
  },
  'RO-BUC-BAN': {
    slug: 'bucuresti-baneasa',
    services: ['sale', 'buyout'],
    email: 'bucuresti.baneasa@example.ro',
    description:
      'Magazin în Băneasa Shopping City, deschis în fiecare zi. Parcare gratuită la centrul comercial.',
  },
  'RO-CLJ-MEM': {
    slug: 'cluj-napoca-memorandumului',
    services: ['sale', 'buyout', 'service'],
    email: 'cluj@example.ro',
    description:
      'Magazin pe strada Memorandumului, în centrul Clujului. Vă ajutăm să alegeți telefonul potrivit și să vă mutați datele de pe cel vechi.',
  },
  'RO-IAS-PAL': {
    slug: 'iasi-palas',
    services: ['sale', 'buyout'],
    email: 'iasi@example.ro',
    description: 'Magazin în Palas Mall, lângă Palatul Culturii din Iași.',
  },
  'RO-TIM-VIC': {
    slug: 'timisoara-piata-victoriei',
    services: ['sale', 'service'],
    email: 'timisoara@example.ro',
    description:
      'Magazin în Piața Victoriei, între Operă și Catedrală. Schimbarea ecranului sau a bateriei se face adesea în aceeași zi.',
  },
  'RO-BUC-BUY': {
    slug: 'centru-rascumparare-bucuresti-victoriei',
    services: ['buyout'],
    email: 'rascumparare.bucuresti@example.ro',
    description:
      'Centru de răscumpărare lângă Piața Victoriei: tehnicianul evaluează dispozitivul pe loc și primiți banii imediat.',
  },
  'RO-CLJ-BUY': {
    slug: 'centru-rascumparare-cluj-napoca',
    services: ['buyout'],
    email: 'rascumparare.cluj@example.ro',
    description:
      'Centru de răscumpărare în Cluj-Napoca. Aduceți telefonul, tableta sau ceasul și plecați cu banii.',
  },
  'RO-BUC-SRV': {
    slug: 'centru-service-bucuresti-iuliu-maniu',
    services: ['service'],
    email: 'service.bucuresti@example.ro',
    description:
      'Service autorizat pe bulevardul Iuliu Maniu. Reparații de ecrane, baterii și conectori, în garanție și după.',
  },
  'RO-TIM-SRV': {
    slug: 'centru-service-timisoara',
    services: ['service'],
    email: 'service.timisoara@example.ro',
    description:
      'Centru de service pentru vestul țării. Puteți aduce dispozitivul personal sau îl puteți trimite prin curier.',
  },
};
