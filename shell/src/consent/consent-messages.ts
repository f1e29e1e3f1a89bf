import type { Locale, ShopCode } from 'shared-domain';

// The banner's texts live in its own chunk, not in the shell's catalogue every page loads.

const csCZ = {
  title: 'Soubory cookie',
  text: 'Nezbytné soubory cookie potřebujeme, aby obchod fungoval. Analytické nám pomáhají obchod zlepšovat a\u00a0marketingové ukazují nabídky, které vás mohou zajímat. Ty použijeme jen s\u00a0vaším souhlasem, který můžete kdykoli změnit v\u00a0patičce stránky („Nastavení cookies“).',
  acceptAll: 'Přijmout vše',
  rejectAll: 'Odmítnout vše',
  settings: 'Nastavení',
  settingsTitle: 'Nastavení cookies',
  necessary: 'Nezbytné',
  necessaryHint: 'Přihlášení, košík a\u00a0uložení této volby. Vždy zapnuté.',
  analytics: 'Analytické',
  analyticsHint: 'Měření návštěvnosti a\u00a0zobrazených produktů ve správci značek.',
  marketing: 'Marketingové',
  marketingHint: 'Reklamní události (Facebook) a\u00a0skript e-mailového marketingu v\u00a0košíku.',
  save: 'Uložit volbu',
  close: 'Zavřít',
  cookiesLink: 'Zásady cookies',
  privacyLink: 'Ochrana osobních údajů',
};

export type ConsentMessages = typeof csCZ;

const roRO: ConsentMessages = {
  title: 'Cookie-uri',
  text: 'Cookie-urile necesare fac magazinul să funcționeze. Cele de analiză ne ajută să îmbunătățim magazinul, iar cele de marketing vă arată oferte care v-ar putea interesa. Le folosim doar cu acordul dumneavoastră, pe care îl puteți schimba oricând din subsolul paginii („Setări cookie”).',
  acceptAll: 'Accept toate',
  rejectAll: 'Refuz toate',
  settings: 'Setări',
  settingsTitle: 'Setări cookie',
  necessary: 'Necesare',
  necessaryHint: 'Autentificare, coș și păstrarea acestei alegeri. Mereu active.',
  analytics: 'De analiză',
  analyticsHint: 'Măsurarea vizitelor și a produselor văzute în managerul de etichete.',
  marketing: 'De marketing',
  marketingHint: 'Evenimente publicitare (Facebook) și scriptul de e-mail marketing din coș.',
  save: 'Salvez alegerea',
  close: 'Închide',
  cookiesLink: 'Politica de cookie-uri',
  privacyLink: 'Confidențialitate',
};

export const consentMessages: Record<Locale, ConsentMessages> = { 'cs-CZ': csCZ, 'ro-RO': roRO };

/** The shop's cookie and privacy pages (content pages staff edit). */
export const legalPaths: Record<ShopCode, { cookies: string; privacy: string }> = {
  cz: { cookies: '/info/cookies', privacy: '/info/ochrana-osobnich-udaju' },
  ro: { cookies: '/info/cookies', privacy: '/info/confidentialitate' },
};
