import { applyAuth, base64Utf8 } from './auth.ts';

describe('applyAuth', () => {
  it('sets a bearer token', () => {
    const headers = new Headers();
    applyAuth({ type: 'bearer', token: 'abc.def' }, headers, {});
    expect(headers.get('Authorization')).toBe('Bearer abc.def');
  });

  it('sets basic credentials as base64 of user:password', () => {
    const headers = new Headers();
    applyAuth({ type: 'basic', username: 'jana', password: 'Demo-2026!' }, headers, {});
    expect(headers.get('Authorization')).toBe('Basic amFuYTpEZW1vLTIwMjYh');
  });

  it('encodes non-Latin-1 credentials as UTF-8', () => {
    expect(base64Utf8('žluťoučký:ș')).toBe('xb5sdcWlb3XEjWvDvTrImQ==');
  });

  it('sets a named header', () => {
    const headers = new Headers();
    applyAuth({ type: 'header', name: 'X-Api-Key', value: 'k1' }, headers, {});
    expect(headers.get('X-Api-Key')).toBe('k1');
  });

  it('adds a query parameter without touching headers', () => {
    const headers = new Headers();
    expect(applyAuth({ type: 'query', name: 'api_key', value: 'k2' }, headers, { page: 2 })).toEqual({
      page: 2,
      api_key: 'k2',
    });
    expect([...headers.keys()]).toEqual([]);
  });

  it('appends a cookie to an existing Cookie header', () => {
    const headers = new Headers({ Cookie: 'lang=cs' });
    applyAuth({ type: 'cookie', name: 'sid', value: 'a b' }, headers, {});
    expect(headers.get('Cookie')).toBe('lang=cs; sid=a%20b');
  });

  it('does nothing without auth', () => {
    const headers = new Headers();
    expect(applyAuth(undefined, headers, { a: 1 })).toEqual({ a: 1 });
    expect(headers.has('Authorization')).toBe(false);
  });
});
