import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cheapestMonthly, monthlyPayment } from './installment-provider.ts';
import { testModeInstallments } from './test-mode-installments.ts';

describe('test-mode installment adapter', () => {
  test('says it is test mode', () => {
    assert.equal(testModeInstallments.testMode, true);
    assert.match(testModeInstallments.name, /test mode/i);
  });

  test('computes annuity payments rounded up to whole units', () => {
    assert.equal(monthlyPayment(1_000_000, 10, 0), 100_000);
    assert.equal(monthlyPayment(1_000_100, 10, 0), 100_100, '1 000,10 Kč a month');
    assert.equal(monthlyPayment(1_000_000, 12, 12), 88_900, '10 000 at 1 % a month: 888,49 → 889');
  });

  test('offers the plans a price reaches and picks the lowest monthly payment', () => {
    const options = testModeInstallments.optionsFor({ amount: 1_399_000, currency: 'CZK' });
    assert.deepEqual(
      options.map((option) => [option.code, option.months, option.apr]),
      [
        ['test-10x', 10, 0],
        ['test-20x', 20, 9.9],
        ['test-30x', 30, 14.9],
      ],
    );
    assert.deepEqual(options[0].monthly, { amount: 139_900, currency: 'CZK' });
    const cheapest = cheapestMonthly(testModeInstallments, { amount: 1_399_000, currency: 'CZK' });
    assert.equal(cheapest?.months, 30);
    assert.deepEqual(cheapest?.monthly, { amount: 56_200, currency: 'CZK' });
    assert.ok(cheapest && cheapest.total.amount > 1_399_000, 'interest costs something');
  });

  test('finances nothing below the minimum amount, in either currency', () => {
    assert.equal(cheapestMonthly(testModeInstallments, { amount: 299_900, currency: 'CZK' }), null);
    assert.equal(cheapestMonthly(testModeInstallments, { amount: 59_900, currency: 'RON' }), null);
    const small = cheapestMonthly(testModeInstallments, { amount: 60_000, currency: 'RON' });
    assert.deepEqual(small, {
      code: 'test-10x',
      months: 10,
      apr: 0,
      monthly: { amount: 6_000, currency: 'RON' },
      total: { amount: 60_000, currency: 'RON' },
    });
  });
});
