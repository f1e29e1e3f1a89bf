import { formatMoney, type ShopCode, shops } from 'shared-domain';
import { shopMessages } from '../platform/messages/server-message.ts';

const cs = shopMessages('cz');
const ro = shopMessages('ro');

// What the customer reads about discounts, per shop.
export interface DiscountTexts {
  /** 'This sale code is not valid'. */
  codeNotValid: string;
  /** 'The cart contains an invalid discount. Please remove it before continuing.' */
  invalidDiscountInCart: string;
  rateLimited: string;
  minOrderAmount: (formatted: string) => string;
  noMatchingProducts: string;
  notCombinable: string;
  alreadyApplied: string;
  cartEmpty: string;
  isicNotAvailable: string;
  discountNotFound: string;
  /** A first-purchase discount for a customer (account or e-mail) with an earlier order. */
  firstPurchaseOnly: string;
  /** The customer used the discount as many times as it allows. */
  customerLimitReached: string;
  isicLabel: (holder: string) => string;
}

export const discountTexts: Record<ShopCode, DiscountTexts> = {
  cz: {
    codeNotValid: 'Tento slevový kód není platný',
    invalidDiscountInCart: 'Košík obsahuje neplatnou slevu. Před pokračováním ji prosím odeberte.',
    rateLimited: 'Zadali jste příliš mnoho neplatných slevových kódů. Zkuste to prosím znovu za 15 minut.',
    minOrderAmount: (amount) => cs('Sleva platí pro nákup od {amount}.', { amount }),
    noMatchingProducts: 'Sleva se nevztahuje na žádný produkt v\u00a0košíku.',
    notCombinable: 'Tuto slevu nelze kombinovat s\u00a0jinou slevou v\u00a0košíku.',
    alreadyApplied: 'Tuto slevu už v\u00a0košíku máte.',
    cartEmpty: 'Košík je prázdný. Nejdřív do něj vložte produkt.',
    isicNotAvailable: 'Slevu na kartu ISIC teď neposkytujeme.',
    discountNotFound: 'Tuto slevu v\u00a0košíku nemáte.',
    firstPurchaseOnly: 'Tato sleva platí jen na první nákup. Na tento účet nebo e-mail už objednávka byla.',
    customerLimitReached: 'Tuto slevu jste už využili.',
    isicLabel: (holder) => cs('Sleva ISIC ({holder})', { holder }),
  },
  ro: {
    codeNotValid: 'Acest cod de reducere nu este valid',
    invalidDiscountInCart:
      'Coșul conține o reducere nevalidă. Vă rugăm să o eliminați înainte de a continua.',
    rateLimited: 'Ați introdus prea multe coduri de reducere nevalide. Încercați din nou peste 15 minute.',
    minOrderAmount: (amount) => ro('Reducerea se aplică pentru comenzi de la {amount}.', { amount }),
    noMatchingProducts: 'Reducerea nu se aplică niciunui produs din coș.',
    notCombinable: 'Această reducere nu se poate combina cu altă reducere din coș.',
    alreadyApplied: 'Această reducere este deja în coș.',
    cartEmpty: 'Coșul este gol. Adăugați mai întâi un produs.',
    isicNotAvailable: 'Momentan nu oferim reducere pentru cardul ISIC.',
    discountNotFound: 'Această reducere nu este în coș.',
    firstPurchaseOnly:
      'Această reducere este valabilă doar la prima comandă. Există deja o comandă pe acest cont sau e-mail.',
    customerLimitReached: 'Ați folosit deja această reducere.',
    isicLabel: (holder) => ro('Reducere ISIC ({holder})', { holder }),
  },
};

/** "5 000 Kč" / "1.000 Lei": the shop's one money format (whole units, a no-break space before the unit). */
export function formatMinor(shop: ShopCode, minor: number): string {
  const { currency, locale } = shops[shop];
  return formatMoney({ amount: minor, currency }, locale);
}
