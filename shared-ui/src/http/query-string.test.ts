import { appendQuery, toQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('serialises arrays as repeated keys and skips undefined and null', () => {
    expect(toQueryString({ id: [1, 2, null, 3], q: 'iphone 15', empty: undefined, none: null })).toBe(
      'id=1&id=2&id=3&q=iphone+15',
    );
  });

  it('writes dates as ISO strings and booleans as words', () => {
    const since = new Date(Date.UTC(2026, 2, 5, 10, 30));
    expect(toQueryString({ since, used: true, new: false })).toBe(
      'since=2026-03-05T10%3A30%3A00.000Z&used=true&new=false',
    );
  });

  it('encodes reserved characters and diacritics', () => {
    expect(toQueryString({ q: 'a&b=c/ž' })).toBe('q=a%26b%3Dc%2F%C5%BE');
  });

  it('returns an empty string when nothing is left', () => {
    expect(toQueryString({ a: undefined, b: [] })).toBe('');
    expect(toQueryString(undefined)).toBe('');
  });

  it('appends to a path that already has a query', () => {
    expect(appendQuery('/x?a=1', { b: 2 })).toBe('/x?a=1&b=2');
    expect(appendQuery('/x', { b: 2 })).toBe('/x?b=2');
    expect(appendQuery('/x', {})).toBe('/x');
  });
});
