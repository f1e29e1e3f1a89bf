import { formatMoney } from './format-money.ts';
import { money } from './money.ts';

// Intl's own spacing: cs-CZ groups thousands with a no-break space (U+00A0) and puts one before the
// currency; ro-RO groups with a dot. The strings are spelled out so a change of ICU data shows up here.
describe('formatMoney', () => {
  it('shows CZK as whole "Kč" with Czech grouping', () => {
    expect(formatMoney(money(129_900, 'CZK'), 'cs-CZ')).toBe('1\u00a0299\u00a0Kč');
    expect(formatMoney(money(2_499_000, 'CZK'), 'cs-CZ')).toBe('24\u00a0990\u00a0Kč');
    expect(formatMoney(money(99_900, 'CZK'), 'cs-CZ')).toBe('999\u00a0Kč');
  });

  it('shows RON as whole "Lei" with Romanian grouping', () => {
    expect(formatMoney(money(129_900, 'RON'), 'ro-RO')).toBe('1.299\u00a0Lei');
    expect(formatMoney(money(1_249_900, 'RON'), 'ro-RO')).toBe('12.499\u00a0Lei');
  });

  it('rounds minor units to whole units', () => {
    expect(formatMoney(money(129_949, 'CZK'), 'cs-CZ')).toBe('1\u00a0299\u00a0Kč');
    expect(formatMoney(money(129_950, 'CZK'), 'cs-CZ')).toBe('1\u00a0300\u00a0Kč');
  });

  it('formats zero and negative amounts (discounts)', () => {
    expect(formatMoney(money(0, 'CZK'), 'cs-CZ')).toBe('0\u00a0Kč');
    expect(formatMoney(money(-50_000, 'CZK'), 'cs-CZ')).toBe('-500\u00a0Kč');
    expect(formatMoney(money(-50_000, 'RON'), 'ro-RO')).toBe('-500\u00a0Lei');
  });
});
