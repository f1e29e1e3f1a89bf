import type { SelectedChoices } from 'shared-domain';
import { choicesRequestFor } from './device-selector-api.ts';
import { type DeviceSelectorSeed, seededChoices, selectionKey, withChoice } from './selection.ts';

const phones = { id: 1, name: 'Telefony', seo_name: 'telefony' };
const apple = { id: 10, name: 'Apple', seo_name: 'apple' };
const iphone = { id: 100, name: 'iPhone 13', seo_name: 'iphone-13' };
const midnight = { id: 1000, name: 'Půlnoční', seo_name: 'midnight' };
const full: SelectedChoices = {
  product_type: phones,
  manufacturer: apple,
  product_model: iphone,
  product_color: midnight,
};
const nothing: SelectedChoices = {
  product_type: null,
  manufacturer: null,
  product_model: null,
  product_color: null,
};

describe('device selection helpers', () => {
  it('withChoice unselects every later level', () => {
    expect(withChoice(full, 'manufacturer', { ...apple, id: 11 })).toEqual({
      product_type: phones,
      manufacturer: { ...apple, id: 11 },
      product_model: null,
      product_color: null,
    });
    expect(withChoice(full, 'product_type', null)).toEqual(nothing);
  });

  it('selectionKey compares selections by ids', () => {
    expect(selectionKey(full)).toBe('1/10/100/1000');
    expect(selectionKey({ ...full, product_type: { ...phones } })).toBe(selectionKey(full));
    expect(selectionKey(nothing)).toBe('///');
  });

  it('builds each level’s request from the ids it needs, or none before the previous level', () => {
    expect(choicesRequestFor('buyout', 'product_type', nothing)).toEqual({
      scope: 'buyout',
      level: 'product_type',
    });
    expect(choicesRequestFor('buyout', 'manufacturer', nothing)).toBeNull();
    expect(choicesRequestFor('service', 'product_model', full)).toEqual({
      scope: 'service',
      level: 'product_model',
      type: 1,
      manufacturer: 10,
    });
    expect(choicesRequestFor('buyout', 'product_color', full)).toEqual({
      scope: 'buyout',
      level: 'product_color',
      model: 100,
    });
  });

  it('uses a seeded list only while the levels before it are chosen as in the seed', () => {
    const seed: DeviceSelectorSeed = {
      selected_choices: { ...full, product_color: null },
      choices: {
        product_type: [phones],
        manufacturer: [apple],
        product_model: [iphone],
        product_color: [midnight],
      },
    };
    expect(seededChoices(seed, 'product_type', nothing)).toEqual([phones]);
    expect(seededChoices(seed, 'product_color', full)).toEqual([midnight]);
    expect(
      seededChoices(seed, 'product_color', { ...full, product_model: { ...iphone, id: 101 } }),
    ).toBeUndefined();
    expect(seededChoices(seed, 'manufacturer', nothing)).toBeUndefined();
    expect(seededChoices(undefined, 'product_type', nothing)).toBeUndefined();
  });
});
