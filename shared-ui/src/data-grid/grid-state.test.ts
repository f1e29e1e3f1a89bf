import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gridQueryOf, patchGridState, readGridState, writeGridState } from './grid-state.ts';

const options = { filterKeys: ['brand', 'q'], defaultSort: 'name', pageSize: 50 };

describe('the grid state in the URL', () => {
  it('falls back to the defaults for anything malformed', () => {
    const state = readGridState(new URLSearchParams('page=-3&pageSize=abc&hide=,,ean&brand='), options);
    expect(state).toEqual({ page: 1, pageSize: 50, sort: 'name', filters: {}, hidden: ['ean'] });
    expect(readGridState(new URLSearchParams('pageSize=100000'), options).pageSize).toBe(200);
  });

  it('leaves defaults out of the URL and keeps keys that are not the grid’s', () => {
    const state = patchGridState(readGridState(new URLSearchParams('tab=2&page=4'), options), {
      filters: { brand: 'apple', q: '' },
    });
    expect(writeGridState(new URLSearchParams('tab=2&page=4'), state, options).toString()).toBe(
      'tab=2&brand=apple',
    );
    expect(gridQueryOf(state)).toEqual({ page: 1, pageSize: 50, sort: 'name', brand: 'apple' });
  });

  it('keeps the page when only the hidden columns change', () => {
    const state = readGridState(new URLSearchParams('page=4'), options);
    expect(patchGridState(state, { hidden: ['ean'] }).page).toBe(4);
  });

  it('is not part of the storefront’s boot entry', () => {
    const mainEntry = readFileSync(join(__dirname, '..', 'index.ts'), 'utf8');
    expect(mainEntry).not.toMatch(/data-grid|@tanstack/);
  });
});
