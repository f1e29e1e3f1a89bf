import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { withFreshApp } from '../test-support/test-app.ts';
import { addToCart, getCart, withStock } from './cart-test-support.ts';

// The sub-cart describes the screen insurance as each shop sells it: the Romanian shop states what
// a claim saves (up to 2 000 Lei); the Czech shop has no such statement.

const api = withFreshApp(['cz', 'ro']);
const PHONE = 'apple-iphone-13-128gb-midnight';

async function screenInsuranceOf(shop: ShopCode): Promise<{ name: string; description: string }> {
  const id = await withStock(api.db, PHONE, 5, shop);
  const sid = await addToCart(api.apps[shop].url, { productId: id });
  const cart = await getCart(api.apps[shop].url, sid);
  return cart.packages[0].availableServices.find(
    (service: { kind: string }) => service.kind === 'screen_protection',
  );
}

describe('screen insurance offered in the sub-cart', () => {
  test('states the claim savings of up to 2 000 Lei in the Romanian shop', async () => {
    const offer = await screenInsuranceOf('ro');
    assert.equal(offer.name, 'Asigurare ecran');
    assert.match(offer.description, /La o daună economisiți până la 2\.000 Lei\.$/);
  });

  test('states no savings in the Czech shop', async () => {
    const offer = await screenInsuranceOf('cz');
    assert.equal(offer.name, 'Pojištění displeje');
    assert.doesNotMatch(offer.description, /2\s?000|ušetř/);
  });
});
