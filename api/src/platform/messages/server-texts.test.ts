import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, test } from 'node:test';
import IntlMessageFormat from 'intl-messageformat';
import { accountTexts } from '../../accounts/account-texts.ts';
import { profileTexts } from '../../accounts/profile-texts.ts';
import { cartTexts } from '../../cart/cart-texts.ts';
import { ELEMENT, formatServerMessage } from './server-message.ts';

// Server texts are ICU messages: a count is written through `plural`, so no message puts a bare
// number before a noun ("20 adrese", "24 luni"). These tests read every server catalogue.

const apiSrc = join(import.meta.dirname, '..', '..');
const repoRoot = join(apiSrc, '..', '..');

/** Named *-texts.ts but not messages: the words a product search matches. */
const notCatalogues = new Set(['browse-search-texts.ts']);

/** The server's catalogues: each component's *-texts.ts, the platform's messages, the error words. */
function catalogueFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/-texts\.ts$/.test(entry.name) && !notCatalogues.has(entry.name)) files.push(path);
    }
  };
  walk(apiSrc);
  files.push(join(repoRoot, 'shared-domain', 'src', 'api-error-messages.ts'));
  return files;
}

/** The single-quoted string literals of a source file, unescaped. */
function literalsOf(source: string): string[] {
  const withoutComments = source.replace(/^\s*\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/'((?:[^'\\\n]|\\.)*)'/g)].map(
    (match) => JSON.parse(`"${match[1].replace(/"/g, '\\"').replace(/\\'/g, "'")}"`) as string,
  );
}

interface Element {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
}

/** After a number a unit may follow ("15 %", "3 000 Kč"), never a word that inflects with it. */
const UNIT = /^[\s\u00a0]*(Kč|Lei|GB|TB|MB|mAh|ks\b|buc\.)/u;
const WORD = /^[\s\u00a0]+\p{L}/u;

/** Problems of one ICU message: a number before a word outside a plural, a plural missing a form. */
export function countProblems(message: string): string[] {
  let ast: Element[];
  try {
    ast = new IntlMessageFormat(message, 'cs-CZ', undefined, { ignoreTag: true }).getAst() as Element[];
  } catch {
    return [];
  }
  const problems: string[] = [];
  const visit = (elements: Element[]) => {
    elements.forEach((element, index) => {
      const next = elements[index + 1];
      const after = next?.type === ELEMENT.literal ? (next.value ?? '') : '';
      if (element.type === ELEMENT.number && WORD.test(after) && !UNIT.test(after))
        problems.push(`{${element.value}, number} before "${after.trim().split(/\s/)[0]}" without plural`);
      if (element.type === ELEMENT.plural) {
        const forms = Object.keys(element.options ?? {});
        for (const form of ['one', 'few', 'other'])
          if (!forms.includes(form)) problems.push(`{${element.value}, plural} lacks "${form}"`);
      }
      for (const option of Object.values(element.options ?? {})) visit(option.value);
    });
  };
  visit(ast);
  return problems;
}

describe('server texts', () => {
  test('write every message with values as ICU, not a string template', () => {
    const templated = catalogueFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${relative(repoRoot, file)}:${index + 1}` }))
        // Text around an interpolation ("… ${max} adres"); a type such as `ui.apiError.${code}` has none.
        .filter(
          ({ line }) =>
            /`[^`]*(\p{L}[\s\u00a0]+\$\{|\}[\s\u00a0]+\p{L})[^`]*`/u.test(line) && !/^\s*\/\//.test(line),
        )
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    assert.deepEqual(templated, []);
  });

  test('put no number before a noun without a plural, and give each plural its forms', () => {
    const files = catalogueFiles();
    const problems = files.flatMap((file) =>
      literalsOf(readFileSync(file, 'utf8'))
        .filter((literal) => literal.includes('{'))
        .flatMap((literal) =>
          countProblems(literal).map((problem) => `${relative(repoRoot, file)}: ${problem}`),
        ),
    );
    assert.ok(files.length >= 12, `catalogues found: ${files.length}`);
    assert.deepEqual(problems, []);
  });

  test('keep a non-breaking space after the Czech one-letter words (docs/glossary.md)', () => {
    const loose = /(^|[\s(„])([vkszouaiVKSZOUAI]) (?=\S)/;
    const problems = catalogueFiles().flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      // Each catalogue lists the Czech shop first; the Romanian part starts at its key.
      const romanian = source.search(/\n\s+(ro|'ro-RO'): \{/);
      const czech = romanian < 0 ? '' : source.slice(0, romanian);
      return literalsOf(czech)
        .filter((literal) => loose.test(literal))
        .map((literal) => `${relative(repoRoot, file)}: ${literal}`);
    });
    assert.deepEqual(problems, []);
  });

  test('the check catches a count written without a plural', () => {
    assert.deepEqual(countProblems('Uložit lze nejvýše {max, number} adres.'), [
      '{max, number} before "adres." without plural',
    ]);
    assert.deepEqual(countProblems('Mai puteți salva {max, plural, one {# adresă} other {# de adrese}}.'), [
      '{max, plural} lacks "few"',
    ]);
    assert.deepEqual(countProblems('z toho DPH {rate, number}\u00a0%'), []);
  });

  test('refuses a number given to a plain argument, which would dodge the plural', () => {
    assert.throws(
      () => formatServerMessage('ro-RO', 'Puteți salva cel mult {max} adrese.', { max: 20 }),
      /plural/,
    );
    assert.equal(formatServerMessage('ro-RO', 'Produsul {name}.', { name: '20' }), 'Produsul 20.');
  });

  test('Romanian counts from twenty take "de"; Czech counts take their own forms', () => {
    assert.match(profileTexts.ro.tooManyAddresses(20), /cel mult 20 de adrese de livrare/);
    assert.match(profileTexts.ro.tooManyAddresses(3), /cel mult 3 adrese de livrare/);
    assert.match(profileTexts.cz.tooManyAddresses(20), /nejvýše 20 doručovacích adres/);
    assert.match(profileTexts.cz.tooManyAddresses(3), /nejvýše 3 doručovací adresy/);
    assert.equal(
      cartTexts.ro.prolongWarrantyName(24, 'PW-24-7K3Q'),
      'Garanție extinsă +24 de luni (cod preplătit PW-24-7K3Q)',
    );
    assert.equal(
      cartTexts.ro.prolongWarrantyName(12, 'PW-12-7K3Q'),
      'Garanție extinsă +12 luni (cod preplătit PW-12-7K3Q)',
    );
    assert.equal(
      cartTexts.cz.prolongWarrantyName(24, 'PW-24-7K3Q'),
      'Prodloužená záruka +24 měsíců (předplacený kód PW-24-7K3Q)',
    );
    assert.equal(cartTexts.cz.outOfStock(2, 0), 'Skladem zbývá jen 2 kusy.');
    assert.equal(cartTexts.ro.outOfStock(1, 0), 'Mai sunt în stoc doar 1 bucată.');
    assert.equal(
      formatServerMessage('ro-RO', accountTexts.ro.mail.setPasswordValidity, { days: 30 }),
      'Linkul este valabil 30 de zile și poate fi folosit o singură dată.',
    );
    assert.equal(
      formatServerMessage('cs-CZ', accountTexts.cz.mail.resetValidity, { minutes: 2 }),
      'Odkaz platí 2 minuty a\u00a0lze jej použít jen jednou.',
    );
  });
});
