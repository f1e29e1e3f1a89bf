import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import {
  childText,
  type FeedSchema,
  googleMerchantSchema,
  heurekaSchema,
  validateFeed,
  zboziSchema,
} from '../test-support/feed-validators.ts';
import { withFreshApp } from '../test-support/test-app.ts';

// The three product feeds against their formats (issue 19 item 8): every item of every feed is
// checked element by element, and used goods are marked as used in each format's own words.

const api = withFreshApp(['cz', 'ro'], { config: { publicUrl: 'https://shop.example' } });
const FEEDS = '/api/new/catalogue/feeds';

async function feed(shop: ShopCode, name: string) {
  const response = await fetch(`${api.apps[shop].url}${FEEDS}/${name}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** Product id → condition, of every product. */
async function conditions(): Promise<Map<number, 'new' | 'used'>> {
  const rows = await api.db.selectFrom('products').select(['id', 'condition']).execute();
  return new Map(rows.map((row) => [row.id, row.condition]));
}

function assertValid(text: string, schema: FeedSchema) {
  const { errors, items } = validateFeed(text, schema);
  assert.deepEqual(errors.slice(0, 10), [], 'the feed follows its format');
  assert.ok(items.length > 0, 'the feed lists products');
  return items;
}

describe('product feeds against their formats', () => {
  test('Zboží.cz (Czech shop): valid offers, used goods as "bazaar", new ones as "new"', async () => {
    const { status, type, text } = await feed('cz', 'zbozi.xml');
    assert.equal(status, 200);
    assert.match(type ?? '', /^application\/xml; charset=utf-8/);
    const items = assertValid(text, zboziSchema);
    const byId = await conditions();
    const marks = new Set<string>();
    for (const item of items) {
      const condition = byId.get(Number(childText(item, 'ITEM_ID')));
      const mark = childText(item, 'ITEM_TYPE');
      assert.equal(mark, condition === 'used' ? 'bazaar' : 'new', `item ${childText(item, 'ITEM_ID')}`);
      marks.add(mark ?? '');
    }
    assert.deepEqual([...marks].sort(), ['bazaar', 'new'], 'the demo stock has both');
  });

  test('Zboží.cz does not list the Romanian shop', async () => {
    const { status, text } = await feed('ro', 'zbozi.xml');
    assert.equal(status, 404);
    assert.equal(JSON.parse(text).code, 'feed_not_found');
  });

  test('Heureka (Czech shop): valid items, used goods as "bazar" and only they', async () => {
    const items = assertValid((await feed('cz', 'heureka.xml')).text, heurekaSchema);
    const byId = await conditions();
    let used = 0;
    for (const item of items) {
      const isUsed = byId.get(Number(childText(item, 'ITEM_ID'))) === 'used';
      assert.equal(childText(item, 'ITEM_TYPE'), isUsed ? 'bazar' : undefined);
      if (isUsed) used += 1;
    }
    assert.ok(used > 0, 'used goods are listed');
  });

  for (const shop of ['cz', 'ro'] as const) {
    test(`Google Merchant (${shop}): valid items, g:condition "used" for used goods`, async () => {
      const items = assertValid((await feed(shop, 'google-merchant.xml')).text, googleMerchantSchema);
      const byId = await conditions();
      for (const item of items)
        assert.equal(childText(item, 'g:condition'), byId.get(Number(childText(item, 'g:id'))));
      assert.ok(items.some((item) => childText(item, 'g:condition') === 'used'));
    });
  }
});

describe('the feed validators catch what a site would refuse', () => {
  const zbozi = (items: string) =>
    `<?xml version="1.0" encoding="utf-8"?>\n<SHOP xmlns="http://www.zbozi.cz/ns/offer/1.0">\n${items}</SHOP>\n`;
  const good =
    '<SHOPITEM><ITEM_ID>1</ITEM_ID><PRODUCTNAME>Apple iPhone 13</PRODUCTNAME><URL>https://shop.example/a</URL><PRICE_VAT>100.00</PRICE_VAT><DELIVERY_DATE>0</DELIVERY_DATE><ITEM_TYPE>new</ITEM_TYPE></SHOPITEM>';

  test('a valid item passes', () => {
    assert.deepEqual(validateFeed(zbozi(good), zboziSchema).errors, []);
  });

  test('missing, unknown, repeated and wrongly valued elements are errors', () => {
    const cases: [string, RegExp][] = [
      [good.replace(/<URL>.*<\/URL>/, ''), /<URL> is missing/],
      [good.replace('<ITEM_TYPE>new', '<ITEM_TYPE>used'), /"used" is not one of new, bazaar/],
      [good.replace('</SHOPITEM>', '<COLOUR>red</COLOUR></SHOPITEM>'), /unknown element <COLOUR>/],
      [good.replace('</SHOPITEM>', '<EAN>1</EAN></SHOPITEM>'), /<EAN> "1" does not match/],
      [good.replace('100.00', '100,00'), /<PRICE_VAT> "100,00" does not match/],
      [good.replace('</SHOPITEM>', '<URL>https://shop.example/b</URL></SHOPITEM>'), /<URL> appears 2 times/],
      [good + good, /an item id repeats/],
    ];
    for (const [items, expected] of cases)
      assert.match(validateFeed(zbozi(items), zboziSchema).errors.join('\n'), expected);
  });

  test('a feed that is not well-formed, or has the wrong root, is refused', () => {
    assert.match(
      validateFeed(zbozi(good).replace('</PRODUCTNAME>', ''), zboziSchema).errors[0],
      /well-formed/,
    );
    assert.match(validateFeed(zbozi('&nbsp;'), zboziSchema).errors[0], /unknown entity/);
    assert.match(
      validateFeed(zbozi(good).replace(' xmlns="http://www.zbozi.cz/ns/offer/1.0"', ''), zboziSchema)
        .errors[0],
      /xmlns/,
    );
    assert.match(validateFeed(zbozi(good), googleMerchantSchema).errors[0], /root is <SHOP>/);
  });

  test('Google: an item without gtin says identifier_exists; a condition outside the list is an error', () => {
    const rss = (item: string) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>S</title><link>https://shop.example/</link><description>S</description>${item}</channel></rss>`;
    const item =
      '<item><g:id>1</g:id><title>T</title><description>D</description><link>https://shop.example/a</link><g:image_link>https://shop.example/a.svg</g:image_link><g:price>1.00 CZK</g:price><g:availability>in_stock</g:availability><g:condition>used</g:condition></item>';
    assert.match(validateFeed(rss(item), googleMerchantSchema).errors.join(), /no g:gtin/);
    const withId = item.replace('</item>', '<g:identifier_exists>no</g:identifier_exists></item>');
    assert.deepEqual(validateFeed(rss(withId), googleMerchantSchema).errors, []);
    assert.match(
      validateFeed(rss(withId.replace('>used<', '>bazar<')), googleMerchantSchema).errors.join(),
      /"bazar" is not one of new, refurbished, used/,
    );
  });
});
