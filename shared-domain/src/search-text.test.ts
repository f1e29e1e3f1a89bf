import { normalizeSearchText, searchTokens } from './search-text.ts';

describe('normalizeSearchText', () => {
  it('drops Czech diacritics and case', () => {
    expect(normalizeSearchText('Černá ŽLUŤOUČKÝ kůň')).toBe('cerna zlutoucky kun');
    expect(normalizeSearchText('Apple iPhone 15 128 GB, Temně inkoustová')).toBe(
      'apple iphone 15 128 gb temne inkoustova',
    );
  });

  it('drops Romanian diacritics, comma-below and cedilla forms alike', () => {
    expect(normalizeSearchText('Roșu Țară Mâine Înapoi Ăla')).toBe('rosu tara maine inapoi ala');
    expect(normalizeSearchText('Roşu Ţară')).toBe('rosu tara');
  });

  it('turns punctuation into single spaces', () => {
    expect(normalizeSearchText('  Galaxy Tab A9+ / MS100001 ')).toBe('galaxy tab a9 ms100001');
    expect(normalizeSearchText('Łódź straße')).toBe('lodz strasse');
  });
});

describe('searchTokens', () => {
  it('splits into unique normalized words', () => {
    expect(searchTokens('iPhone  černá iphone')).toEqual(['iphone', 'cerna']);
    expect(searchTokens(' -- ')).toEqual([]);
  });
});
