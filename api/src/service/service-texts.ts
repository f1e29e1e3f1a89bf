import type { ShopCode } from 'shared-domain';
import type { ServiceStatus } from 'shared-domain/contracts';

// The service orders' own words in the shop's language: messages of their errors (the remote shows
// a 400's or 409's message as it is, spec §8) and the e-mails. Messages of single form fields come
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
  mail: {
    greeting: string;
    signature: string;
    bookedSubject: (number: string) => string;
    bookedIntro: (number: string) => string;
    device: string;
    identifier: string;
    operations: string;
    price: string;
    handover: string;
    atCentre: (centre: string, window: string) => string;
    byCourier: (address: string) => string;
    statusLink: string;
    statusSubject: (number: string, status: string) => string;
    statusIntro: (number: string, device: string, status: string) => string;
    quoteChanged: (price: string) => string;
    approveOnStatusPage: string;
    note: string;
  };
}

export const serviceTexts: Record<ShopCode, ServiceTexts> = {
  cz: {
    operationsInvalid: 'Vybrané servisní úkony pro toto zařízení nenabízíme. Vyberte je prosím znovu.',
    colourInvalid: 'Tato barva k vybranému modelu nepatří.',
    centreNotFound: 'Toto servisní centrum neexistuje nebo nepřijímá zakázky.',
    timeslotNotOffered: 'Tento termín předání už servisní centrum nenabízí. Vyberte prosím jiný.',
    orderNotFound: 'Servisní zakázku s tímto číslem a e-mailem jsme nenašli.',
    noQuoteToApprove: 'U této zakázky není žádná cenová nabídka ke schválení.',
    invalidStatusChange: (from, to) => `Zakázku ve stavu „${from}“ nelze převést do stavu „${to}“.`,
    quotePriceRequired: 'Po diagnostice zadejte cenu opravy.',
    quotePriceNotAllowed: 'Cenu opravy lze zadat jen s výsledkem diagnostiky.',
    statuses: {
      booked: 'Objednáno',
      received: 'Přijato do servisu',
      diagnosed: 'Diagnostika hotová',
      quote_approved: 'Cena schválena',
      in_repair: 'V opravě',
      ready: 'Připraveno k vyzvednutí',
      collected: 'Vyzvednuto',
      cancelled: 'Zrušeno',
    },
    mail: {
      greeting: 'Dobrý den,',
      signature: 'Děkujeme, že jste svěřili opravu nám.\nVáš servisní tým',
      bookedSubject: (number) => `Servisní zakázka ${number} je objednaná`,
      bookedIntro: (number) => `děkujeme za objednávku opravy. Číslo vaší servisní zakázky je ${number}.`,
      device: 'Zařízení',
      identifier: 'IMEI / sériové číslo',
      operations: 'Objednané úkony',
      price: 'Cena celkem',
      handover: 'Předání zařízení',
      atCentre: (centre, window) => `v servisním centru ${centre}, ${window}`,
      byCourier: (address) => `kurýr si zařízení vyzvedne na adrese ${address}`,
      statusLink: 'Stav opravy můžete sledovat zde:',
      statusSubject: (number, status) => `Servisní zakázka ${number}: ${status}`,
      statusIntro: (number, device, status) =>
        `vaše servisní zakázka ${number} (${device}) je nyní ve stavu: ${status}.`,
      quoteChanged: (price) => `Diagnostika ukázala, že oprava bude stát ${price}.`,
      approveOnStatusPage: 'Než začneme opravovat, schvalte prosím novou cenu na stránce stavu zakázky:',
      note: 'Poznámka servisu',
    },
  },
  ro: {
    operationsInvalid: 'Nu oferim operațiunile de service alese pentru acest dispozitiv. Alegeți-le din nou.',
    colourInvalid: 'Această culoare nu aparține modelului ales.',
    centreNotFound: 'Acest centru de service nu există sau nu primește comenzi.',
    timeslotNotOffered: 'Centrul de service nu mai oferă acest interval de predare. Alegeți altul.',
    orderNotFound: 'Nu am găsit nicio comandă de service cu acest număr și e-mail.',
    noQuoteToApprove: 'Această comandă nu are nicio ofertă de preț de aprobat.',
    invalidStatusChange: (from, to) => `Comanda cu starea „${from}” nu poate trece în starea „${to}”.`,
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
      signature: 'Vă mulțumim că ne-ați încredințat reparația.\nEchipa de service',
      bookedSubject: (number) => `Comanda de service ${number} a fost înregistrată`,
      bookedIntro: (number) => `vă mulțumim pentru programare. Numărul comenzii de service este ${number}.`,
      device: 'Dispozitiv',
      identifier: 'IMEI / număr de serie',
      operations: 'Operațiuni comandate',
      price: 'Preț total',
      handover: 'Predarea dispozitivului',
      atCentre: (centre, window) => `la centrul de service ${centre}, ${window}`,
      byCourier: (address) => `curierul ridică dispozitivul de la adresa ${address}`,
      statusLink: 'Puteți urmări starea reparației aici:',
      statusSubject: (number, status) => `Comanda de service ${number}: ${status}`,
      statusIntro: (number, device, status) =>
        `comanda de service ${number} (${device}) are acum starea: ${status}.`,
      quoteChanged: (price) => `Diagnosticarea a arătat că reparația va costa ${price}.`,
      approveOnStatusPage:
        'Înainte de reparație, vă rugăm să aprobați noul preț pe pagina de stare a comenzii:',
      note: 'Nota service-ului',
    },
  },
};
