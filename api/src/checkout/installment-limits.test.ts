import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cartWith, orderBody, postOrder, stockedProduct } from '../orders/order-test-support.ts';
import { testModeInstallments } from '../payments/test-mode-installments.ts';
import { request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// An installment company finances amounts within its limits only: nothing above its maximum is
// offered, and an order sent with a plan anyway is refused.

const api = withFreshApp(['cz', 'ro']);
const CHECKOUT = '/api/new/checkout';

/** A visitor's cart of one expensive phone, `quantity` times. */
async function cartOf(shop: 'cz' | 'ro', quantity: number) {
  const range: [number, number] = shop === 'cz' ? [2_000_000, 5_000_000] : [400_000, 1_000_000];
  const product = await stockedProduct(api.db, shop, quantity, range);
  const sid = await cartWith(api.apps[shop].url, product.id, quantity);
  return { sid, total: product.price * quantity };
}

describe('installment limits of the company', () => {
  test('the test company finances 3 000–200 000 Kč and 600–40 000 Lei', () => {
    assert.deepEqual(testModeInstallments.limits('CZK'), { min: 300_000, max: 20_000_000 });
    assert.deepEqual(testModeInstallments.limits('RON'), { min: 60_000, max: 4_000_000 });
    assert.deepEqual(testModeInstallments.optionsFor({ amount: 20_000_100, currency: 'CZK' }), []);
    assert.equal(testModeInstallments.optionsFor({ amount: 20_000_000, currency: 'CZK' }).length, 3);
  });

  test('above the maximum: no plan, installments unavailable with the reason, a submit refused', async () => {
    const { sid, total } = await cartOf('cz', 12);
    assert.ok(total > 20_000_000, `the cart costs ${total}`);
    const options = await request(`${api.url}${CHECKOUT}/installments/best-options`, { sid });
    assert.equal(options.status, 200);
    assert.deepEqual(options.body.options, []);
    const payments = await request(`${api.url}${CHECKOUT}/payments?delivery=courier`, { sid });
    const installments = payments.body.methods.find((m: { type: string }) => m.type === 'installments');
    assert.equal(installments.available, false);
    assert.equal(
      installments.unavailableReason,
      'Na splátky lze nakoupit od 3\u00a0000\u00a0Kč do 200\u00a0000\u00a0Kč.',
    );

    const refused = await postOrder(
      api.url,
      sid,
      orderBody('cz', {
        type_payment: 'installments',
        installment: { code: 'test-10x', arrange_type: 'online' },
      }),
    );
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'installment_out_of_limits');
    assert.equal(
      refused.body.message,
      'Tuto objednávku nelze zaplatit na splátky: lze je sjednat od 3\u00a0000\u00a0Kč do 200\u00a0000\u00a0Kč.',
    );
    const orders = await api.db.selectFrom('order_installments').select('order_id').execute();
    assert.equal(orders.length, 0, 'nothing was financed');
  });

  test('the Romanian shop says it in Romanian', async () => {
    const { sid, total } = await cartOf('ro', 11);
    assert.ok(total > 4_000_000, `the cart costs ${total}`);
    const payments = await request(`${api.apps.ro.url}${CHECKOUT}/payments?delivery=courier`, { sid });
    const installments = payments.body.methods.find((m: { type: string }) => m.type === 'installments');
    assert.equal(installments.available, false);
    assert.equal(
      installments.unavailableReason,
      'Cumpărarea în rate este posibilă de la 600\u00a0Lei la 40.000\u00a0Lei.',
    );
  });
});
