import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { addToCart } from '../cart/cart-test-support.ts';
import { ORDERS, orderBody, orderRow, placeOrder, stockedProduct } from '../orders/order-test-support.ts';
import { signedInNewCustomer } from '../test-support/customers.ts';
import { type JsonResponse, logIn, request } from '../test-support/http.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// What one customer owns — an order, a buyout, a repair, a delivery address, a cart line and its
// discount — reached by another customer or by a visitor, by its id or number, with their own
// valid proof (their own order's token, their own e-mail): never shown, never changed, and the
// answer (404) is the one an unknown id gets, so ids and numbers cannot be probed.

const api = withFreshApp(['cz']);
const VICTIM_EMAIL = 'jana.novakova@example.cz';
const bankDetails = { bank_account: '19-2000145399/0800', account_holder: 'Jana Nováková' };

interface Victim {
  userId: number;
  order: { number: string; accessToken: string; paymentPath: string };
  addressId: number;
  buyout: { id: number; number: string };
  repairNumber: string;
  cartItemId: number;
  cartDiscountId: number;
}

interface Stranger {
  who: string;
  /** Their own session: a signed-in customer's, or a visitor's with a cart. */
  sid: string;
  signedIn: boolean;
  email: string;
  /** The access token of their own order: a valid token, of another order. */
  orderToken: string;
  /** Each stranger looks up from an address of its own, as two people would. */
  headers: Record<string, string>;
}

let victim: Victim;
let strangers: Stranger[];
let productSkip = 0;

async function orderOf(sid: string, overrides: Record<string, unknown> = {}) {
  const product = await stockedProduct(api.db, 'cz', 5, [300_000, 3_000_000], productSkip++);
  await addToCart(api.url, { productId: product.id, quantity: 1 }, sid);
  return (await placeOrder(api.url, sid, orderBody('cz', overrides))).body;
}

async function prepareVictim(): Promise<Victim> {
  const sid = await logIn(api.url, VICTIM_EMAIL);
  const { id: userId } = await api.db
    .selectFrom('users')
    .select('id')
    .where('shop', '=', 'cz')
    .where('email', '=', VICTIM_EMAIL)
    .executeTakeFirstOrThrow();
  const order = await orderOf(sid, { type_payment: 'card' });
  const paymentPath = new URL(order.paymentUrl, api.url).pathname;

  // A cart under way, with a line and a discount.
  const product = await stockedProduct(api.db, 'cz', 5, [300_000, 3_000_000], productSkip++);
  await addToCart(api.url, { productId: product.id, quantity: 1 }, sid);
  const line = await api.db
    .selectFrom('cart_items as i')
    .innerJoin('carts as c', 'c.id', 'i.cart_id')
    .select(['i.id', 'i.cart_id'])
    .where('c.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const discount = await api.db.selectFrom('discounts').select('id').limit(1).executeTakeFirstOrThrow();
  const cartDiscount = await api.db
    .insertInto('cart_discounts')
    .values({ cart_id: line.cart_id, discount_id: discount.id })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The seed gives her an address, buyouts and a repair waiting for her approval of a new price.
  const address = await api.db
    .selectFrom('delivery_addresses')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const buyout = await api.db
    .selectFrom('buyouts')
    .select(['id', 'number'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const repair = await api.db
    .selectFrom('service_orders')
    .select('number')
    .where('user_id', '=', userId)
    .where('status', '=', 'diagnosed')
    .executeTakeFirstOrThrow();
  return {
    userId,
    order: { number: order.number, accessToken: order.accessToken, paymentPath },
    addressId: address.id,
    buyout,
    repairNumber: repair.number,
    cartItemId: line.id,
    cartDiscountId: cartDiscount.id,
  };
}

async function prepareStrangers(): Promise<Stranger[]> {
  const customer = await signedInNewCustomer(api.db, api.url, 'cz', 'someone-else@example.cz');
  const customerOrder = await orderOf(customer.sid);
  // A visitor's session: a cart and an order placed without an account.
  const product = await stockedProduct(api.db, 'cz', 5, [300_000, 3_000_000], productSkip++);
  const visitorSid = await addToCart(api.url, { productId: product.id, quantity: 1 });
  const visitorOrder = (await placeOrder(api.url, visitorSid, orderBody('cz'))).body;
  await addToCart(api.url, { productId: product.id, quantity: 1 }, visitorSid);
  return [
    {
      who: 'another customer',
      sid: customer.sid,
      signedIn: true,
      email: 'someone-else@example.cz',
      orderToken: customerOrder.accessToken,
      headers: { 'x-forwarded-for': '198.51.100.10' },
    },
    {
      who: 'a visitor',
      sid: visitorSid,
      signedIn: false,
      email: 'visitor@example.cz',
      orderToken: visitorOrder.accessToken,
      headers: { 'x-forwarded-for': '198.51.100.20' },
    },
  ];
}

function as(stranger: Stranger, path: string, options: { method?: string; json?: unknown } = {}) {
  return request(`${api.url}${path}`, { ...options, sid: stranger.sid, headers: stranger.headers });
}

/** 404 in the error shape; a route only for signed-in accounts answers a visitor 401 first. */
function assertRefused(response: JsonResponse, stranger: Stranger, what: string, signedInOnly = false): void {
  const expected = signedInOnly && !stranger.signedIn ? 401 : 404;
  assert.equal(response.status, expected, `${stranger.who}: ${what} → ${JSON.stringify(response.body)}`);
  assert.ok(response.body?.code, `${what}: the error shape`);
}

const tokenQuery = (stranger: Stranger) => `token=${encodeURIComponent(stranger.orderToken)}`;

describe('another customer’s or a visitor’s reach into what a customer owns', () => {
  before(async () => {
    victim = await prepareVictim();
    strangers = await prepareStrangers();
  });

  test('an order: by number (mine, status, documents, payment, withdrawal) with their own e-mail or token', async () => {
    const { number } = victim.order;
    for (const stranger of strangers) {
      const refused = (response: JsonResponse, what: string, signedInOnly = false) =>
        assertRefused(response, stranger, what, signedInOnly);
      refused(await as(stranger, `${ORDERS}/mine/${number}`), 'orders/mine/:number', true);
      refused(
        await as(stranger, `${ORDERS}/status?number=${number}&email=${stranger.email}`),
        'status by e-mail',
      );
      refused(
        await as(stranger, `${ORDERS}/status?number=${number}&${tokenQuery(stranger)}`),
        'status by token',
      );
      for (const document of ['invoice', 'credit-note', 'installment'])
        refused(await as(stranger, `${ORDERS}/${number}/${document}?${tokenQuery(stranger)}`), document);
      refused(
        await as(stranger, `${ORDERS}/${number}/payment?${tokenQuery(stranger)}`, { method: 'POST' }),
        'payment retry',
      );
      refused(
        await as(stranger, `${ORDERS}/${number}/withdrawal`, {
          json: { token: stranger.orderToken, email: VICTIM_EMAIL, ...bankDetails },
        }),
        'withdrawal',
      );
      refused(
        await as(stranger, '/api/new/payments/card/init', { json: { number, token: stranger.orderToken } }),
        'card payment init',
      );
      refused(
        await as(stranger, '/api/new/payments/google-pay/process', {
          json: { number, token: stranger.orderToken, paymentId: 'pay-1', walletToken: 'approve' },
        }),
        'wallet payment',
      );
      refused(await as(stranger, `${victim.order.paymentPath}?${tokenQuery(stranger)}`), 'gateway page');
      refused(
        await as(stranger, `${victim.order.paymentPath}/approve?${tokenQuery(stranger)}`, { method: 'POST' }),
        'gateway approve',
      );
    }
    const row = await orderRow(api.db, number);
    assert.notEqual(row.payment_status, 'paid', 'nobody paid it');
    assert.equal(row.status, 'new', 'nobody withdrew it');
  });

  test('a buyout: by id and by number with their own e-mail', async () => {
    for (const stranger of strangers) {
      assertRefused(
        await as(stranger, `/api/new/buyout/buyouts/${victim.buyout.id}/`),
        stranger,
        'buyout by id',
      );
      assertRefused(
        await as(
          stranger,
          `/api/new/buyout/tracking/?number=${victim.buyout.number}&e_mail=${stranger.email}`,
        ),
        stranger,
        'buyout tracking',
      );
    }
  });

  test('a repair: its status and the approval of its new price, by number with their own e-mail', async () => {
    const number = victim.repairNumber;
    for (const stranger of strangers) {
      assertRefused(
        await as(stranger, `/api/new/service/orders/status/?number=${number}&email=${stranger.email}`),
        stranger,
        'repair status',
      );
      assertRefused(
        await as(stranger, `/api/new/service/orders/${number}/approve-quote`, {
          json: { email: stranger.email },
        }),
        stranger,
        'quote approval',
      );
    }
    const repair = await api.db
      .selectFrom('service_orders')
      .select('status')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    assert.equal(repair.status, 'diagnosed', 'the new price still waits for its owner');
  });

  test('a delivery address: changed, deleted or made the default by id', async () => {
    const path = `/api/new/accounts/me/addresses/${victim.addressId}`;
    const before = await api.db
      .selectFrom('delivery_addresses')
      .selectAll()
      .where('id', '=', victim.addressId)
      .executeTakeFirstOrThrow();
    const address = {
      name: 'Cizí Člověk',
      street: 'Jiná 1',
      city: 'Brno',
      postcode: '602 00',
      isDefault: true,
    };
    for (const stranger of strangers) {
      assertRefused(await as(stranger, path, { method: 'PUT', json: address }), stranger, 'change', true);
      assertRefused(
        await as(stranger, `${path}/default`, { method: 'POST' }),
        stranger,
        'make default',
        true,
      );
      assertRefused(await as(stranger, path, { method: 'DELETE' }), stranger, 'delete', true);
    }
    const after = await api.db
      .selectFrom('delivery_addresses')
      .selectAll()
      .where('id', '=', victim.addressId)
      .executeTakeFirst();
    assert.deepEqual(after, before);
  });

  test('a cart line and a cart discount: changed or removed by id', async () => {
    const line = `/api/new/cart/items/${victim.cartItemId}`;
    for (const stranger of strangers) {
      assertRefused(
        await as(stranger, line, { method: 'PATCH', json: { quantity: 3 } }),
        stranger,
        'quantity',
      );
      assertRefused(
        await as(stranger, `${line}/services/insurance`, { method: 'DELETE' }),
        stranger,
        'remove a service',
      );
      assertRefused(
        await as(stranger, `${line}/buyout-bonus`, {
          json: { buyoutNumber: victim.buyout.number, email: VICTIM_EMAIL },
        }),
        stranger,
        'buyout bonus',
      );
      assertRefused(
        await as(stranger, `${line}/buyout-bonus`, { method: 'DELETE' }),
        stranger,
        'remove bonus',
      );
      assertRefused(
        await as(stranger, `/api/new/cart/discounts/${victim.cartDiscountId}`, { method: 'DELETE' }),
        stranger,
        'remove a discount',
      );
    }
    const item = await api.db
      .selectFrom('cart_items')
      .select(['quantity', 'buyout_id'])
      .where('id', '=', victim.cartItemId)
      .executeTakeFirstOrThrow();
    assert.deepEqual(item, { quantity: 1, buyout_id: null });
    const discount = await api.db
      .selectFrom('cart_discounts')
      .select('id')
      .where('id', '=', victim.cartDiscountId)
      .executeTakeFirst();
    assert.ok(discount, 'the discount is still in her cart');
  });

  test('the owner still reaches all of it (the refusals above are about who asks)', async () => {
    const sid = await logIn(api.url, VICTIM_EMAIL);
    const own = (path: string) => request(`${api.url}${path}`, { sid });
    assert.equal((await own(`${ORDERS}/mine/${victim.order.number}`)).status, 200);
    assert.equal((await own(`/api/new/buyout/buyouts/${victim.buyout.id}/`)).status, 200);
    assert.equal(
      (await own(`/api/new/service/orders/status/?number=${victim.repairNumber}&email=${VICTIM_EMAIL}`))
        .status,
      200,
    );
    const addresses = (await own('/api/new/accounts/me/addresses')).body.addresses;
    assert.ok(addresses.some((address: { id: number }) => address.id === victim.addressId));
    const quantity = await request(`${api.url}/api/new/cart/items/${victim.cartItemId}`, {
      method: 'PATCH',
      sid,
      json: { quantity: 2 },
    });
    assert.equal(quantity.status, 200);
    const discount = await request(`${api.url}/api/new/cart/discounts/${victim.cartDiscountId}`, {
      method: 'DELETE',
      sid,
    });
    assert.equal(discount.status, 200);
  });
});
