import { categoryCreateSchema, categoryMoveSchema, validateSeoName } from './admin-catalogue.ts';

describe('category admin contract', () => {
  it('takes SEO names of lowercase letters without accents, digits and single hyphens', () => {
    for (const good of ['telefony', 'chytre-hodinky', 'iphone-16-pro', 'a1'])
      expect(validateSeoName(good)).toBeNull();
    for (const bad of ['Telefony', 'chytré-hodinky', '-telefony', 'telefony-', 'a--b', 'a b', 'a_b', ''])
      expect(validateSeoName(bad)).toBe('seoName');
  });

  it('gives a new category the defaults: shown, not filterable, no links', () => {
    expect(categoryCreateSchema.parse({ name: ' Drony ', seoName: 'drony' })).toEqual({
      name: 'Drony',
      seoName: 'drony',
      parentId: null,
      forDisplay: true,
      filterable: false,
      forBuyout: false,
      forService: false,
      manufacturerIds: [],
      photoUploadId: null,
      typeDevice: null,
    });
  });

  it('moves to a root (null target) or under a category, at a position from 0', () => {
    expect(categoryMoveSchema.safeParse({ target: null, position: 0 }).success).toBe(true);
    expect(categoryMoveSchema.safeParse({ target: 5, position: -1 }).success).toBe(false);
    expect(categoryMoveSchema.safeParse({ target: 0, position: 0 }).success).toBe(false);
  });
});
