import type { ShopCode } from './shop.ts';

// Stable, localized URLs of every area. Fronts build links from here and the bff builds the remote
// registry's mount prefixes from here, so a path is written exactly once.
export const areaPaths = {
  cz: {
    home: '/',
    cart: '/kosik',
    checkout: '/objednavka',
    buyout: '/vykup',
    service: '/servis',
    account: '/ucet',
    login: '/prihlaseni',
    admin: '/admin',
    warehouse: '/sklad',
  },
  ro: {
    home: '/',
    cart: '/cos',
    checkout: '/comanda',
    buyout: '/rascumparare',
    service: '/service',
    account: '/cont',
    login: '/autentificare',
    admin: '/admin',
    warehouse: '/depozit',
  },
} as const satisfies Record<ShopCode, Record<string, string>>;

export type Area = keyof (typeof areaPaths)['cz'];

export function pathOf(shop: ShopCode, area: Area): string {
  return areaPaths[shop][area];
}
