import type { ShopCode } from 'shared-domain';
import type { ServiceStatus } from 'shared-domain/contracts';
import { shopMessages } from '../platform/messages/server-message.ts';

// The service orders' own words in the shop's language: messages of their errors (the remote shows
// a 400's or 409's message as it is) and the e-mails. Messages of single form fields come
// from shared-domain's validation catalogue instead (platform/http/field-errors.ts).

export interface ServiceTexts {
  operationsInvalid: string;
  colourInvalid: string;
  centreNotFound: string;
  timeslotNotOffered: string;
  orderNotFound: string;
  noQuoteToApprove: string;
  invalidStatusChange: (from: string, to: string) => string;
  quotePriceRequired: string;
  quotePriceNotAllowed: string;
  statuses: Record<ServiceStatus, string>;
  /** E-mail texts; those with {values} are ICU messages the e-mails fill. */
  mail: {
    greeting: string;
    signature: string[];
    /** {number} */
    bookedSubject: string;
    /** {number} */
    bookedIntro: string;
    device: string;
    identifier: string;
    operations: string;
    price: string;
    handover: string;
    atCentre: (centre: string, window: string) => string;
    byCourier: (address: string) => string;
    statusLink: string;
    /** {number}, {status} */
    statusSubject: string;
    /** {number}, {device}, {status} */
    statusIntro: string;
    /** {price} */
    quoteChanged: string;
    approveOnStatusPage: string;
    note: string;
  };
}

const cs = shopMessages('cz');
const ro = shopMessages('ro');

export const serviceTexts: Record<ShopCode, ServiceTexts> = {
  cz: {
    operationsInvalid: 'Vybrané servisní úkony pro toto zařízení nenabízíme. Vyberte je prosím znovu.',
    colourInvalid: 'Tato barva k\u00a0vybranému modelu nepatří.',
    centreNotFound: 'Toto servisní centrum neexistuje nebo nepřijímá zakázky.',
    timeslotNotOffered: 'Tento termín předání už servisní centrum nenabízí. Vyberte prosím jiný.',
    orderNotFound: 'Servisní zakázku s\u00a0tímto číslem a\u00a0e-mailem jsme nenašli.',
    noQuoteToApprove: 'U\u00a0této zakázky není žádná cenová nabídka ke schválení.',
    invalidStatusChange: (from, to) =>
      cs('Zakázku ve stavu „{from}“ nelze převést do stavu „{to}“.', { from, to }),
    quotePriceRequired: 'Po diagnostice zadejte cenu opravy.',
    quotePriceNotAllowed: 'Cenu opravy lze zadat jen s\u00a0výsledkem diagnostiky.',
    statuses: {
      booked: 'Objednáno',
      received: 'Přijato do servisu',
      diagnosed: 'Diagnostika hotová',
      quote_approved: 'Cena schválena',
      in_repair: 'V\u00a0opravě',
      ready: 'Připraveno k\u00a0vyzvednutí',
      collected: 'Vyzvednuto',
      cancelled: 'Zrušeno',
    },
    mail: {
      greeting: 'Dobrý den,',
      signature: ['Děkujeme, že jste opravu svěřili nám.', 'Servis Mobilní svět'],
      bookedSubject: 'Servisní zakázka {number} je objednaná',
      bookedIntro:
        'děkujeme, že jste si objednali opravu v\u00a0servisu Mobilní svět. Číslo vaší servisní zakázky je {number}.',
      device: 'Zařízení',
      identifier: 'IMEI / sériové číslo',
      operations: 'Objednané úkony',
      price: 'Cena celkem',
      handover: 'Předání zařízení',
      atCentre: (centre, window) => cs('v\u00a0servisním centru {centre}, {window}', { centre, window }),
      byCourier: (address) => cs('kurýr si zařízení vyzvedne na adrese {address}', { address }),
      statusLink: 'Stav opravy můžete sledovat zde:',
      statusSubject: 'Servisní zakázka {number}: {status}',
      statusIntro: 'vaše servisní zakázka {number} ({device}) je nyní ve stavu: {status}.',
      quoteChanged: 'Diagnostika ukázala, že oprava bude stát {price}.',
      approveOnStatusPage: 'Než začneme opravovat, schvalte prosím novou cenu na stránce stavu zakázky:',
      note: 'Poznámka servisu',
    },
  },
  ro: {
    operationsInvalid:
      'Nu oferim operațiunile de service alese pentru acest dispozitiv. Vă rugăm să le alegeți din nou.',
    colourInvalid: 'Această culoare nu aparține modelului ales.',
    centreNotFound: 'Acest centru de service nu există sau nu primește reparații.',
    timeslotNotOffered:
      'Centrul de service nu mai oferă acest interval de predare. Vă rugăm să alegeți altul.',
    orderNotFound: 'Nu am găsit nicio fișă de service cu acest număr și această adresă de e-mail.',
    noQuoteToApprove: 'Această fișă de service nu are nicio ofertă de preț de aprobat.',
    invalidStatusChange: (from, to) =>
      ro('Fișa de service cu starea „{from}” nu poate trece în starea „{to}”.', { from, to }),
    quotePriceRequired: 'După diagnosticare introduceți prețul reparației.',
    quotePriceNotAllowed: 'Prețul reparației se introduce doar odată cu diagnosticarea.',
    statuses: {
      booked: 'Programată',
      received: 'Primită în service',
      diagnosed: 'Diagnosticată',
      quote_approved: 'Preț aprobat',
      in_repair: 'În reparație',
      ready: 'Gata de ridicare',
      collected: 'Ridicată',
      cancelled: 'Anulată',
    },
    mail: {
      greeting: 'Bună ziua,',
      signature: ['Vă mulțumim că ne-ați încredințat reparația.', 'Echipa de service Lumea Mobilă'],
      bookedSubject: 'Fișa de service {number} a fost înregistrată',
      bookedIntro:
        'Vă mulțumim pentru programarea la service-ul Lumea Mobilă. Numărul fișei de service este {number}.',
      device: 'Dispozitiv',
      identifier: 'IMEI / număr de serie',
      operations: 'Operațiuni comandate',
      price: 'Preț total',
      handover: 'Predarea dispozitivului',
      atCentre: (centre, window) => ro('la centrul de service {centre}, {window}', { centre, window }),
      byCourier: (address) => ro('curierul ridică dispozitivul de la adresa {address}', { address }),
      statusLink: 'Puteți urmări starea reparației aici:',
      statusSubject: 'Fișa de service {number}: {status}',
      statusIntro: 'Fișa de service {number} ({device}) are acum starea: {status}.',
      quoteChanged: 'Diagnosticarea a arătat că reparația va costa {price}.',
      approveOnStatusPage:
        'Înainte de reparație, vă rugăm să aprobați noul preț pe pagina de stare a fișei de service:',
      note: 'Nota service-ului',
    },
  },
};
