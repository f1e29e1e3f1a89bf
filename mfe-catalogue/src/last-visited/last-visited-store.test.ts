import { LAST_VISITED_MAX, readLastVisited, recordVisit } from './last-visited-store.ts';

describe('last visited products', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, without duplicates, at most 4', () => {
    for (const seo of ['a', 'b', 'c', 'b', 'd', 'e']) recordVisit(seo);
    expect(readLastVisited()).toEqual(['e', 'd', 'b', 'c']);
    expect(LAST_VISITED_MAX).toBe(4);
  });

  it('survives garbage in the storage', () => {
    localStorage.setItem('shop:last-visited', '{oops');
    expect(readLastVisited()).toEqual([]);
    localStorage.setItem('shop:last-visited', JSON.stringify(['a', 7, null]));
    expect(readLastVisited()).toEqual(['a']);
  });
});
