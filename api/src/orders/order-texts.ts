import type { ShopCode } from 'shared-domain';
import type { DeliveryType, PaymentType } from 'shared-domain/contracts';
import { checkoutTexts } from '../checkout/checkout-texts.ts';

// Texts of orders (spec §8 messages, e-mails, invoice), per shop.

export const orderTexts = {
  cz: {
    invalidOrder: 'Neplatná objednávka.',
    orderNotFound: 'Objednávka nebyla nalezena.',
    orderItemsMissing: 'Položky objednávky se nepodařilo najít. Kontaktujte prosím podporu.',
    alreadyPaid: 'Objednávka je již zaplacena.',
    notCardPayment: 'Tuto objednávku nelze zaplatit kartou online.',
    withdrawalPeriodOver: 'Lhůta 14 dnů pro odstoupení od smlouvy již uplynula.',
    alreadyWithdrawn: 'Od této smlouvy jste již odstoupili.',
    withdrawalCancelled: 'Od zrušené objednávky nelze odstoupit.',
    invoiceNotReady: 'Faktura bude k dispozici po zaplacení nebo doručení objednávky.',
    creditNoteMissing: 'Dobropis k této objednávce neexistuje.',
    noInstallment: 'Tato objednávka není na splátky.',
    mail: {
      confirmationSubject: (number: string) => `Potvrzení objednávky ${number}`,
      greeting: 'Dobrý den,',
      intro: (number: string) => `děkujeme za Vaši objednávku číslo ${number}. Níže najdete její shrnutí.`,
      items: 'Položky',
      delivery: 'Doprava',
      payment: 'Platba',
      discounts: 'Slevy',
      total: 'Celkem k úhradě',
      vat: (rate: number) => `z toho DPH ${rate} %`,
      statusLink: 'Stav objednávky můžete sledovat zde:',
      payLink: 'Objednávku zaplatíte zde:',
      withdrawalSubject: (number: string) => `Odstoupení od smlouvy k objednávce ${number}`,
      withdrawalIntro: (number: string, withdrawal: string) =>
        `potvrzujeme přijetí odstoupení od smlouvy k objednávce ${number}. Číslo odstoupení: ${withdrawal}.`,
      withdrawalRefund: 'Peníze Vám vrátíme do 14 dnů od vrácení zboží na účet',
      signature: 'S pozdravem\nMobilní svět',
    },
    invoice: {
      title: 'Faktura – daňový doklad',
      creditNote: 'Dobropis – opravný daňový doklad',
      supplier: 'Dodavatel',
      customer: 'Odběratel',
      issued: 'Datum vystavení',
      order: 'Objednávka',
      item: 'Položka',
      quantity: 'Množství',
      unitPrice: 'Cena za kus',
      price: 'Cena celkem',
      total: 'Celkem',
      vat: 'DPH',
      base: 'Základ daně',
      company: [
        'Mobilní svět s.r.o.',
        'Václavské náměstí 792/26, 110 00 Praha 1',
        'IČO: 27082440, DIČ: CZ27082440',
      ],
    },
  },
  ro: {
    invalidOrder: 'Comandă nevalidă.',
    orderNotFound: 'Comanda nu a fost găsită.',
    orderItemsMissing: 'Produsele comenzii nu au putut fi găsite. Vă rugăm să contactați asistența.',
    alreadyPaid: 'Comanda este deja plătită.',
    notCardPayment: 'Această comandă nu poate fi plătită online cu cardul.',
    withdrawalPeriodOver: 'Termenul de 14 zile pentru retragerea din contract a expirat.',
    alreadyWithdrawn: 'V-ați retras deja din acest contract.',
    withdrawalCancelled: 'Nu vă puteți retrage dintr-o comandă anulată.',
    invoiceNotReady: 'Factura va fi disponibilă după plata sau livrarea comenzii.',
    creditNoteMissing: 'Nu există o notă de credit pentru această comandă.',
    noInstallment: 'Această comandă nu este plătită în rate.',
    mail: {
      confirmationSubject: (number: string) => `Confirmarea comenzii ${number}`,
      greeting: 'Bună ziua,',
      intro: (number: string) => `vă mulțumim pentru comanda numărul ${number}. Mai jos găsiți rezumatul ei.`,
      items: 'Produse',
      delivery: 'Livrare',
      payment: 'Plată',
      discounts: 'Reduceri',
      total: 'Total de plată',
      vat: (rate: number) => `din care TVA ${rate} %`,
      statusLink: 'Puteți urmări starea comenzii aici:',
      payLink: 'Puteți plăti comanda aici:',
      withdrawalSubject: (number: string) => `Retragere din contract pentru comanda ${number}`,
      withdrawalIntro: (number: string, withdrawal: string) =>
        `confirmăm primirea retragerii din contract pentru comanda ${number}. Numărul retragerii: ${withdrawal}.`,
      withdrawalRefund: 'Vă vom rambursa banii în 14 zile de la returnarea produselor în contul',
      signature: 'Cu stimă,\nLumea Mobilă',
    },
    invoice: {
      title: 'Factură fiscală',
      creditNote: 'Notă de credit (factură de stornare)',
      supplier: 'Furnizor',
      customer: 'Cumpărător',
      issued: 'Data emiterii',
      order: 'Comanda',
      item: 'Produs',
      quantity: 'Cantitate',
      unitPrice: 'Preț unitar',
      price: 'Valoare',
      total: 'Total',
      vat: 'TVA',
      base: 'Baza de impozitare',
      company: [
        'Lumea Mobilă S.R.L.',
        'Bulevardul Unirii 27, 030823 București',
        'CUI: RO18547290, J40/12345/2006',
      ],
    },
  },
} satisfies Record<ShopCode, unknown>;

export function deliveryName(shop: ShopCode, type: DeliveryType): string {
  return checkoutTexts[shop].delivery[type].name;
}

export function paymentName(shop: ShopCode, type: PaymentType): string {
  return checkoutTexts[shop].payment[type].name;
}
