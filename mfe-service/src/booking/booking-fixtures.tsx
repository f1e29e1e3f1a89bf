import type {
  CurrencyCode,
  ServiceCentres,
  ServiceOperation,
  ServiceSelectorData,
  ShopCode,
} from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';

// Test data of the booking and status pages, shaped like the api answers them.

function ServiceRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

/** The remote's routes at `url` in the shop's language, as a customer opens them. */
export function renderService(url: string, shop: ShopCode = 'cz') {
  return renderWithProviders(<ServiceRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [url],
  });
}

function operation(id: number, name: string, amount: number, currency: CurrencyCode): ServiceOperation {
  return {
    id,
    code: `op-${id}`,
    kind: id === 11 ? 'display' : id === 12 ? 'battery' : 'diagnosis',
    name,
    description: `${name} – popis`,
    price: { amount, currency },
    duration_minutes: 60,
    parts_availability: 'in_stock',
    parts_days: null,
  };
}

export function productData(currency: CurrencyCode = 'CZK'): ServiceSelectorData {
  const choice = (id: number, name: string) => ({
    id,
    name,
    seo_name: name.toLowerCase().replace(/ /g, '-'),
  });
  return {
    selected_choices: {
      product_type: choice(1, 'Mobilní telefony'),
      manufacturer: choice(2, 'Apple'),
      product_model: choice(3, 'iPhone 16'),
      product_color: null,
    },
    choices: {
      product_type: [choice(1, 'Mobilní telefony')],
      manufacturer: [choice(2, 'Apple')],
      product_model: [choice(3, 'iPhone 16')],
      product_color: [choice(7, 'Černá'), choice(8, 'Bílá')],
    },
    operations: {
      url: '/servis/mobilni-telefony/apple/iphone-16',
      device: { model_id: 3, colour_id: null, name: 'Apple iPhone 16', colour: null },
      operations: [
        operation(11, 'Výměna displeje', 549_000, currency),
        operation(12, 'Výměna baterie', 199_000, currency),
        operation(13, 'Diagnostika', 49_000, currency),
      ],
    },
    url: '/servis/mobilni-telefony/apple/iphone-16',
  };
}

// Windows as the api sends them: with the shop's offset (Prague is UTC+2 in June).
export const slotA = { from: '2026-06-01T08:30:00+02:00', to: '2026-06-01T10:30:00+02:00' };
export const slotB = { from: '2026-06-01T12:30:00+02:00', to: '2026-06-01T14:30:00+02:00' };

export const centres: ServiceCentres = {
  centres: [
    {
      id: 5,
      name: 'Servisní centrum Praha – Vinohrady',
      street: 'Vinohradská 12',
      city: 'Praha',
      postcode: '120 00',
      openingHours: [],
      timeslots: [slotA, slotB],
    },
    {
      id: 6,
      name: 'Servisní centrum Ostrava',
      street: 'Českobratrská 2227/9',
      city: 'Ostrava',
      postcode: '702 00',
      openingHours: [],
      timeslots: [],
    },
  ],
};

/** A valid IMEI (Luhn) and one with a wrong check digit. */
export const validImei = '490154203237518';
export const badImei = '490154203237519';
