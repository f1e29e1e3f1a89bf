import { canAdd, compareSearch, readCompareState, withoutProduct, withProduct } from './compare-url.ts';

const read = (search: string, shop: 'cz' | 'ro' = 'cz') =>
  readCompareState(shop, new URLSearchParams(search));

describe('comparison URL state', () => {
  it('reads the products in their order and the only-differences switch', () => {
    expect(read('p=apple-iphone-15,samsung-galaxy-s24&rozdily=1')).toEqual({
      seoNames: ['apple-iphone-15', 'samsung-galaxy-s24'],
      onlyDifferences: true,
    });
    expect(read('p=a,b&diferente=1', 'ro')).toEqual({ seoNames: ['a', 'b'], onlyDifferences: true });
    expect(read('')).toEqual({ seoNames: [], onlyDifferences: false });
  });

  it('drops malformed and repeated names and keeps at most four', () => {
    expect(read('p=a,Bad Name,a,,b,c,d,e').seoNames).toEqual(['a', 'b', 'c', 'd']);
  });

  it('writes a link that reads back the same, commas kept readable', () => {
    const state = { seoNames: ['apple-iphone-15', 'google-pixel-9'], onlyDifferences: true };
    const search = compareSearch('cz', state);
    expect(search).toBe('p=apple-iphone-15,google-pixel-9&rozdily=1');
    expect(read(search)).toEqual(state);
    expect(compareSearch('cz', { seoNames: [], onlyDifferences: false })).toBe('');
  });

  it('adds at the end up to four distinct products and removes one', () => {
    let state = read('p=a,b,c');
    expect(withProduct(state, 'b')).toBe(state);
    state = withProduct(state, 'd');
    expect(state.seoNames).toEqual(['a', 'b', 'c', 'd']);
    expect(canAdd(state)).toBe(false);
    expect(withProduct(state, 'e')).toBe(state);
    expect(withoutProduct(state, 'b').seoNames).toEqual(['a', 'c', 'd']);
  });
});
