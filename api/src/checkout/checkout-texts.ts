import type { ShopCode } from 'shared-domain';
import type { DeliveryType, PaymentType } from 'shared-domain/contracts';
import { shopMessages } from '../platform/messages/server-message.ts';

const cs = shopMessages('cz');
const ro = shopMessages('ro');

// Customer-facing texts of delivery, payment and the checkout refusals, per shop.

interface MethodText {
  name: string;
  description: string;
}

export interface CheckoutTexts {
  delivery: Record<DeliveryType, MethodText>;
  payment: Record<PaymentType, MethodText>;
  expressUnavailable: string;
  /** Installments outside the company's limits (formatted amounts). */
  installmentsOutsideLimits: (min: string, max: string) => string;
  installmentOutOfLimits: (min: string, max: string) => string;
  deliveryUnavailable: string;
  installmentsFailed: string;
  pickupPointCongested: string;
  twistoFailed: string;
  emptyCart: string;
  invalidDiscount: string;
  insurancePriceChanged: string;
  outOfStock: (name: string) => string;
  timeslotNotOffered: string;
  paymentNotAllowed: string;
  unknownStore: string;
  installmentNotOffered: string;
  /** The order's total is no longer the one the customer saw. */
  totalChanged: string;
}

export const checkoutTexts: Record<ShopCode, CheckoutTexts> = {
  cz: {
    delivery: {
      store: {
        name: 'Osobní odběr na prodejně',
        description: 'Zdarma, rezervace připravena do 30 minut, je-li zboží skladem.',
      },
      pickup_point: {
        name: 'Výdejní místo Zásilkovna',
        description: 'Doručení na vybrané výdejní místo do 2 pracovních dnů.',
      },
      courier: { name: 'Kurýr PPL', description: 'Doručení na adresu do 1–2 pracovních dnů.' },
      express: {
        name: 'Expresní doručení Liftago',
        description: 'Ještě dnes po Praze, do 90 minut od vyzvednutí na prodejně.',
      },
    },
    payment: {
      card: {
        name: 'Platební karta online',
        description: 'Zaplatíte na zabezpečené stránce platební brány.',
      },
      google_pay: { name: 'Google Pay', description: 'Rychlá platba kartou uloženou v\u00a0Google Pay.' },
      apple_pay: { name: 'Apple Pay', description: 'Rychlá platba kartou uloženou v\u00a0Apple Pay.' },
      cash_on_delivery: { name: 'Dobírka', description: 'Zaplatíte při převzetí zásilky.' },
      cash_in_store: { name: 'Hotově nebo kartou na prodejně', description: 'Zaplatíte při vyzvednutí.' },
      installments: { name: 'Nákup na splátky', description: 'Rozložte platbu na měsíční splátky.' },
      twisto: {
        name: 'Twisto – zaplaťte za 30 dní',
        description: 'Nákup nyní, platba až za 30 dní bez poplatku.',
      },
    },
    expressUnavailable: 'Expresní doručení je k\u00a0dispozici jen pro zboží skladem na pražské prodejně.',
    installmentsOutsideLimits: (min, max) =>
      cs('Na splátky lze nakoupit od {from} do {to}.', { from: min, to: max }),
    installmentOutOfLimits: (min, max) =>
      cs('Tuto objednávku nelze zaplatit na splátky: lze je sjednat od {from} do {to}.', {
        from: min,
        to: max,
      }),
    deliveryUnavailable:
      'Omlouváme se, vybraný způsob doručení momentálně není dostupný. Zvolte prosím jiný.',
    installmentsFailed: 'Omlouváme se, ale výpočet splátek se nezdařil.',
    pickupPointCongested: 'Vybrané výdejní místo není dostupné nebo je přeplněné, vyberte prosím jiné.',
    twistoFailed:
      'Při odesílání objednávky do platební brány Twisto došlo k\u00a0chybě. Zvolte prosím jiný způsob platby.',
    emptyCart: 'Košík je prázdný.',
    invalidDiscount: 'Košík obsahuje neplatnou slevu. Před pokračováním ji prosím odeberte.',
    insurancePriceChanged: 'Cena pojištění se změnila, vyberte jej prosím znovu.',
    outOfStock: (name) => cs('Produkt {name} již není skladem v\u00a0požadovaném množství.', { name }),
    timeslotNotOffered: 'Vybraný čas vyzvednutí již není k\u00a0dispozici, vyberte prosím jiný.',
    paymentNotAllowed: 'Zvolený způsob platby nelze použít s\u00a0vybraným doručením.',
    unknownStore: 'Vybraná prodejna neexistuje.',
    installmentNotOffered: 'Zvolená splátková nabídka není pro tuto objednávku dostupná.',
    totalChanged: 'Cena objednávky se od zobrazení souhrnu změnila. Zkontrolujte prosím novou cenu.',
  },
  ro: {
    delivery: {
      store: {
        name: 'Ridicare personală din magazin',
        description: 'Gratuit, rezervarea este gata în 30 de minute dacă produsele sunt în stoc.',
      },
      pickup_point: {
        name: 'Easybox Sameday',
        description: 'Livrare la easybox-ul ales în 1–2 zile lucrătoare.',
      },
      courier: { name: 'Curier FAN Courier', description: 'Livrare la adresă în 1–2 zile lucrătoare.' },
      express: { name: 'Livrare expresă', description: 'Nu este disponibilă în România.' },
    },
    payment: {
      card: {
        name: 'Card bancar online',
        description: 'Plătiți pe pagina securizată a procesatorului de plăți.',
      },
      google_pay: { name: 'Google Pay', description: 'Plată rapidă cu cardul salvat în Google Pay.' },
      apple_pay: { name: 'Apple Pay', description: 'Plată rapidă cu cardul salvat în Apple Pay.' },
      cash_on_delivery: { name: 'Ramburs', description: 'Plătiți la primirea coletului.' },
      cash_in_store: { name: 'Numerar sau card în magazin', description: 'Plătiți la ridicare.' },
      installments: { name: 'Cumpărare în rate', description: 'Împărțiți plata în rate lunare.' },
      twisto: { name: 'Twisto', description: 'Disponibil doar în Cehia.' },
    },
    expressUnavailable: 'Livrarea expresă nu este disponibilă.',
    installmentsOutsideLimits: (min, max) =>
      ro('Cumpărarea în rate este posibilă de la {from} la {to}.', { from: min, to: max }),
    installmentOutOfLimits: (min, max) =>
      ro('Această comandă nu poate fi plătită în rate: ratele sunt posibile de la {from} la {to}.', {
        from: min,
        to: max,
      }),
    deliveryUnavailable:
      'Ne pare rău, metoda de livrare selectată nu este disponibilă momentan. Vă rugăm să alegeți alta.',
    installmentsFailed: 'Ne pare rău, dar calculul ratelor a eșuat.',
    pickupPointCongested:
      'Punctul de ridicare selectat nu este disponibil sau este aglomerat. Vă rugăm să alegeți altul.',
    twistoFailed:
      'A apărut o eroare la trimiterea comenzii către procesatorul de plăți Twisto. Vă rugăm să alegeți altă metodă de plată.',
    emptyCart: 'Coșul este gol.',
    invalidDiscount: 'Coșul conține o reducere nevalidă. Vă rugăm să o eliminați înainte de a continua.',
    insurancePriceChanged: 'Prețul asigurării s-a schimbat. Vă rugăm să o selectați din nou.',
    outOfStock: (name) => ro('Produsul {name} nu mai este în stoc în cantitatea dorită.', { name }),
    timeslotNotOffered: 'Intervalul de ridicare ales nu mai este disponibil. Vă rugăm să alegeți altul.',
    paymentNotAllowed: 'Metoda de plată aleasă nu poate fi folosită cu livrarea selectată.',
    unknownStore: 'Magazinul selectat nu există.',
    installmentNotOffered: 'Oferta de rate aleasă nu este disponibilă pentru această comandă.',
    totalChanged: 'Prețul comenzii s-a schimbat de la afișarea sumarului. Vă rugăm să verificați noul preț.',
  },
};
