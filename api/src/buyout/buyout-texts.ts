import type { QualityGrade, ShopCode } from 'shared-domain';
import type { BuyoutStatus } from 'shared-domain/buyout';

// The buyout's own words in the shop's language: the messages of its errors (the remote shows a
// 400's message as it is, spec §8) and the e-mails. Validation messages of single fields come from
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
  mail: {
    greeting: string;
    signature: string;
    device: string;
    conditions: string;
    quality: string;
    price: string;
    imei: string;
    quoteSubject: (device: string) => string;
    quoteIntro: string;
    quoteValidUntil: string;
    quoteLink: string;
    soldSubject: (number: string) => string;
    soldIntro: (number: string) => string;
    nextSteps: string;
    steps: (address: string) => string[];
    soldLink: string;
    statusSubject: (number: string, status: string) => string;
    statusIntro: (number: string, device: string, status: string) => string;
    note: string;
    requotedPrice: (price: string) => string;
    trackingLink: string;
  };
}

export const buyoutTexts: Record<ShopCode, BuyoutTexts> = {
  cz: {
    productTypeNotFound: 'Tento typ zařízení nevykupujeme.',
    manufacturerNotFound: 'Zařízení tohoto výrobce v této kategorii nevykupujeme.',
    modelNotFound: 'Tento model nevykupujeme.',
    colourNotFound: 'Tuto barvu modelu nevykupujeme.',
    appraisalNotFound: 'Pro toto zařízení nemáme výkupní ceny.',
    appraisalOutdated: 'Ceník výkupu se mezitím změnil. Načtěte prosím nacenění znovu.',
    answersInvalid: 'Odpovědi neodpovídají otázkám tohoto nacenění. Načtěte prosím nacenění znovu.',
    answersIncomplete: 'Odpovězte prosím na všechny otázky o stavu zařízení.',
    impossible: 'Zařízení v tomto stavu bohužel nemůžeme vykoupit.',
    noPriceForQuality: (quality) => `Zařízení v kvalitě ${quality} bohužel nevykupujeme.`,
    quoteNotFound: 'Nacenění nebylo nalezeno.',
    buyoutNotFound: 'Výkup nebyl nalezen.',
    trackingNotFound: 'Výkup s tímto číslem a e-mailem jsme nenašli.',
    invalidTransition: (from, to) => `Výkup ve stavu „${from}“ nelze převést do stavu „${to}“.`,
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
      signature: 'S pozdravem\nMobilní svět',
      device: 'Zařízení',
      conditions: 'Stav zařízení',
      quality: 'Kvalita',
      price: 'Výkupní cena',
      imei: 'IMEI',
      quoteSubject: (device) => `Nacenění výkupu: ${device}`,
      quoteIntro: 'posíláme nacenění vašeho zařízení, o které jste požádali v obchodě Mobilní svět.',
      quoteValidUntil: 'Nabídka platí do',
      quoteLink: 'Nacenění znovu otevřete a zařízení prodáte zde:',
      soldSubject: (number) => `Výkup ${number} jsme přijali`,
      soldIntro: (number) =>
        `děkujeme, že jste nám nabídli své zařízení k výkupu. Výkup jsme přijali pod číslem ${number}.`,
      nextSteps: 'Co dál:',
      steps: (address) => [
        'Zařízení zálohujte, odhlaste ho z účtu iCloud nebo Google a obnovte tovární nastavení.',
        `Zabalte ho (s nabíječkou a krabicí, pokud jste je uvedli). Kurýr si ho vyzvedne na adrese ${address} během 1–3 pracovních dnů.`,
        'Po doručení zařízení zkontrolujeme. Pokud stav odpovídá vašim odpovědím, pošleme peníze na váš bankovní účet; jinak vám nabídneme novou cenu.',
      ],
      soldLink: 'Souhrn a stav výkupu najdete zde:',
      statusSubject: (number, status) => `Výkup ${number}: ${status}`,
      statusIntro: (number, device, status) =>
        `stav vašeho výkupu ${number} (${device}) se změnil na: ${status}.`,
      note: 'Poznámka',
      requotedPrice: (price) =>
        `Po kontrole vám nabízíme novou výkupní cenu ${price}. Odpovězte nám prosím na tento e-mail, zda ji přijímáte.`,
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
    noPriceForQuality: (quality) => `Din păcate, nu răscumpărăm dispozitive în calitatea ${quality}.`,
    quoteNotFound: 'Evaluarea nu a fost găsită.',
    buyoutNotFound: 'Răscumpărarea nu a fost găsită.',
    trackingNotFound: 'Nu am găsit nicio răscumpărare cu acest număr și această adresă de e-mail.',
    invalidTransition: (from, to) => `Răscumpărarea nu poate trece din starea „${from}” în starea „${to}”.`,
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
      signature: 'Cu stimă,\nLumea Mobilă',
      device: 'Dispozitiv',
      conditions: 'Starea dispozitivului',
      quality: 'Calitate',
      price: 'Preț de răscumpărare',
      imei: 'IMEI',
      quoteSubject: (device) => `Evaluarea pentru răscumpărare: ${device}`,
      quoteIntro: 'vă trimitem evaluarea dispozitivului dumneavoastră, solicitată pe Lumea Mobilă.',
      quoteValidUntil: 'Oferta este valabilă până la',
      quoteLink: 'Redeschideți evaluarea și vindeți dispozitivul aici:',
      soldSubject: (number) => `Am înregistrat răscumpărarea ${number}`,
      soldIntro: (number) =>
        `vă mulțumim că ne-ați oferit dispozitivul spre răscumpărare. Am înregistrat răscumpărarea cu numărul ${number}.`,
      nextSteps: 'Pașii următori:',
      steps: (address) => [
        'Faceți o copie de siguranță, deconectați dispozitivul de la contul iCloud sau Google și readuceți-l la setările din fabrică.',
        `Ambalați-l (cu încărcătorul și cutia, dacă le-ați menționat). Curierul îl va ridica de la adresa ${address} în 1–3 zile lucrătoare.`,
        'După primire verificăm dispozitivul. Dacă starea corespunde răspunsurilor dumneavoastră, trimitem banii în contul bancar indicat; în caz contrar vă propunem un preț nou.',
      ],
      soldLink: 'Rezumatul și starea răscumpărării le găsiți aici:',
      statusSubject: (number, status) => `Răscumpărarea ${number}: ${status}`,
      statusIntro: (number, device, status) =>
        `starea răscumpărării ${number} (${device}) s-a schimbat în: ${status}.`,
      note: 'Notă',
      requotedPrice: (price) =>
        `După verificare vă propunem un nou preț de răscumpărare: ${price}. Vă rugăm să ne răspundeți la acest e-mail dacă îl acceptați.`,
      trackingLink: 'Puteți urmări starea răscumpărării aici:',
    },
  },
};

/** The message the api answers when the mailer fails (spec §8, word for word). */
export const EMAIL_NOT_SENT_MESSAGE = 'We are sorry, but e-mail could not be sent cause of error';
