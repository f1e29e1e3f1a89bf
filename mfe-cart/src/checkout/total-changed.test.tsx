import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CartTotals, OrderCreated } from 'shared-domain';
import { Route, Routes } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import '../checkout-state/checkout-slice.ts';
import { cartPage, startWithChoice, storeCardChoice } from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import { fillValidOrderForm } from '../testing/fill-order-form.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { gatewayNavigation } from './gateway-navigation.ts';

// The checkout sends the total its summary shows; when the cart changed meanwhile the api answers
// 409 `total_changed` with the new summary, and the customer orders at the new total only by
// confirming it.

const czk = (amount: number) => ({ amount, currency: 'CZK' as const });
const newSummary: CartTotals = { ...cartPage.summary, items: czk(2699000), total: czk(2699000) };
const created: OrderCreated = {
  number: 'CZ26000124',
  accessToken: 'tok_0123456789abcdef',
  total: czk(2699000),
  paymentStatus: 'pending',
  paymentUrl: 'https://pay.test/hosted/p-2',
  thankYouUrl: '/objednavka/dekujeme/CZ26000124?token=tok_0123456789abcdef',
};

let sent: { key: string | null; body: Record<string, unknown> }[] = [];
let cartChanged = false;
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })),
  http.get('/api/bff/cart-page', () =>
    HttpResponse.json(cartChanged ? { ...cartPage, summary: newSummary } : cartPage),
  ),
  http.post('/api/new/orders', async ({ request }) => {
    const body = (await request.json()) as { expected_total: { amount: number } };
    sent.push({ key: request.headers.get('Idempotency-Key'), body });
    // Another tab added to the cart after this page read its summary.
    cartChanged = true;
    if (body.expected_total.amount !== newSummary.total.amount)
      return HttpResponse.json(
        { type: 'conflict', code: 'total_changed', message: 'The total changed.', summary: newSummary },
        { status: 409 },
      );
    return HttpResponse.json(created, { status: 201 });
  }),
);

beforeEach(() => {
  sent = [];
  cartChanged = false;
  startWithChoice(storeCardChoice);
});

function renderCheckout() {
  return renderWithProviders(
    <Routes>
      <Route path="/objednavka" element={<CheckoutPage />} />
      <Route path="/objednavka/*" element={<p>Stránka poděkování</p>} />
    </Routes>,
    { shop: 'cz', messages: csCZ, initialEntries: ['/objednavka'] },
  );
}

describe('a total changed after the summary', () => {
  it('sends the total shown, then orders at the new total only once the customer confirms it', async () => {
    const leaveFor = jest.spyOn(gatewayNavigation, 'leaveFor').mockImplementation(() => {});
    const { user } = renderCheckout();
    await fillValidOrderForm(user);
    await user.click(screen.getByRole('button', { name: 'Objednat s\u00a0povinností platby' }));

    const notice = await screen.findByRole('alert');
    await waitFor(() => expect(notice).toHaveTextContent('Cena objednávky se změnila'));
    expect(notice).toHaveTextContent('Košík se od zobrazení souhrnu změnil, a s ním i cena objednávky.');
    expect(notice).toHaveTextContent(/Nová cena k úhradě: 26\s990\sKč/);
    expect(sent).toHaveLength(1);
    expect(sent[0].body.expected_total).toEqual(czk(2499000));
    expect(leaveFor).not.toHaveBeenCalled();
    // The summary beside the form shows the new total too.
    const summary = screen.getByRole('region', { name: 'Souhrn objednávky' });
    await waitFor(() => expect(summary).toHaveTextContent(/Celkem k úhradě\s*26\s990\sKč/));

    await user.click(within(notice).getByRole('button', { name: /^Objednat za novou cenu 26\s990\sKč$/ }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.test/hosted/p-2'));
    expect(sent).toHaveLength(2);
    expect(sent[1].body.expected_total).toEqual(czk(2699000));
    expect(sent[1].key).not.toEqual(sent[0].key);
    leaveFor.mockRestore();
  });
});
