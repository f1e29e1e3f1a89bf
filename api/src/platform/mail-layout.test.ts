import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { ShopCode } from 'shared-domain';
import { statusEmail as buyoutStatusEmail, quoteEmail, soldEmail } from '../buyout/buyout-emails.ts';
import { cartWith, orderBody, placeOrder, stockedProduct } from '../orders/order-test-support.ts';
import { bookedEmail, statusEmail as serviceStatusEmail } from '../service/service-emails.ts';
import { mailsTo } from '../test-support/outbox.ts';
import { withFreshApp } from '../test-support/test-app.ts';
import { companies } from './company.ts';
import { composeMail } from './mail-layout.ts';
import type { MailMessage } from './mailer.ts';

// Every e-mail names the seller (company, address, IČO / CUI) and how to reach it, in text and
// HTML; the order confirmation also links the terms and the withdrawal notice and lists the items.

const dataDir = mkdtempSync(join(tmpdir(), 'api-mail-layout-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));
const api = withFreshApp(['cz', 'ro'] as const, { config: { dataDir } });
const bothShops: ShopCode[] = ['cz', 'ro'];
const registration: Record<ShopCode, RegExp> = { cz: /IČO: 12345679/, ro: /CUI: RO18547290/ };
const shopName: Record<ShopCode, string> = { cz: 'Mobilní svět', ro: 'Lumea Mobilă' };

function assertIdentity(shop: ShopCode, mail: Pick<MailMessage, 'text' | 'html'>): void {
  const company = companies[shop];
  for (const [part, body] of [
    ['text', mail.text],
    ['html', mail.html ?? ''],
  ] as const) {
    assert.ok(body.includes(company.name), `${shop} ${part}: company name`);
    assert.ok(body.includes(company.address), `${shop} ${part}: address`);
    assert.match(body, registration[shop], `${shop} ${part}: company number`);
    assert.ok(body.includes(company.hotline), `${shop} ${part}: hotline`);
    assert.ok(body.includes(company.email), `${shop} ${part}: e-mail`);
  }
}

describe('the e-mail layout', () => {
  test('escapes what the customer typed in the HTML and keeps it as typed in the text', () => {
    const mail = composeMail('cz', {
      to: 'jana@example.cz',
      subject: 'Test',
      greeting: 'Dobrý den,',
      blocks: [{ kind: 'facts', rows: [['Poznámka', '<script>alert(1)</script> & "vše"']] }],
      signature: ['S pozdravem', 'Mobilní svět'],
    });
    assert.ok(mail.text.includes('Poznámka: <script>alert(1)</script> & "vše"'));
    assert.ok(mail.html?.includes('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;vše&quot;'));
    assert.ok(!mail.html?.includes('<script>'));
    assert.match(mail.html ?? '', /<html lang="cs">/);
  });

  for (const shop of bothShops) {
    test(`${shop}: buyout and service e-mails name the shop and the seller`, () => {
      const priced = {
        device: 'Apple iPhone 15',
        quality: 'A' as const,
        price: 500_000,
        currency: 'CZK' as const,
      };
      const mails = [
        quoteEmail(shop, {
          ...priced,
          to: 'a@example.cz',
          answers: [{ question: 'Funguje displej?', answer: 'Ano' }],
          validUntil: new Date('2026-12-01T10:00:00Z'),
          link: 'https://shop.example/vykup',
        }),
        soldEmail(shop, {
          ...priced,
          to: 'a@example.cz',
          number: 'V2600001',
          imei: '356938035643809',
          pickupAddress: 'Korunní 1, Praha',
          link: 'https://shop.example/vykup/1',
        }),
        buyoutStatusEmail(shop, {
          to: 'a@example.cz',
          number: 'V2600001',
          device: 'Apple iPhone 15',
          status: 'paid',
          note: null,
          requotedPrice: null,
          currency: 'CZK',
          link: 'https://shop.example/vykup/1',
        }),
        bookedEmail(shop, {
          to: 'a@example.cz',
          number: 'S2600001',
          device: 'Apple iPhone 15',
          identifier: '356938035643809',
          operations: [{ name: 'Výměna displeje', price: 290_000 }],
          total: 290_000,
          currency: 'CZK',
          handover: 'Praha',
          link: 'https://shop.example/servis/1',
        }),
        serviceStatusEmail(shop, {
          to: 'a@example.cz',
          number: 'S2600001',
          device: 'Apple iPhone 15',
          status: 'ready',
          note: null,
          quoteToApprove: null,
          currency: 'CZK',
          link: 'https://shop.example/servis/1',
        }),
      ];
      for (const mail of mails) {
        const beforeFooter = mail.text.split('\n--\n')[0];
        assert.ok(
          beforeFooter.includes(shopName[shop]),
          `${mail.subject}: the shop is named in the mail itself`,
        );
        assertIdentity(shop, mail);
      }
    });

    test(`${shop}: the order confirmation has the items table, the seller and the legal links`, async () => {
      const app = api.apps[shop];
      const product = await stockedProduct(api.db, shop, 3, [1_000, 100_000_000]);
      const cart = await cartWith(app.url, product.id, 2);
      const email = `mail-layout-${shop}@example.com`;
      const body = orderBody(shop);
      const billing = { ...(body.order_billing_address as Record<string, unknown>), email };
      const { body: order } = await placeOrder(app.url, cart, { ...body, order_billing_address: billing });
      const [mail] = await mailsTo(dataDir, email);
      assert.ok(mail, 'the confirmation was sent');
      assert.ok(mail.subject.includes(order.number));
      assertIdentity(shop, mail);
      const html = mail.html ?? '';
      assert.match(html, /<table[\s\S]*<th scope="col"[\s\S]*<\/table>/);
      assert.ok(html.includes('<tfoot>'), 'totals under the items');
      const pieces = shop === 'cz' ? '2 kusy' : '2 bucăți';
      assert.ok(mail.text.includes(pieces), `text: ${pieces}`);
      assert.ok(html.includes(pieces), `html: ${pieces}`);
      const { termsPath, withdrawalInfoPath } = companies[shop];
      for (const path of [termsPath, withdrawalInfoPath]) {
        assert.ok(mail.text.includes(path), `text links ${path}`);
        assert.ok(html.includes(path), `html links ${path}`);
      }
    });
  }
});
