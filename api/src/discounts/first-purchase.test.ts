import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { addToCart, withStock } from '../cart/cart-test-support.ts';
import { orderBody, postOrder } from '../orders/order-test-support.ts';
import { signedInNewCustomer } from '../test-support/customers.ts';
import { logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// "10 % on the first purchase" is for a customer's first order only, once: known by the account
// when signed in (checked when the code is applied) and by the billing e-mail at the order (also
// for a visitor typing the e-mail of a customer with orders).

const api = withFreshApp(['cz', 'ro']);
const PHONE = 'apple-iphone-14-128gb-midnight';
const WELCOME: Record<ShopCode, string> = { cz: 'VITEJTE10', ro: 'BINEVENIT10' };
const DEMO: Record<ShopCode, string> = { cz: 'jana.novakova@example.cz', ro: 'ana.popescu@example.ro' };

let ip = 0;
/** A cart with a phone (a visitor's, or the signed-in `sid`'s) with the welcome code applied. */
async function welcomeCart(shop: ShopCode, sid?: string) {
  const id = await withStock(api.db, PHONE, 50, shop);
  const cartSid = await addToCart(api.apps[shop].url, { productId: id, quantity: 1 }, sid);
  ip += 1;
  const applied = await request(`${api.apps[shop].url}/api/new/cart/discounts`, {
    json: { code: WELCOME[shop] },
    sid: cartSid,
    headers: { 'x-forwarded-for': `192.0.2.${ip}` },
  });
  return { sid: cartSid, applied };
}

function orderAs(shop: ShopCode, email: string) {
  const body = orderBody(shop);
  return { ...body, order_billing_address: { ...(body.order_billing_address as object), email } };
}

async function ordersOf(shop: ShopCode, email: string): Promise<number> {
  const row = await api.db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('shop', '=', shop)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('first-purchase discount', () => {
  test('a visitor giving the e-mail of a customer with orders is refused at the order', async () => {
    assert.ok((await ordersOf('cz', DEMO.cz)) > 0, 'the demo customer has orders');
    const before = await ordersOf('cz', DEMO.cz);
    const { sid, applied } = await welcomeCart('cz');
    assert.equal(applied.status, 200, 'a visitor is not known yet');
    for (const email of [DEMO.cz, 'Jana.Novakova@Example.CZ']) {
      const refused = await postOrder(api.url, sid, orderAs('cz', email));
      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.equal(refused.body.code, 'discount_first_purchase_only');
      assert.match(refused.body.message, /první nákup/);
    }
    assert.equal(await ordersOf('cz', DEMO.cz), before, 'no order was placed');
  });

  test('a signed-in customer with orders is refused when applying the code', async () => {
    const sid = await logIn(api.url, DEMO.cz);
    const { applied } = await welcomeCart('cz', sid);
    assert.equal(applied.status, 409, JSON.stringify(applied.body));
    assert.equal(applied.body.code, 'discount_first_purchase_only');
  });

  test('a new e-mail gets it once: the second order under that e-mail is refused', async () => {
    const email = 'prvni.nakup@example.cz';
    const first = await welcomeCart('cz');
    const placed = await postOrder(api.url, first.sid, orderAs('cz', email));
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const again = await welcomeCart('cz');
    const refused = await postOrder(api.url, again.sid, orderAs('cz', 'PRVNI.nakup@example.cz'));
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'discount_first_purchase_only');
  });

  test('an account is known whatever e-mail it orders under', async () => {
    const { sid } = await signedInNewCustomer(api.db, api.url, 'cz', 'novy.ucet@example.cz');
    const first = await welcomeCart('cz', sid);
    assert.equal(first.applied.status, 200);
    assert.equal((await postOrder(api.url, sid, orderAs('cz', 'jina.adresa@example.cz'))).status, 201);
    const second = await welcomeCart('cz', sid);
    assert.equal(second.applied.status, 409);
    assert.equal(second.applied.body.code, 'discount_first_purchase_only');
  });

  test('two first orders of one e-mail sent at once: only one gets the discount', async () => {
    const email = 'soubezne@example.cz';
    const carts = [await welcomeCart('cz'), await welcomeCart('cz')];
    const answers = await Promise.all(
      carts.map((cart) => postOrder(api.url, cart.sid, orderAs('cz', email))),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409]);
    assert.equal(await ordersOf('cz', email), 1);
  });

  test('a per-customer limit counts the customer’s orders that used the discount', async () => {
    const { id } = await api.db
      .insertInto('discounts')
      .values({
        shop: 'cz',
        title: 'Once per customer',
        marketing_name: 'Sleva 200 Kč jednou na zákazníka',
        type: 'absolute',
        value: 20_000,
        uses_per_customer: 1,
        valid_from: new Date(Date.now() - 60_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await api.db
      .insertInto('discount_codes')
      .values({ discount_id: id, shop: 'cz', code: 'JEDNOU200' })
      .execute();
    const withCode = async (sid?: string) => {
      const productId = await withStock(api.db, PHONE, 50, 'cz');
      const cartSid = await addToCart(api.url, { productId, quantity: 1 }, sid);
      ip += 1;
      const applied = await request(`${api.url}/api/new/cart/discounts`, {
        json: { code: 'JEDNOU200' },
        sid: cartSid,
        headers: { 'x-forwarded-for': `192.0.2.${ip}` },
      });
      return { sid: cartSid, applied };
    };

    const sid = await logIn(api.url, DEMO.cz);
    const first = await withCode(sid);
    assert.equal(first.applied.status, 200, 'a customer with orders may use it once');
    assert.equal((await postOrder(api.url, sid, orderAs('cz', DEMO.cz))).status, 201);
    const again = await withCode(sid);
    assert.equal(again.applied.status, 409);
    assert.equal(again.applied.body.code, 'discount_customer_limit');
    assert.equal(again.applied.body.message, 'Tuto slevu jste už využili.');

    const visitor = await withCode();
    assert.equal(visitor.applied.status, 200);
    const refused = await postOrder(api.url, visitor.sid, orderAs('cz', DEMO.cz));
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'discount_customer_limit');
  });

  test('the Romanian shop refuses in Romanian', async () => {
    const { sid, applied } = await welcomeCart('ro');
    assert.equal(applied.status, 200);
    const refused = await postOrder(api.apps.ro.url, sid, orderAs('ro', DEMO.ro));
    assert.equal(refused.status, 409, JSON.stringify(refused.body));
    assert.equal(refused.body.code, 'discount_first_purchase_only');
    assert.match(refused.body.message, /prima comandă/);
  });
});
