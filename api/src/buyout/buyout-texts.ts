import type { QualityGrade, ShopCode } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';
import { shopMessages } from '../platform/messages/server-message.ts';

// The buyout's own words in the shop's language: the messages of its errors (the remote shows a
// 400's message as it is) and the e-mails. Validation messages of single fields come from
// shared-domain's catalogue instead (platform/http/field-errors.ts).

export interface BuyoutTexts {
  productTypeNotFound: string;
  manufacturerNotFound: string;
  modelNotFound: string;
  colourNotFound: string;
  appraisalNotFound: string;
  appraisalOutdated: string;
  answersInvalid: string;
  answersIncomplete: string;
  impossible: string;
  noPriceForQuality: (quality: QualityGrade) => string;
  quoteNotFound: string;
  buyoutNotFound: string;
  trackingNotFound: string;
  invalidTransition: (from: string, to: string) => string;
  priceRequired: string;
  priceNotAllowed: string;
  statuses: Record<BuyoutStatus, string>;
  /** ICU messages the e-mails fill (formatServerMessage). */
  mail: {
    greeting: string;
    signature: string[];
    device: string;
    conditions: string;
    quality: string;
    price: string;
    imei: string;
    /** {device} */
    quoteSubject: string;
    quoteIntro: string;
    quoteValidUntil: string;
    quoteLink: string;
    /** {number} */
    soldSubject: string;
    /** {number} */
    soldIntro: string;
    nextSteps: string;
    /** The second step names {address}. */
    steps: string[];
    soldLink: string;
    /** {number}, {status} */
    statusSubject: string;
    /** {number}, {device}, {status} */
    statusIntro: string;
    note: string;
    /** {price} */
    requotedPrice: string;
    trackingLink: string;
  };
}

const cs = shopMessages('cz');
const ro = shopMessages('ro');

export const buyoutTexts: Record<ShopCode, BuyoutTexts> = {
  cz: {
    productTypeNotFound: 'Tento typ zařízení nevykupujeme.',
    manufacturerNotFound: 'Zařízení tohoto výrobce v\u00a0této kategorii nevykupujeme.',
    modelNotFound: 'Tento model nevykupujeme.',
    colourNotFound: 'Tuto barvu modelu nevykupujeme.',
    appraisalNotFound: 'Pro toto zařízení nemáme výkupní ceny.',
    appraisalOutdated: 'Ceník výkupu se mezitím změnil. Načtěte prosím nacenění znovu.',
    answersInvalid: 'Odpovědi neodpovídají otázkám tohoto nacenění. Načtěte prosím nacenění znovu.',
    answersIncomplete: 'Odpovězte prosím na všechny otázky o\u00a0stavu zařízení.',
    impossible: 'Zařízení v\u00a0tomto stavu bohužel nemůžeme vykoupit.',
    noPriceForQuality: (quality) =>
      cs('Zařízení v\u00a0kvalitě {quality} bohužel nevykupujeme.', { quality }),
    quoteNotFound: 'Nacenění nebylo nalezeno.',
    buyoutNotFound: 'Výkup nebyl nalezen.',
    trackingNotFound: 'Výkup s\u00a0tímto číslem a\u00a0e-mailem jsme nenašli.',
    invalidTransition: (from, to) =>
      cs('Výkup ve stavu „{from}“ nelze převést do stavu „{to}“.', { from, to }),
    priceRequired: 'Při přecenění zadejte novou cenu.',
    priceNotAllowed: 'Cenu lze zadat jen při přecenění.',
    statuses: {
      created: 'Vytvořeno',
      device_received: 'Zařízení přijato',
      inspected: 'Zařízení zkontrolováno',
      offer_confirmed: 'Nabídka potvrzena',
      requoted: 'Nová nabídka',
      paid: 'Vyplaceno',
      returned: 'Zařízení vráceno',
    },
    mail: {
      greeting: 'Dobrý den,',
      signature: ['S\u00a0pozdravem', 'Mobilní svět'],
      device: 'Zařízení',
      conditions: 'Stav zařízení',
      quality: 'Kvalita',
      price: 'Výkupní cena',
      imei: 'IMEI',
      quoteSubject: 'Nacenění výkupu: {device}',
      quoteIntro:
        'posíláme nacenění vašeho zařízení, o\u00a0které jste požádali v\u00a0obchodě Mobilní svět.',
      quoteValidUntil: 'Nabídka platí do',
      quoteLink: 'Nacenění znovu otevřete a\u00a0zařízení prodáte zde:',
      soldSubject: 'Výkup {number} jsme přijali',
      soldIntro:
        'děkujeme, že jste nám nabídli své zařízení k\u00a0výkupu. Výkup jsme v\u00a0obchodě Mobilní svět přijali pod číslem {number}.',
      nextSteps: 'Co dál:',
      steps: [
        'Zařízení zálohujte, odhlaste ho z\u00a0účtu iCloud nebo Google a\u00a0obnovte tovární nastavení.',
        'Zabalte ho (s\u00a0nabíječkou a\u00a0krabicí, pokud jste je uvedli). Kurýr si ho vyzvedne na adrese {address} během 1–3 pracovních dnů.',
        'Po doručení zařízení zkontrolujeme. Pokud stav odpovídá vašim odpovědím, pošleme peníze na váš bankovní účet; jinak vám nabídneme novou cenu.',
      ],
      soldLink: 'Souhrn a\u00a0stav výkupu najdete zde:',
      statusSubject: 'Výkup {number}: {status}',
      statusIntro:
        'stav vašeho výkupu {number} ({device}) v\u00a0obchodě Mobilní svět se změnil na: {status}.',
      note: 'Poznámka',
      requotedPrice:
        'Po kontrole vám nabízíme novou výkupní cenu {price}. Odpovězte nám prosím na tento e-mail, zda ji přijímáte.',
      trackingLink: 'Stav výkupu můžete sledovat zde:',
    },
  },
  ro: {
    productTypeNotFound: 'Nu răscumpărăm acest tip de dispozitiv.',
    manufacturerNotFound: 'Nu răscumpărăm dispozitive ale acestui producător în această categorie.',
    modelNotFound: 'Nu răscumpărăm acest model.',
    colourNotFound: 'Nu răscumpărăm această culoare a modelului.',
    appraisalNotFound: 'Nu avem prețuri de răscumpărare pentru acest dispozitiv.',
    appraisalOutdated: 'Lista de prețuri s-a schimbat între timp. Vă rugăm să reîncărcați evaluarea.',
    answersInvalid:
      'Răspunsurile nu corespund întrebărilor acestei evaluări. Vă rugăm să reîncărcați evaluarea.',
    answersIncomplete: 'Vă rugăm să răspundeți la toate întrebările despre starea dispozitivului.',
    impossible: 'Din păcate, nu putem răscumpăra dispozitivul în această stare.',
    noPriceForQuality: (quality) =>
      ro('Din păcate, nu răscumpărăm dispozitive în calitatea {quality}.', { quality }),
    quoteNotFound: 'Evaluarea nu a fost găsită.',
    buyoutNotFound: 'Răscumpărarea nu a fost găsită.',
    trackingNotFound: 'Nu am găsit nicio răscumpărare cu acest număr și această adresă de e-mail.',
    invalidTransition: (from, to) =>
      ro('Răscumpărarea nu poate trece din starea „{from}” în starea „{to}”.', { from, to }),
    priceRequired: 'La reevaluare introduceți noul preț.',
    priceNotAllowed: 'Prețul se poate introduce doar la reevaluare.',
    statuses: {
      created: 'Creată',
      device_received: 'Dispozitiv primit',
      inspected: 'Dispozitiv verificat',
      offer_confirmed: 'Ofertă confirmată',
      requoted: 'Ofertă nouă',
      paid: 'Plătită',
      returned: 'Dispozitiv returnat',
    },
    mail: {
      greeting: 'Bună ziua,',
      signature: ['Cu stimă,', 'Echipa Lumea Mobilă'],
      device: 'Dispozitiv',
      conditions: 'Starea dispozitivului',
      quality: 'Calitate',
      price: 'Preț de răscumpărare',
      imei: 'IMEI',
      quoteSubject: 'Evaluarea pentru răscumpărare: {device}',
      quoteIntro:
        'Vă trimitem evaluarea dispozitivului dumneavoastră, pe care ați solicitat-o pe site-ul Lumea Mobilă.',
      quoteValidUntil: 'Oferta este valabilă până la',
      quoteLink: 'Puteți redeschide evaluarea și vinde dispozitivul aici:',
      soldSubject: 'Am înregistrat răscumpărarea {number}',
      soldIntro:
        'Vă mulțumim că ne-ați oferit dispozitivul spre răscumpărare. Lumea Mobilă a înregistrat răscumpărarea cu numărul {number}.',
      nextSteps: 'Pașii următori:',
      steps: [
        'Faceți o copie de siguranță, deconectați dispozitivul de la contul iCloud sau Google și readuceți-l la setările din fabrică.',
        'Ambalați-l (cu încărcătorul și cutia, dacă le-ați menționat). Curierul îl va ridica de la adresa {address} în 1–3 zile lucrătoare.',
        'După primire verificăm dispozitivul. Dacă starea corespunde răspunsurilor dumneavoastră, trimitem banii în contul bancar indicat; în caz contrar, vă propunem un preț nou.',
      ],
      soldLink: 'Rezumatul și starea răscumpărării le găsiți aici:',
      statusSubject: 'Răscumpărarea {number}: {status}',
      statusIntro: 'Starea răscumpărării {number} ({device}) la Lumea Mobilă s-a schimbat în: {status}.',
      note: 'Notă',
      requotedPrice:
        'După verificare vă propunem un nou preț de răscumpărare: {price}. Vă rugăm să ne răspundeți la acest e-mail dacă îl acceptați.',
      trackingLink: 'Puteți urmări starea răscumpărării aici:',
    },
  },
};
