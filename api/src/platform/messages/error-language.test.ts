import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ShopCode, shops } from 'shared-domain';
import { apiErrorMessages } from 'shared-domain/api-error-messages.ts';
import {
  cartWith,
  ORDERS,
  orderBody,
  placeOrder,
  postOrder,
  stockedProduct,
} from '../../orders/order-test-support.ts';
import { request } from '../../test-support/http.ts';
import { withFreshApp } from '../../test-support/test-app.ts';
import { platformTexts } from './platform-texts.ts';

// The api answers in its shop's language: no customer reads "The request is not valid.".

const api = withFreshApp(['cz', 'ro'] as const);
const bothShops: ShopCode[] = ['cz', 'ro'];
const urlOf = (shop: ShopCode) => api.apps[shop].url;

/** Every message of a body, the field errors' too. */
function messagesOf(body: { message: string; errors?: Record<string, Record<string, string[]>> }): string[] {
  const fields = Object.values(body.errors ?? {}).flatMap((group) => Object.values(group).flat());
  return [body.message, ...fields];
}

/** Words zod and Express write: a message with one of them was not translated. */
const ENGLISH = /\b(the|is|not|invalid|expected|request|must|received|option)\b/i;

describe('error messages in the shop language', () => {
  for (const shop of bothShops) {
    const { locale } = shops[shop];

    test(`${shop}: an order link cut short is an invalid order`, async () => {
      const product = await stockedProduct(api.db, shop, 3, [1_000, 100_000_000]);
      const cart = await cartWith(urlOf(shop), product.id, 1);
      const { body: order } = await placeOrder(urlOf(shop), cart, orderBody(shop));
      const cut = order.accessToken.slice(0, 10);
      const response = await request(`${urlOf(shop)}${ORDERS}/status?number=${order.number}&token=${cut}`);
      assert.equal(response.status, 400);
      assert.equal(response.body.code, 'invalid_order');
      assert.equal(response.body.message, apiErrorMessages[locale].invalid_order);
    });

    test(`${shop}: an unknown route, a broken body and a bad choice answer in ${locale}`, async () => {
      const missing = await request(`${urlOf(shop)}/api/new/no-such-thing`);
      assert.equal(missing.status, 404);
      assert.deepEqual(
        [missing.body.code, missing.body.message],
        ['route_not_found', apiErrorMessages[locale].route_not_found],
      );

      const broken = await request(`${urlOf(shop)}${ORDERS}`, {
        method: 'POST',
        body: '{"type_payment":',
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(broken.status, 400);
      assert.deepEqual(
        [broken.body.code, broken.body.message],
        ['malformed_json', apiErrorMessages[locale].malformed_json],
      );

      // The pickup window and the installment arrangement once came back in zod's English.
      const product = await stockedProduct(api.db, shop, 3, [1_000, 100_000_000], 1);
      const cart = await cartWith(urlOf(shop), product.id, 1);
      const refused = await postOrder(
        urlOf(shop),
        cart,
        orderBody(shop, {
          type_delivery_code: 'store',
          type_payment: 'installments',
          installment: { code: 'A1', arrange_type: 'by-pigeon' },
          timeslot: { from: 'tomorrow', to: 'later' },
        }),
      );
      assert.equal(refused.status, 400);
      assert.equal(refused.body.code, 'invalid_request');
      const messages = messagesOf(refused.body);
      assert.ok(messages.includes(platformTexts[locale].invalidChoice), JSON.stringify(refused.body));
      assert.deepEqual(
        messages.filter((message) => ENGLISH.test(message)),
        [],
      );
    });
  }
});
