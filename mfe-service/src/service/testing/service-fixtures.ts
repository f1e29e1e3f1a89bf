import type {
  CurrencyCode,
  SelectedChoices,
  SelectorChoice,
  ServiceOperation,
  ServiceOperationKind,
} from 'shared-domain';

// A small catalogue for the service start page tests: phones of two makers, colours, and the
// operations of each model (the iPhone has 9, so "show more" matters; the Galaxy 8).

export const phones = { id: 1, name: 'Telefony', seo_name: 'telefony' };
export const apple = { id: 10, name: 'Apple', seo_name: 'apple' };
export const samsung = { id: 11, name: 'Samsung', seo_name: 'samsung' };
export const iphone16 = { id: 100, name: 'iPhone 16', seo_name: 'iphone-16' };
export const galaxyS25 = { id: 110, name: 'Galaxy S25', seo_name: 'galaxy-s25' };
export const black = { id: 1000, name: 'Černá', seo_name: 'cerna', hex: '#111111' };
export const white = { id: 1001, name: 'Bílá', seo_name: 'bila', hex: '#f5f5f5' };
export const navy = { id: 1100, name: 'Modrá', seo_name: 'modra', hex: '#1b2a4a' };

export const catalogue = {
  product_type: [phones],
  manufacturer: { [phones.id]: [apple, samsung] } as Record<number, SelectorChoice[]>,
  product_model: {
    [`${phones.id}/${apple.id}`]: [iphone16],
    [`${phones.id}/${samsung.id}`]: [galaxyS25],
  } as Record<string, SelectorChoice[]>,
  product_color: { [iphone16.id]: [black, white], [galaxyS25.id]: [navy] } as Record<
    number,
    SelectorChoice[]
  >,
};

export const deviceNames: Record<number, string> = {
  [iphone16.id]: 'Apple iPhone 16',
  [galaxyS25.id]: 'Samsung Galaxy S25',
};

export const nothingSelected: SelectedChoices = {
  product_type: null,
  manufacturer: null,
  product_model: null,
  product_color: null,
};

type Row = [
  ServiceOperationKind,
  string,
  number,
  number,
  ServiceOperation['parts_availability'],
  number | null,
];
// kind, name, price in whole crowns, minutes, parts, days
const rows: Row[] = [
  ['display', 'Výměna displeje', 6490, 90, 'in_stock', null],
  ['battery', 'Výměna baterie', 1790, 45, 'in_stock', null],
  ['back_glass', 'Výměna zadního skla', 2990, 120, 'within_days', 3],
  ['charging_port', 'Oprava nabíjecího konektoru', 1490, 60, 'in_stock', null],
  ['rear_camera', 'Výměna zadní kamery', 3490, 60, 'within_days', 1],
  ['front_camera', 'Výměna přední kamery', 1990, 60, 'on_request', null],
  ['speaker', 'Výměna reproduktoru', 990, 45, 'in_stock', null],
  ['software', 'Obnova softwaru', 590, 30, 'in_stock', null],
  ['diagnosis', 'Diagnostika', 290, 240, 'in_stock', null],
];

/** The operations of a model: 9 for the iPhone, 8 for the Galaxy; ids are unique per model. */
export function operationsOf(modelId: number, currency: CurrencyCode): ServiceOperation[] {
  const count = modelId === iphone16.id ? 9 : 8;
  // Romanian lei are about a fifth of a crown.
  const rate = currency === 'CZK' ? 1 : 0.2;
  return rows.slice(0, count).map(([kind, name, price, minutes, parts, days], index) => ({
    id: modelId * 10 + index + 1,
    code: `${kind}-${modelId}`,
    kind,
    name,
    description: `${name} originálními díly včetně kontroly funkcí.`,
    price: { amount: Math.round(price * rate) * 100, currency },
    duration_minutes: minutes,
    parts_availability: parts,
    parts_days: days,
  }));
}
