import { loginPathFor, safeNextPath } from './safe-next.ts';

describe('safeNextPath', () => {
  it('keeps a local path with its query and fragment', () => {
    expect(safeNextPath('/admin', '/ucet', '/prihlaseni')).toBe('/admin');
    expect(safeNextPath('/telefony?page=2#top', '/ucet', '/prihlaseni')).toBe('/telefony?page=2#top');
  });

  it.each([
    null,
    '',
    'admin',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/prihlaseni',
    '/prihlaseni/registrace',
  ])('falls back for %p', (next) => {
    expect(safeNextPath(next, '/ucet', '/prihlaseni')).toBe('/ucet');
  });

  it('builds the login link that comes back', () => {
    expect(loginPathFor('/prihlaseni', '/admin')).toBe('/prihlaseni?next=%2Fadmin');
  });
});
