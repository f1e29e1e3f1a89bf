import { formatMoney, type Money, type ShopCode, shops } from 'shared-domain';

// The few sentences the bff writes itself for search engines, where staff wrote nothing: in the
// shop's language (Czech one-letter words are followed by a non-breaking space).

interface SeoTexts {
  home: string;
  homeDescription: (shop: string) => string;
  productDescription: (name: string, price: string, shop: string) => string;
  categoryDescription: (name: string, shop: string) => string;
  price: (price: string) => string;
  inStock: string;
  outOfStock: string;
  notFoundTitle: string;
  notFoundText: string;
  /** The not-found page's link home, as the shell's not-found page words it. */
  backHome: string;
}

const texts: Record<ShopCode, SeoTexts> = {
  cz: {
    home: 'Úvod',
    homeDescription: (shop) =>
      `${shop}: nové i\u00a0použité mobilní telefony, tablety, hodinky a\u00a0příslušenství, výkup a\u00a0servis.`,
    productDescription: (name, price, shop) => `${name} za ${price} v\u00a0obchodě ${shop}.`,
    categoryDescription: (name, shop) => `${name}: nabídka obchodu ${shop}, nové i\u00a0použité kusy.`,
    price: (price) => `Cena: ${price}`,
    inStock: 'Skladem',
    outOfStock: 'Není skladem',
    notFoundTitle: 'Stránka nenalezena',
    notFoundText: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
    backHome: 'Zpět na úvodní stránku',
  },
  ro: {
    home: 'Acasă',
    homeDescription: (shop) =>
      `${shop}: telefoane mobile, tablete, ceasuri și accesorii noi și second-hand, răscumpărare și service.`,
    productDescription: (name, price, shop) => `${name} la ${price} în magazinul ${shop}.`,
    categoryDescription: (name, shop) => `${name}: oferta magazinului ${shop}, produse noi și second-hand.`,
    price: (price) => `Preț: ${price}`,
    inStock: 'În stoc',
    outOfStock: 'Stoc epuizat',
    notFoundTitle: 'Pagina nu a fost găsită',
    notFoundText: 'Pagina pe care o căutați nu există sau a fost mutată.',
    backHome: 'Înapoi la pagina principală',
  },
};

export function seoTexts(shop: ShopCode): SeoTexts {
  return texts[shop];
}

export function priceText(shop: ShopCode, price: Money): string {
  return formatMoney(price, shops[shop].locale);
}

/** "Name | Shop": the shop's name after every page title. */
export function pageTitle(shop: ShopCode, name: string): string {
  return `${name} | ${shops[shop].title}`;
}
