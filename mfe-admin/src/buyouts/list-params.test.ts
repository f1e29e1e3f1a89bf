import { listSearch, readListParams } from './list-params.ts';

describe('buyout list parameters', () => {
  it('reads the page and the status from the URL', () => {
    expect(readListParams(new URLSearchParams('status=requoted&page=3'))).toEqual({
      page: 3,
      status: 'requoted',
    });
  });

  it('falls back to the first page of all buyouts for anything it cannot read', () => {
    for (const search of ['', 'page=0', 'page=-1', 'page=2.5', 'page=abc', 'page=10001', 'status=lost']) {
      expect(readListParams(new URLSearchParams(search))).toEqual({ page: 1, status: undefined });
    }
  });

  it('writes only what differs from the first page of all buyouts', () => {
    expect(listSearch({ page: 1 })).toBe('');
    expect(listSearch({ page: 2 })).toBe('?page=2');
    expect(listSearch({ page: 1, status: 'paid' })).toBe('?status=paid');
    expect(listSearch({ page: 4, status: 'paid' })).toBe('?status=paid&page=4');
  });
});
