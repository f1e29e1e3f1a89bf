import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { OrderCreated } from 'shared-domain';
import { Route, Routes } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import '../checkout-state/checkout-slice.ts';
import { cartPage, startWithChoice, storeCardChoice } from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import { fillValidOrderForm } from '../testing/fill-order-form.ts';
import { CheckoutPage } from './checkout-page.tsx';

// The api died after committing the order and before answering: the bff answered 502. The
// checkout asks again with the same Idempotency-Key, the restarted api replays the order it
// committed, and the customer sees that order instead of an error.

const committed: OrderCreated = {
  number: 'CZ26000321',
  accessToken: 'tok_committed_0123456789',
  total: { amount: 2499000, currency: 'CZK' },
  paymentStatus: 'not_paid',
  paymentUrl: null,
  thankYouUrl: '/objednavka/dekujeme/CZ26000321?token=tok_committed_0123456789',
};

let keys: (string | null)[] = [];
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })),
  http.get('/api/bff/cart-page', () => HttpResponse.json(cartPage)),
  http.post('/api/new/orders', ({ request }) => {
    keys.push(request.headers.get('Idempotency-Key'));
    if (keys.length === 1)
      return HttpResponse.json(
        { type: 'upstream', code: 'api_unavailable', message: 'The shop is not available.' },
        { status: 502 },
      );
    return HttpResponse.json(committed, { status: 201, headers: { 'Idempotent-Replayed': 'true' } });
  }),
);

beforeEach(() => {
  keys = [];
  startWithChoice({ ...storeCardChoice, payment: 'cash_in_store' });
});

function ThankYouPage() {
  return <p>Děkujeme za objednávku {new URLSearchParams(window.location.search).get('token')}</p>;
}

describe('an order whose answer was lost', () => {
  it('is asked for again with the same Idempotency-Key after a 502 and shown instead of an error', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/objednavka" element={<CheckoutPage />} />
        <Route path="/objednavka/dekujeme/:number" element={<ThankYouPage />} />
      </Routes>,
      { shop: 'cz', messages: csCZ, initialEntries: ['/objednavka'] },
    );
    await fillValidOrderForm(user);
    await user.click(screen.getByRole('button', { name: 'Objednat s\u00a0povinností platby' }));

    expect(await screen.findByText(/Děkujeme za objednávku/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);
});
