import { SEARCH_MIN_CHARS, searchTermSchema, validateSearchTerm } from './search-term.ts';

describe('validateSearchTerm', () => {
  it('needs at least two characters by default', () => {
    expect(SEARCH_MIN_CHARS).toBe(2);
    expect(validateSearchTerm('ip')).toBeNull();
    expect(validateSearchTerm('i')).toBe('searchMinLength');
    expect(validateSearchTerm(' i ')).toBe('searchMinLength');
  });

  it('rejects an empty search too', () => {
    expect(validateSearchTerm('')).toBe('searchMinLength');
  });

  it('takes another minimum where a screen asks for one', () => {
    expect(validateSearchTerm('abc', 4)).toBe('searchMinLength');
    expect(validateSearchTerm('abcd', 4)).toBeNull();
  });
});

describe('searchTermSchema', () => {
  it('trims and carries {numChars}', () => {
    expect(searchTermSchema().parse(' iphone ')).toBe('iphone');
    expect(searchTermSchema(3).safeParse('ab').error?.issues[0]).toMatchObject({
      message: 'searchMinLength',
      params: { numChars: 3 },
    });
  });
});
