import { catalogueStyleProblems } from './catalogue-style.ts';
import { expectCatalogueStyle } from './expect-catalogue-style.ts';

const cs = (message: string) => catalogueStyleProblems('cs-CZ', { id: message });
const ro = (message: string) => catalogueStyleProblems('ro-RO', { id: message });

describe('catalogue style: counts', () => {
  it('fails on a count argument right before a noun, outside a plural', () => {
    expect(cs('Vše bude připraveno do {minutes} minut.')).toEqual([
      'cs-CZ id: number argument {minutes} before "minut" outside a plural: use {minutes, plural, …}',
    ]);
    expect(ro('Puteți salva cel mult {max} adrese.')).toEqual([
      'ro-RO id: number argument {max} before "adrese" outside a plural: use {max, plural, …}',
    ]);
    expect(ro('{barem}, {count} rate')).toHaveLength(1);
    expect(cs('Heslo splňuje {met} z\u00a0{total} pravidel.')).toHaveLength(1);
    expect(ro('Introduceți cel puțin {numChars} caractere.')).toHaveLength(1);
  });

  it('accepts a count in a plural with every category the language declines', () => {
    expect(cs('Do {minutes, plural, one {# minuty} few {# minut} many {# minuty} other {# minut}}')).toEqual(
      [],
    );
    expect(ro('{count, plural, one {# rată} few {# rate} other {# de rate}}')).toEqual([]);
  });

  it('fails on a plural that lacks a category', () => {
    expect(cs('{days, plural, one {# dne} other {# dnů}}')).toEqual([
      'cs-CZ id: plural {days} lacks few, many',
    ]);
    expect(ro('{n, plural, one {# lună} other {# de luni}}')).toEqual(['ro-RO id: plural {n} lacks few']);
  });

  it('lets units follow a number without a plural', () => {
    expect(cs('Skladem online: {count, number}\u00a0ks')).toEqual([]);
    expect(ro('{count, plural, =0 {Indisponibil} other {# buc.}}')).toEqual([]);
    expect(ro('DAE {apr, number} %')).toEqual([]);
  });

  it('does not take a name or a price for a count', () => {
    expect(ro('Eliminați {name} din coș')).toEqual([]);
    expect(ro('de la {price} pe lună')).toEqual([]);
  });
});

describe('catalogue style: Romanian', () => {
  it('needs "de" after a number of 20 or more, written or in the plural\'s other branch', () => {
    expect(ro('Garanție extinsă +24 luni')).toEqual(['ro-RO id: "24 luni" needs "de": "24 de luni"']);
    expect(ro('Garanție extinsă +24 de luni')).toEqual([]);
    expect(ro('Returnare în 14 zile')).toEqual([]);
    expect(ro('Economisiți până la 2.000 lei')).toEqual(['ro-RO id: "2.000 lei" needs "de": "2.000 de lei"']);
    expect(ro('Economisiți până la 2000 de lei')).toEqual([]);
    expect(ro('Economisiți până la 2.000 de lei')).toEqual([]);
    expect(ro('{n, plural, one {# lună} few {# luni} other {# luni}}')).toEqual([
      'ro-RO id: plural "other {# luni}" needs "de": "# de luni"',
    ]);
  });

  it('ignores capitals after a number (an account-number pattern is no count)', () => {
    expect(ro('Format: RO49 AAAA 1B31')).toEqual([]);
  });

  it('fails on an informal imperative and accepts the formal one', () => {
    expect(ro('Adaugă în coș')).toEqual([
      'ro-RO id: informal "Adaugă": use the formal imperative (docs/glossary.md)',
    ]);
    expect(ro('Adăugați în coș')).toEqual([]);
  });

  it('wants "dumneavoastră" and "nevalid" as the glossary says', () => {
    expect(ro('Recenzia dvs.: {product}')).toEqual(['ro-RO id: write "dumneavoastră", not "dvs."']);
    expect(ro('Linkul este invalid.')).toEqual(['ro-RO id: write "nevalid", not "invalid"']);
    expect(ro('Recenzia dumneavoastră; linkul este nevalid.')).toEqual([]);
  });
});

describe('catalogue style: Czech', () => {
  it('needs a non-breaking space before a unit and after a one-letter word', () => {
    expect(cs('Z toho DPH {rate} %')).toEqual([
      'cs-CZ id: use a non-breaking space before "%"',
      'cs-CZ id: use a non-breaking space after "Z"',
    ]);
    expect(cs('Z\u00a0toho DPH {rate}\u00a0%')).toEqual([]);
    expect(cs('Platba v hotovosti')).toEqual(['cs-CZ id: use a non-breaking space after "v"']);
  });

  it('needs the vocalised preposition before a cluster', () => {
    expect(cs('Služby k\u00a0zboží')).toEqual(['cs-CZ id: "k zboží" reads "ke zboží"']);
    expect(cs('Služby ke\u00a0zboží')).toEqual([]);
    expect(cs('Pojištění s\u00a0zárukou')).toEqual(['cs-CZ id: "s zárukou" reads "se zárukou"']);
  });

  it('writes the formal "vy" in lower case inside a sentence', () => {
    expect(cs('Pošleme Vám potvrzení.')).toEqual(['cs-CZ id: write "vám" in lower case inside a sentence']);
    expect(cs('Pošleme vám potvrzení. Vaše objednávka je na cestě.')).toEqual([]);
  });

  it('leaves ICU syntax alone', () => {
    expect(cs('{gender, select, female {Ona} other {On}}')).toEqual([]);
  });
});

describe('expectCatalogueStyle', () => {
  it('lists every problem of both catalogues at once', () => {
    expect(() => expectCatalogueStyle({ a: 'v košíku' }, { a: 'Caută' })).toThrow(
      [
        'Message catalogues break docs/glossary.md:',
        '  cs-CZ a: use a non-breaking space after "v"',
        '  ro-RO a: informal "Caută": use the formal imperative (docs/glossary.md)',
      ].join('\n'),
    );
  });

  it('passes for catalogues that keep the rules', () => {
    expect(() => expectCatalogueStyle({ a: 'v\u00a0košíku' }, { a: 'Căutați' })).not.toThrow();
  });
});
