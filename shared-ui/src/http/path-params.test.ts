import { fillPathParams } from './path-params.ts';

describe('fillPathParams', () => {
  it('substitutes every {name} placeholder, encoded', () => {
    expect(
      fillPathParams('/api/new/product-reviews/admin/update/{pk}/{slug}/', { pk: 42, slug: 'a b/č' }),
    ).toBe('/api/new/product-reviews/admin/update/42/a%20b%2F%C4%8D/');
  });

  it('leaves paths without placeholders alone', () => {
    expect(fillPathParams('/api/new/cart/count')).toBe('/api/new/cart/count');
  });

  it('throws when a parameter is missing', () => {
    expect(() => fillPathParams('/api/new/x/{meta_master_id}/', {})).toThrow(
      'Missing path parameter "meta_master_id" for /api/new/x/{meta_master_id}/',
    );
  });

  it('keeps 0 as a valid value', () => {
    expect(fillPathParams('/page/{n}', { n: 0 })).toBe('/page/0');
  });
});
