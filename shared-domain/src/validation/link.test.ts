import { linkSchema, validateLink } from './link.ts';

describe('validateLink', () => {
  it('accepts http and https links to named hosts', () => {
    for (const value of [
      'https://example.cz',
      'http://www.example.ro/',
      'https://shop.example.cz/telefony?page=2#top',
      'https://example.cz:8443/a/b',
      'HTTPS://EXAMPLE.CZ',
      'https://příklad.cz/cesta',
      'https://xn--pklad-zsa96e.cz',
    ]) {
      expect(validateLink(value)).toBeNull();
    }
  });

  it('rejects other protocols, bare hosts and broken links', () => {
    for (const value of [
      'example.cz',
      'www.example.cz',
      'ftp://example.cz',
      'javascript:alert(1)',
      'http://localhost',
      'https://example',
      'https://exa mple.cz',
      'https://-example.cz',
      'https://example.cz:port',
      'https://example.c',
      'https://',
      'mailto:jana@example.cz',
    ]) {
      expect(validateLink(value)).toBe('link');
    }
  });

  it('leaves empty input to the required rule', () => {
    expect(validateLink('')).toBeNull();
  });

  it('the schema reports the link code', () => {
    expect(linkSchema.parse(' https://example.cz ')).toBe('https://example.cz');
    expect(linkSchema.safeParse('example.cz').error?.issues.map((issue) => issue.message)).toEqual(['link']);
  });
});
