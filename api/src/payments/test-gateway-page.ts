import { formatMoney, type ShopCode, shops } from 'shared-domain';
import { escapeHtml } from './escape-html.ts';
import { paymentTexts } from './payment-texts.ts';

/**
 * The test-mode gateway's hosted card page: plainly titled as a test, with the amount, shop and
 * order, and three real buttons (forms, so it works without JavaScript and from the keyboard).
 */
export function testGatewayPage(
  shop: ShopCode,
  payment: { publicId: string; number: string; amount: number; pending: boolean },
  actionBase: string,
  token: string,
): string {
  const t = paymentTexts[shop].page;
  const { locale, currency, title } = shops[shop];
  const query = `?token=${encodeURIComponent(token)}`;
  const button = (action: string, label: string) =>
    `<form method="post" action="${escapeHtml(`${actionBase}/${action}${query}`)}"><button type="submit">${escapeHtml(label)}</button></form>`;
  return `<!doctype html>
<html lang="${locale.slice(0, 2)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.title)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}.notice{background:#fff3cd;padding:.75rem;border:1px solid #c9a227}form{display:inline-block;margin:.25rem}button{font-size:1rem;padding:.5rem 1rem}</style></head>
<body>
<main>
<h1>${escapeHtml(t.title)}</h1>
<p class="notice" role="note">${escapeHtml(t.notice)}</p>
<dl>
<dt>${escapeHtml(t.shop)}</dt><dd>${escapeHtml(title)}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(payment.number)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatMoney({ amount: payment.amount, currency }, locale))}</dd>
</dl>
${
  payment.pending
    ? [button('approve', t.approve), button('decline', t.decline), button('cancel', t.cancel)].join('\n')
    : `<p role="status">${escapeHtml(t.settled)}</p>`
}
</main>
</body>
</html>
`;
}
