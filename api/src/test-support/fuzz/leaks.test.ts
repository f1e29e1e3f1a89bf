import assert from 'node:assert/strict';
import { test } from 'node:test';
import { leakIn } from './leaks.ts';

// The fuzz suites pass only if this recognises what must never reach a client.

test('finds a stack trace, SQL, a database error and a server path', () => {
  const leaks = [
    'TypeError: x is undefined\n    at handler (file:///srv/shop/api/src/cart/routes.ts:12:5)',
    'select "id", "name" from "products" where "seo_name" = $1',
    'insert into "orders" ("number") values ($1)',
    'invalid byte sequence for encoding "UTF8": 0x00',
    "ENOENT: no such file or directory, open '/work/main/var/outbox/x.eml'",
    'at Object.<anonymous> (/home/app/node_modules/router/lib/layer.js:332:12)',
  ];
  for (const body of leaks) assert.ok(leakIn(body), body);
});

test('lets ordinary answers of the shop through', () => {
  const answers = [
    '{"type":"validation","code":"invalid_request","message":"Požadavek obsahuje neplatné údaje."}',
    '{"name":"Apple iPhone 13 128 GB","description":"Select the colour you like from the offer."}',
    '<offer><url>http://localhost:3000/telefony/apple-iphone-13</url></offer>',
  ];
  for (const body of answers) assert.equal(leakIn(body), undefined, body);
});
