import { buyoutPagePath, parseSelectionPath, selectionPath } from './buyout-paths.ts';

describe('buyout selection URLs', () => {
  it('builds the URL of a selection level by level, in the shop’s language', () => {
    expect(selectionPath('cz', {})).toBe('/vykup');
    expect(selectionPath('cz', { type: 'telefony', manufacturer: 'apple' })).toBe('/vykup/telefony/apple');
    expect(
      selectionPath('ro', {
        type: 'telefoane',
        manufacturer: 'apple',
        model: 'iphone-13',
        colour: 'midnight',
      }),
    ).toBe('/rascumparare/telefoane/apple/iphone-13/midnight');
  });

  it('stops at the first missing level', () => {
    expect(selectionPath('cz', { type: 'telefony', model: 'iphone-13' })).toBe('/vykup/telefony');
  });

  it('reads a selection back from a URL', () => {
    expect(parseSelectionPath('cz', '/vykup/telefony/apple/iphone-13/midnight')).toEqual({
      type: 'telefony',
      manufacturer: 'apple',
      model: 'iphone-13',
      colour: 'midnight',
    });
    expect(parseSelectionPath('cz', '/vykup/')).toEqual({});
    expect(parseSelectionPath('ro', '/rascumparare/tablete')).toEqual({ type: 'tablete' });
  });

  it('does not read the fixed pages or other areas as a selection', () => {
    expect(parseSelectionPath('cz', '/vykup/stav')).toEqual({});
    expect(parseSelectionPath('cz', '/vykupni/telefony')).toEqual({});
    expect(parseSelectionPath('ro', '/rascumparare/multumim/4')).toEqual({});
  });

  it('builds the fixed pages', () => {
    expect(buyoutPagePath('cz', 'thankYou', 12)).toBe('/vykup/dekujeme/12');
    expect(buyoutPagePath('ro', 'review', 12)).toBe('/rascumparare/rezumat/12');
    expect(buyoutPagePath('cz', 'tracking')).toBe('/vykup/stav');
  });

  it('builds and reads selections of the service area, whose fixed pages are not selections', () => {
    expect(selectionPath('cz', { type: 'telefony', manufacturer: 'apple' }, 'service')).toBe(
      '/servis/telefony/apple',
    );
    expect(
      selectionPath('ro', { type: 'telefoane', manufacturer: 'samsung', model: 'galaxy-s24' }, 'service'),
    ).toBe('/service/telefoane/samsung/galaxy-s24');
    expect(selectionPath('cz', {}, 'service')).toBe('/servis');
    expect(parseSelectionPath('cz', '/servis/telefony/apple/iphone-16/ultramarine', 'service')).toEqual({
      type: 'telefony',
      manufacturer: 'apple',
      model: 'iphone-16',
      colour: 'ultramarine',
    });
    expect(parseSelectionPath('ro', '/service/tablete', 'service')).toEqual({ type: 'tablete' });
    expect(parseSelectionPath('cz', '/servis/stav', 'service')).toEqual({});
    expect(parseSelectionPath('cz', '/servis/objednat', 'service')).toEqual({});
    expect(parseSelectionPath('ro', '/service/programare', 'service')).toEqual({});
    expect(parseSelectionPath('cz', '/vykup/telefony', 'service')).toEqual({});
    expect(parseSelectionPath('cz', '/servis/telefony', 'buyout')).toEqual({});
  });
});
