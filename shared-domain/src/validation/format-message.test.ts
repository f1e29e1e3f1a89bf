import { formatMessage } from './format-message.ts';

describe('formatMessage', () => {
  it('fills simple arguments and leaves unknown ones visible', () => {
    expect(formatMessage('Ahoj {name}!', { name: 'Jano' }, 'cs-CZ')).toBe('Ahoj Jano!');
    expect(formatMessage('Ahoj {name}!', {}, 'cs-CZ')).toBe('Ahoj {name}!');
  });

  it('formats number arguments by locale', () => {
    expect(formatMessage('{n, number} Kč', { n: 12500 }, 'cs-CZ')).toBe('12\u00a0500 Kč');
    expect(formatMessage('{n, number} lei', { n: 12500.5 }, 'ro-RO')).toBe('12.500,5 lei');
  });

  it('picks plural branches, exact matches first, and replaces #', () => {
    const message = '{n, plural, =0 {nic} one {# kus} few {# kusy} other {# kusů}}';
    expect(formatMessage(message, { n: 0 }, 'cs-CZ')).toBe('nic');
    expect(formatMessage(message, { n: 1 }, 'cs-CZ')).toBe('1 kus');
    expect(formatMessage(message, { n: 4 }, 'cs-CZ')).toBe('4 kusy');
    expect(formatMessage(message, { n: 1000 }, 'cs-CZ')).toBe('1\u00a0000 kusů');
  });

  it('formats arguments nested in a plural branch', () => {
    const message = '{n, plural, one {# kus za {price}} other {# kusů za {price}}}';
    expect(formatMessage(message, { n: 2, price: '10 Kč' }, 'cs-CZ')).toBe('2 kusů za 10 Kč');
  });

  it('keeps # literal outside plurals', () => {
    expect(formatMessage('například ! ? - nebo #.', {}, 'cs-CZ')).toBe('například ! ? - nebo #.');
  });

  it('fails loudly on broken or unsupported messages', () => {
    expect(() => formatMessage('{n, plural, one {# kus}', { n: 1 }, 'cs-CZ')).toThrow('Unbalanced');
    expect(() => formatMessage('{d, date}', { d: 1 }, 'cs-CZ')).toThrow('Unsupported');
    expect(() => formatMessage('{n, plural, one {# kus}}', { n: 5 }, 'cs-CZ')).toThrow('other');
  });
});
