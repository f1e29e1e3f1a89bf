import { areaPaths, type ShopCode } from 'shared-domain';

// Pages inside the admin area, in the shop's language (the area itself is /admin in both shops).
// Routes and links are built from here, so a path is written once.
export const adminPages = {
  cz: {
    orders: 'objednavky',
    buyouts: 'vykupy',
    categories: 'kategorie',
    products: 'produkty',
    newProduct: 'novy',
    attributes: 'atributy',
    metaMasters: 'meta-mastery',
    bonuses: 'bonusy',
    chargers: 'nabijecky',
    imports: 'importy',
    tasks: 'ulohy',
    repairs: 'opravy',
    reviews: 'recenze',
    installments: 'splatky',
    discounts: 'slevy',
    newDiscount: 'nova',
    inbox: 'schranka',
    subscribers: 'odberatele',
    contentPages: 'stranky',
    contentMenus: 'menu',
    articles: 'clanky',
    newArticle: 'novy',
    stores: 'prodejny',
  },
  ro: {
    orders: 'comenzi',
    buyouts: 'rascumparari',
    categories: 'categorii',
    products: 'produse',
    newProduct: 'nou',
    attributes: 'atribute',
    metaMasters: 'meta-mastere',
    bonuses: 'bonusuri',
    chargers: 'incarcatoare',
    imports: 'importuri',
    tasks: 'sarcini',
    repairs: 'reparatii',
    reviews: 'recenzii',
    installments: 'rate',
    discounts: 'reduceri',
    newDiscount: 'noua',
    inbox: 'mesaje',
    subscribers: 'abonati',
    contentPages: 'pagini',
    contentMenus: 'meniuri',
    articles: 'articole',
    newArticle: 'nou',
    stores: 'magazine',
  },
} as const satisfies Record<ShopCode, Record<string, string>>;

export type AdminPage = keyof (typeof adminPages)['cz'];

/** The path of an admin page, e.g. adminPath('cz', 'categories') → /admin/kategorie. */
export function adminPath(shop: ShopCode, page: AdminPage): string {
  return `${areaPaths[shop].admin}/${adminPages[shop][page]}`;
}

/** The path of one entity under an admin page, e.g. a product's detail. */
export function adminEntityPath(shop: ShopCode, page: AdminPage, id: number | string): string {
  return `${adminPath(shop, page)}/${encodeURIComponent(String(id))}`;
}

export function adminBuyoutsPath(shop: ShopCode): string {
  return adminPath(shop, 'buyouts');
}

export function adminBuyoutPath(shop: ShopCode, id: number | string): string {
  return adminEntityPath(shop, 'buyouts', id);
}
