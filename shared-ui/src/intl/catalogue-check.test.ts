import { compareCatalogues, messageArguments } from './catalogue-check.ts';
import { expectCompleteCatalogues } from './expect-complete-catalogues.ts';

describe('messageArguments', () => {
  it('finds simple, formatted and plural arguments', () => {
    expect(messageArguments('Dobrý den, {name}!')).toEqual(['name']);
    expect(
      messageArguments('Cena {price, number} za {count, plural, one {# kus} few {# kusy} other {# kusů}}'),
    ).toEqual(['count', 'price']);
  });

  it('finds arguments nested in branches but not the branch texts', () => {
    expect(messageArguments('{gender, select, female {Ona {title}} other {On}}')).toEqual([
      'gender',
      'title',
    ]);
  });

  it('ignores quoted braces', () => {
    expect(messageArguments("Použijte '{'kód'}' a {code}")).toEqual(['code']);
  });

  it('returns nothing for plain text', () => {
    expect(messageArguments('Košík je prázdný')).toEqual([]);
  });
});

describe('expectCompleteCatalogues', () => {
  it('passes for catalogues with the same ids and arguments', () => {
    expect(() =>
      expectCompleteCatalogues({ a: 'Ahoj {name}', b: 'Košík' }, { a: 'Salut {name}', b: 'Coș' }),
    ).not.toThrow();
  });

  it('lists every missing, extra, empty and mismatched message', () => {
    const cs = {
      'cart.title': 'Košík',
      'cart.count': '{count} položek',
      'cart.empty': 'Prázdný',
      'cart.x': 'X',
    };
    const ro = { 'cart.count': '{n} produse', 'cart.empty': ' ', 'cart.x': 'X', 'cart.extra': 'În plus' };
    expect(compareCatalogues(cs, ro)).toEqual({
      missing: ['cart.title'],
      extra: ['cart.extra'],
      empty: ['cart.empty'],
      argumentMismatch: ['cart.count'],
    });
    expect(() => expectCompleteCatalogues(cs, ro)).toThrow(
      [
        'Message catalogues differ:',
        '  missing in ro-RO: cart.title',
        '  extra in ro-RO (not in cs-CZ): cart.extra',
        '  empty message: cart.empty',
        '  different arguments in cart.count: cs-CZ "{count} položek" vs ro-RO "{n} produse"',
      ].join('\n'),
    );
  });
});
