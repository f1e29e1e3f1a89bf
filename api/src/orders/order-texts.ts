import type { ShopCode } from 'shared-domain';
import type { DeliveryType, PaymentType } from 'shared-domain/contracts';
import { checkoutTexts } from '../checkout/checkout-texts.ts';
import { companyLines } from '../platform/company.ts';

// Texts of orders (error messages, e-mails, invoice), per shop. Texts with values are ICU
// messages, filled by formatServerMessage (plural rules for counts).

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
    invoiceNotReady: 'Faktura bude k\u00a0dispozici po zaplacení nebo doručení objednávky.',
    creditNoteMissing: 'Dobropis k\u00a0této objednávce neexistuje.',
    noInstallment: 'Tato objednávka není na splátky.',
    mail: {
      confirmationSubject: 'Potvrzení objednávky {number}',
      greeting: 'Dobrý den,',
      intro: 'děkujeme za vaši objednávku číslo {number}. Níže najdete její shrnutí.',
      items: 'Položky',
      item: 'Zboží',
      quantity: 'Počet',
      price: 'Cena',
      pieces: '{quantity, plural, one {# kus} few {# kusy} many {# kusu} other {# kusů}}',
      delivery: 'Doprava',
      payment: 'Platba',
      discounts: 'Slevy',
      total: 'Celkem k\u00a0úhradě',
      vat: 'z\u00a0toho DPH {rate, number}\u00a0%',
      statusLink: 'Stav objednávky můžete sledovat zde:',
      payLink: 'Objednávku zaplatíte zde:',
      withdrawalLink:
        'Zboží můžete do 14\u00a0dnů od převzetí vrátit bez udání důvodu. Od smlouvy odstoupíte zde:',
      withdrawalSubject: 'Odstoupení od smlouvy k\u00a0objednávce {number}',
      withdrawalIntro:
        'potvrzujeme přijetí odstoupení od smlouvy k\u00a0objednávce {number}. Číslo odstoupení: {withdrawal}.',
      withdrawalRefund: 'Peníze vám vrátíme do 14\u00a0dnů od vrácení zboží na účet {account}.',
      cancellationSubject: 'Zrušení objednávky {number}',
      cancellationIntro: 'vaši objednávku {number} jsme zrušili.',
      cancellationRefund: 'Zaplacených {amount} vám vracíme stejnou cestou, jakou jste platili.',
      signature: ['S\u00a0pozdravem', 'Mobilní svět'],
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
      company: companyLines('cz'),
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
    creditNoteMissing: 'Nu există o factură de stornare pentru această comandă.',
    noInstallment: 'Această comandă nu este plătită în rate.',
    mail: {
      confirmationSubject: 'Confirmarea comenzii {number}',
      greeting: 'Bună ziua,',
      intro: 'Vă mulțumim pentru comanda cu numărul {number}. Mai jos găsiți rezumatul acesteia.',
      items: 'Produse',
      item: 'Produs',
      quantity: 'Cantitate',
      price: 'Preț',
      pieces: '{quantity, plural, one {# bucată} few {# bucăți} other {# de bucăți}}',
      delivery: 'Livrare',
      payment: 'Plată',
      discounts: 'Reduceri',
      total: 'Total de plată',
      vat: 'din care TVA {rate, number}%',
      statusLink: 'Puteți urmări starea comenzii aici:',
      payLink: 'Puteți plăti comanda aici:',
      withdrawalLink:
        'Aveți dreptul să returnați produsele în 14 zile de la primire, fără a invoca vreun motiv. Vă puteți retrage din contract aici:',
      withdrawalSubject: 'Retragerea din contract pentru comanda {number}',
      withdrawalIntro:
        'Confirmăm primirea cererii de retragere din contract pentru comanda {number}. Numărul cererii de retragere: {withdrawal}.',
      withdrawalRefund:
        'Vă vom rambursa banii în contul {account} în cel mult 14 zile de la returnarea produselor.',
      cancellationSubject: 'Anularea comenzii {number}',
      cancellationIntro: 'Comanda dumneavoastră {number} a fost anulată.',
      cancellationRefund: 'Suma plătită, {amount}, vă este rambursată prin aceeași metodă de plată.',
      signature: ['Cu stimă,', 'Echipa Lumea Mobilă'],
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
      company: companyLines('ro'),
    },
  },
} satisfies Record<ShopCode, unknown>;

export function deliveryName(shop: ShopCode, type: DeliveryType): string {
  return checkoutTexts[shop].delivery[type].name;
}

export function paymentName(shop: ShopCode, type: PaymentType): string {
  return checkoutTexts[shop].payment[type].name;
}
