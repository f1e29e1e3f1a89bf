import type { Menu } from 'shared-domain';

/** Megamenu answers shaped like the api's, for the msw handlers of the tests. */
export const czMenu: Menu = {
  types: [
    {
      id: 1,
      name: 'Mobilní telefony',
      seoName: 'telefony',
      url: '/telefony',
      productCount: 42,
      photoUploadId: null,
      brands: [
        { name: 'Apple', seoName: 'apple', url: '/telefony?brand=apple', productCount: 30 },
        { name: 'Samsung', seoName: 'samsung', url: '/telefony?brand=samsung', productCount: 12 },
      ],
    },
    {
      id: 2,
      name: 'Tablety',
      seoName: 'tablety',
      url: '/tablety',
      productCount: 5,
      photoUploadId: null,
      brands: [{ name: 'Apple', seoName: 'apple', url: '/tablety?brand=apple', productCount: 5 }],
    },
  ],
  links: [{ label: 'Výhodné telefony', link: '/info/vyhodne-telefony' }],
};

export const roMenu: Menu = {
  types: [
    {
      id: 1,
      name: 'Telefoane mobile',
      seoName: 'telefoane',
      url: '/telefoane',
      productCount: 42,
      photoUploadId: null,
      brands: [{ name: 'Apple', seoName: 'apple', url: '/telefoane?brand=apple', productCount: 1042 }],
    },
  ],
  links: [],
};

/** matchMedia as a browser of the given width answers it (jsdom has none). */
export function mockViewport(width: number): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query);
      return {
        matches: max ? width <= Number(max[1]) : false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      };
    },
  });
}
