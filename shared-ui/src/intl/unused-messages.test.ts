import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoUnusedMessages } from './expect-no-unused-messages.ts';
import { findUnusedMessages } from './unused-messages.ts';

describe('finding message ids no source uses', () => {
  let dir: string;

  function write(file: string, text: string): void {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'unused-messages-'));
  });

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('counts a quoted id, in single or double quotes, as used', () => {
    write('page.tsx', `intl.formatMessage({ id: 'shop.title' }); <Field labelId="shop.email" />`);
    expect(findUnusedMessages(['shop.title', 'shop.email', 'shop.gone'], [dir])).toEqual(['shop.gone']);
  });

  it('counts every id a template literal can build as used, a nested template too', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template literal
    write('status.tsx', 'intl.formatMessage({ id: `shop.status.${status}` });');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test holds a template literal
    write('form.tsx', 'const text = `${t(`shop.field.${name}`)}: ${message}`;');
    expect(
      findUnusedMessages(['shop.status.open', 'shop.status.closed', 'shop.field.email', 'shop.other'], [dir]),
    ).toEqual(['shop.other']);
  });

  it('does not count the catalogues that define ids, nor tests, as uses', () => {
    write('messages/cs-CZ.ts', `export default { 'shop.title': 'Obchod' };`);
    write('parts/grid-messages.ts', `export const grid = { 'shop.grid': 'Mřížka' };`);
    write('page.test.tsx', `expect(text).toBe(intl.formatMessage({ id: 'shop.title' }));`);
    expect(findUnusedMessages(['shop.title', 'shop.grid'], [dir])).toEqual(['shop.title', 'shop.grid']);
  });

  it('keeps ids another package uses when the reason is written down', () => {
    write('page.tsx', '');
    const usedElsewhere = [{ ids: /^error\./, reason: 'shown by useApiErrorMessage for the api code' }];
    expect(findUnusedMessages(['error.locked', 'shop.gone'], [dir], usedElsewhere)).toEqual(['shop.gone']);
  });

  it('fails the catalogue test with every unused id listed', () => {
    write('page.tsx', `intl.formatMessage({ id: 'shop.title' });`);
    expect(() => expectNoUnusedMessages({ 'shop.title': 'Obchod', 'shop.gone': 'Pryč' }, [dir])).toThrow(
      /shop\.gone/,
    );
  });
});
