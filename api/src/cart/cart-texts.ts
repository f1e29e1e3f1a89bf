import type { ShopCode } from 'shared-domain';
import { shopMessages } from '../platform/messages/server-message.ts';

const cs = shopMessages('cz');
const ro = shopMessages('ro');

// Messages of the cart's refusals in the shop's language: the shop shows them as they are
// (an add failure shows the first non-field error).
export interface CartTexts {
  productNotFound: string;
  /** `stock`: pieces the shop has; `inCart`: pieces of it already in the cart. */
  outOfStock: (stock: number, inCart: number) => string;
  quantityLimit: (max: number) => string;
  cartItemNotFound: string;
  productNotInCart: string;
  serviceNotInPackage: string;
  insuranceNotOffered: string;
  warrantyNotOffered: string;
  prolongWarrantyCodeInvalid: string;
  /** An issued code already in an order or held by another package. */
  prolongWarrantyCodeUsed: string;
  /** A prepaid code covers one device. */
  prolongWarrantyOnePiece: string;
  servicesNotOffered: string;
  buyoutNotFound: string;
  buyoutAlreadyUsed: string;
  buyoutNotAccepted: string;
  buyoutBonusExists: string;
  /** The insurance was repriced since it was chosen: the customer selects it again. */
  insurancePriceChanged: string;
  /** Name of a prolong-warranty voucher line. */
  prolongWarrantyName: (months: number, code: string) => string;
  /** The buyout bonus device label when the model is unknown. */
  buyoutDevice: string;
}

export const cartTexts: Record<ShopCode, CartTexts> = {
  cz: {
    productNotFound: 'Tento produkt už neprodáváme.',
    outOfStock: (stock, inCart) => {
      if (stock === 0) return 'Produkt už bohužel není skladem.';
      if (inCart === 0)
        return cs(
          'Skladem zbývá jen {stock, plural, one {# kus} few {# kusy} many {# kusu} other {# kusů}}.',
          { stock },
        );
      return cs(
        'Skladem zbývá jen {stock, plural, one {# kus} few {# kusy} many {# kusu} other {# kusů}} a\u00a0{inCart, plural, one {# kus} few {# kusy} many {# kusu} other {# kusů}} už máte v\u00a0košíku.',
        { stock, inCart },
      );
    },
    quantityLimit: (max) =>
      cs(
        'Jednoho produktu může být v\u00a0košíku nejvýše {max, plural, one {# kus} few {# kusy} many {# kusu} other {# kusů}}.',
        { max },
      ),
    cartItemNotFound: 'Tato položka už v\u00a0košíku není.',
    productNotInCart: 'Tento produkt v\u00a0košíku nemáte.',
    serviceNotInPackage: 'Tuto službu u\u00a0produktu nemáte.',
    insuranceNotOffered: 'Toto pojištění k\u00a0produktu nenabízíme.',
    warrantyNotOffered: 'Prodlouženou záruku na tuto dobu k\u00a0produktu nenabízíme.',
    prolongWarrantyCodeInvalid: 'Kód prodloužené záruky není platný. Má tvar PW-24-7K3Q.',
    prolongWarrantyCodeUsed: 'Tento kód prodloužené záruky už byl použit.',
    prolongWarrantyOnePiece: 'Kód prodloužené záruky platí pro jeden kus. Snižte počet kusů na 1.',
    servicesNotOffered: 'Ochranu displeje ani lepení k\u00a0tomuto produktu nenabízíme.',
    buyoutNotFound: 'Výkup s\u00a0tímto číslem a\u00a0e-mailem jsme nenašli.',
    buyoutAlreadyUsed: 'Tento výkup už byl jako bonus použit.',
    buyoutNotAccepted:
      'Bonus lze uplatnit až poté, co vykoupené zařízení převezmeme a\u00a0jeho výkup potvrdíme.',
    buyoutBonusExists: 'K\u00a0produktu už bonus za výkup máte. Nejdřív ho odeberte.',
    insurancePriceChanged: 'Cena pojištění se změnila, vyberte jej prosím znovu.',
    prolongWarrantyName: (months, code) =>
      cs(
        'Prodloužená záruka +{months, plural, one {# měsíc} few {# měsíce} many {# měsíce} other {# měsíců}} (předplacený kód {code})',
        {
          months,
          code,
        },
      ),
    buyoutDevice: 'Vykoupené zařízení',
  },
  ro: {
    productNotFound: 'Acest produs nu mai este disponibil la vânzare.',
    outOfStock: (stock, inCart) => {
      if (stock === 0) return 'Din păcate, produsul nu mai este în stoc.';
      if (inCart === 0)
        return ro(
          'Mai sunt în stoc doar {stock, plural, one {# bucată} few {# bucăți} other {# de bucăți}}.',
          { stock },
        );
      return ro(
        'Mai sunt în stoc doar {stock, plural, one {# bucată} few {# bucăți} other {# de bucăți}}, iar {inCart, plural, one {# bucată este} few {# bucăți sunt} other {# de bucăți sunt}} deja în coș.',
        { stock, inCart },
      );
    },
    quantityLimit: (max) =>
      ro(
        'Puteți avea în coș cel mult {max, plural, one {# bucată} few {# bucăți} other {# de bucăți}} din același produs.',
        { max },
      ),
    cartItemNotFound: 'Acest articol nu mai este în coș.',
    productNotInCart: 'Acest produs nu este în coș.',
    serviceNotInPackage: 'Acest serviciu nu este adăugat la produs.',
    insuranceNotOffered: 'Nu oferim această asigurare pentru produs.',
    warrantyNotOffered: 'Nu oferim garanție extinsă pe această perioadă pentru produs.',
    prolongWarrantyCodeInvalid: 'Codul de garanție extinsă nu este valid. Are forma PW-24-7K3Q.',
    prolongWarrantyCodeUsed: 'Acest cod de garanție extinsă a fost deja folosit.',
    prolongWarrantyOnePiece:
      'Codul de garanție extinsă este valabil pentru o singură bucată. Reduceți cantitatea la 1.',
    servicesNotOffered: 'Nu oferim protecția ecranului sau lipirea pentru acest produs.',
    buyoutNotFound: 'Nu am găsit nicio răscumpărare cu acest număr și această adresă de e-mail.',
    buyoutAlreadyUsed: 'Această răscumpărare a fost deja folosită ca bonus.',
    buyoutNotAccepted: 'Bonusul poate fi folosit după ce primim dispozitivul și confirmăm răscumpărarea.',
    buyoutBonusExists: 'Produsul are deja un bonus de răscumpărare. Eliminați-l mai întâi.',
    insurancePriceChanged: 'Prețul asigurării s-a schimbat. Vă rugăm să o selectați din nou.',
    prolongWarrantyName: (months, code) =>
      ro(
        'Garanție extinsă +{months, plural, one {# lună} few {# luni} other {# de luni}} (cod preplătit {code})',
        {
          months,
          code,
        },
      ),
    buyoutDevice: 'Dispozitiv răscumpărat',
  },
};
