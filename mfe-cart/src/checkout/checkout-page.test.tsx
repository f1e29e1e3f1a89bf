import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { OrderCreated } from 'shared-domain';
import { formatValidationMessage } from 'shared-domain/validation';
import { Route, Routes } from 'shared-ui';
import { RESEND_DELAYS_MS } from 'shared-ui/idempotency';
import { rateLimitedResponse, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import '../checkout-state/checkout-slice.ts';
import { cartPage, savedChoice, startWithChoice, storeCardChoice } from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { fillValidOrderForm } from '../testing/fill-order-form.ts';
import { CheckoutPage } from './checkout-page.tsx';
import { gatewayNavigation } from './gateway-navigation.ts';

const created: OrderCreated = {
  number: 'CZ26000123',
  accessToken: 'tok_0123456789abcdef',
  total: { amount: 2499000, currency: 'CZK' },
  paymentStatus: 'not_paid',
  paymentUrl: 'https://pay.test/hosted/p-1',
  thankYouUrl: '/objednavka/dekujeme/CZ26000123?token=tok_0123456789abcdef',
};

interface SentOrder {
  key: string | null;
  body: Record<string, unknown>;
}
let sent: SentOrder[] = [];
const server = setupTestServer(
  // A visitor: the account's own data is never asked for (checkout-account.test.tsx signs in).
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })),
  http.get('/api/bff/cart-page', () => HttpResponse.json(cartPage)),
  http.post('/api/new/orders', async ({ request }) => {
    sent.push({
      key: request.headers.get('Idempotency-Key'),
      body: (await request.json()) as Record<string, unknown>,
    });
    return HttpResponse.json(created, { status: 201 });
  }),
);

function renderCheckout(shop: 'cz' | 'ro' = 'cz') {
  const base = shop === 'cz' ? '/objednavka' : '/comanda';
  return renderWithProviders(
    <Routes>
      <Route path={base} element={<CheckoutPage />} />
      <Route path={`${base}/*`} element={<p>Stránka poděkování</p>} />
      <Route path={shop === 'cz' ? '/kosik' : '/cos'} element={<p>Stránka košíku</p>} />
    </Routes>,
    { shop, messages: shop === 'cz' ? csCZ : roRO, initialEntries: [base] },
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Objednat s\u00a0povinností platby' });

beforeEach(() => {
  sent = [];
  startWithChoice(storeCardChoice);
});

describe('checkout page guards', () => {
  it('asks to choose delivery and payment first, with a link back to the cart', async () => {
    startWithChoice(null);
    renderCheckout();
    expect(await screen.findByText('Nejprve zvolte dopravu a platbu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět do košíku' })).toHaveAttribute('href', '/kosik');
  });

  it('sends an empty cart back to the cart', async () => {
    server.use(
      http.get('/api/bff/cart-page', () =>
        HttpResponse.json({ ...cartPage, cart: { ...cartPage.cart, count: 0 } }),
      ),
    );
    renderCheckout();
    expect(await screen.findByText('Stránka košíku')).toBeInTheDocument();
  });

  it('summarises the order with the totals and VAT from the api', async () => {
    renderCheckout();
    const summary = await screen.findByRole('region', { name: 'Souhrn objednávky' });
    expect(summary).toHaveTextContent('2 položky');
    expect(summary).toHaveTextContent('Osobní odběr na prodejně – Praha Anděl, Nádražní 344/23, Praha 5');
    expect(summary).toHaveTextContent('Platební karta');
    expect(summary).toHaveTextContent(/Celkem k úhradě\s*24\s990\sKč/);
    expect(summary).toHaveTextContent(/Z toho DPH 21 %\s*4\s337\sKč/);
  });
});

describe('order form', () => {
  it.each([
    [
      'cz',
      'Objednat s\u00a0povinností platby',
      'Formulář obsahuje chyby',
      'Jméno',
      /^Jméno/,
      'Souhlasím s\u00a0obchodními podmínkami',
    ],
    [
      'ro',
      'Comandă cu obligație de plată',
      'Formularul conține erori',
      'Prenume',
      /^Prenume/,
      'Sunt de acord cu termenii și condițiile',
    ],
  ] as const)(
    'sums up the errors in an announced list whose links focus the fields (%s)',
    async (shop, submit, title, firstLabel, firstName, terms) => {
      const { user } = renderCheckout(shop);
      const first = await screen.findByRole('textbox', { name: firstName });
      await user.click(screen.getByRole('button', { name: submit }));
      const required = formatValidationMessage(shop === 'cz' ? 'cs-CZ' : 'ro-RO', 'required');
      // The summary is an alert (read out when it appears) and takes the focus from the button.
      const summary = screen.getByRole('alert');
      expect(summary).toHaveTextContent(title);
      expect(summary).toHaveFocus();
      const links = within(summary).getAllByRole('link');
      expect(links[0]).toHaveAccessibleName(`${firstLabel}: ${required}`);
      expect(links.map((link) => link.textContent)).toContain(`${terms}: ${required}`);
      await user.click(within(summary).getByRole('link', { name: `${terms}: ${required}` }));
      expect(screen.getByRole('checkbox', { name: new RegExp(terms) })).toHaveFocus();
      await user.click(links[0]);
      expect(first).toHaveFocus();
      // A second refused submit takes the focus back to the summary.
      await user.click(screen.getByRole('button', { name: submit }));
      expect(screen.getByRole('alert')).toHaveFocus();
      expect(sent).toHaveLength(0);
    },
  );

  it('shows required fields and the terms consent at their fields and sends nothing', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('textbox', { name: /^Jméno/ });
    expect(screen.getByRole('checkbox', { name: /Chci dostávat obchodní sdělení/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /dotazníku spokojenosti Heureka/ })).not.toBeChecked();
    await user.click(submitButton());
    const required = formatValidationMessage('cs-CZ', 'required');
    expect(screen.getByRole('textbox', { name: /^Jméno/ })).toHaveAccessibleDescription(required);
    expect(
      screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ }),
    ).toHaveAccessibleDescription(required);
    expect(sent).toHaveLength(0);
  });

  it('checks the IČO of an invoice on a company and keeps what was typed', async () => {
    const { user } = renderCheckout();
    await fillValidOrderForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Chci fakturu na firmu' }));
    await user.type(screen.getByRole('textbox', { name: /^Název firmy/ }), 'Nováková s.r.o.');
    await user.type(screen.getByRole('textbox', { name: /^IČO/ }), '12345678');
    await user.click(submitButton());
    expect(screen.getByRole('textbox', { name: /^IČO/ })).toHaveAccessibleDescription(
      formatValidationMessage('cs-CZ', 'companyId'),
    );
    expect(screen.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('Jana');
    expect(sent).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /^IČO/ }));
    await user.type(screen.getByRole('textbox', { name: /^IČO/ }), '25596641');
    await user.click(submitButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body.order_billing_address).toMatchObject({ invoice_on_company: true, tin: '25596641' });
  });

  it('shows a server 400 at the field it belongs to', async () => {
    server.use(
      http.post('/api/new/orders', () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: { order_billing_address: { email: ['Tento e-mail nelze použít.'] } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderCheckout();
    await fillValidOrderForm(user);
    await user.click(submitButton());
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Tento e-mail nelze použít.'));
    expect(email).toHaveValue('jana@example.cz');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'E-mail: Tento e-mail nelze použít.' }));
    expect(email).toHaveFocus();
  });

  it('after too many orders (429) says how long to wait and keeps the form', async () => {
    server.use(http.post('/api/new/orders', () => rateLimitedResponse(30 * 60)));
    const { user } = renderCheckout();
    await fillValidOrderForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 30 minut.',
    );
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('jana@example.cz');
  });

  it('shows a 409 refusal in the customer’s words', async () => {
    server.use(
      http.post('/api/new/orders', () =>
        HttpResponse.json({ type: 'conflict', code: 'invalid_discount', message: 'x' }, { status: 409 }),
      ),
    );
    const { user } = renderCheckout();
    await fillValidOrderForm(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Košík obsahuje neplatnou slevu. Před pokračováním ji prosím odeberte.',
    );
  });

  it('says why a first-purchase discount or a used warranty code stops the order', async () => {
    const refusals = [
      ['discount_first_purchase_only', /Sleva na první nákup platí jen pro první objednávku/],
      ['prolong_warranty_code_used', /Kód prodloužené záruky v košíku už byl použit/],
    ] as const;
    for (const [code, text] of refusals) {
      server.use(
        http.post('/api/new/orders', () =>
          HttpResponse.json({ type: 'conflict', code, message: 'English text' }, { status: 409 }),
        ),
      );
      const { user, unmount } = renderCheckout();
      await fillValidOrderForm(user);
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      unmount();
    }
  });
});

describe('finishing the order', () => {
  it('sends the order submit payload and leaves for the card gateway, clearing the choices', async () => {
    const leaveFor = jest.spyOn(gatewayNavigation, 'leaveFor').mockImplementation(() => {});
    const { user } = renderCheckout();
    await fillValidOrderForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.test/hosted/p-1'));
    expect(sent[0].body).toMatchObject({
      type_payment: 'card',
      type_delivery_code: 'store',
      store: 3,
      order_billing_address: {
        first_name: 'Jana',
        phone: '777123456',
        postcode: '110 00',
        invoice_on_company: false,
      },
      order_info: {
        consent_to_terms_of_service: true,
        consent_marketing: false,
        consent_heureka_review: false,
      },
    });
    expect(sent[0].key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(savedChoice()).toEqual({ delivery: null, payment: null, installment: null }));
    leaveFor.mockRestore();
  });

  it('retries after a network failure with the same Idempotency-Key and sends a double click once', async () => {
    startWithChoice({ ...storeCardChoice, payment: 'cash_in_store' });
    // The first send and every automatic try again find no api.
    const unreachable = RESEND_DELAYS_MS.length + 1;
    let calls = 0;
    server.use(
      http.post('/api/new/orders', async ({ request }) => {
        calls += 1;
        sent.push({
          key: request.headers.get('Idempotency-Key'),
          body: (await request.json()) as Record<string, unknown>,
        });
        if (calls <= unreachable) return HttpResponse.error();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return HttpResponse.json({ ...created, paymentUrl: null }, { status: 201 });
      }),
    );
    const { user } = renderCheckout();
    await fillValidOrderForm(user);
    await user.click(submitButton());
    const waitedOut = { timeout: RESEND_DELAYS_MS.reduce((sum, ms) => sum + ms, 1000) };
    expect(await screen.findByRole('alert', {}, waitedOut)).toHaveTextContent(/Spojení se nezdařilo/);
    expect(screen.getByRole('textbox', { name: /^Jméno/ })).toHaveValue('Jana');
    await user.dblClick(submitButton());
    expect(await screen.findByText('Stránka poděkování')).toBeInTheDocument();
    expect(sent).toHaveLength(unreachable + 1);
    expect(new Set(sent.map((request) => request.key)).size).toBe(1);
  }, 15_000);

  it('pays with a wallet through the Payment Request API after the order is placed', async () => {
    startWithChoice({ ...storeCardChoice, payment: 'google_pay' });
    const processed: unknown[] = [];
    server.use(
      http.post('/api/new/orders', () =>
        HttpResponse.json({ ...created, paymentUrl: null }, { status: 201 }),
      ),
      http.post('/api/new/payments/google_pay/init', () =>
        HttpResponse.json({
          paymentId: 'gp-1',
          amount: { amount: 2499000, currency: 'CZK' },
          redirectUrl: null,
          paymentRequest: {
            supportedMethods: 'https://google.com/pay',
            data: { environment: 'TEST' },
            label: 'Mobilní svět',
          },
          testMode: true,
        }),
      ),
      http.post('/api/new/payments/google_pay/process', async ({ request }) => {
        processed.push(await request.json());
        return HttpResponse.json({ status: 'paid', message: null });
      }),
    );
    const complete = jest.fn().mockResolvedValue(undefined);
    const show = jest.fn().mockResolvedValue({ details: { token: 'wallet-token' }, complete });
    const PaymentRequestMock = jest.fn().mockImplementation(() => ({
      canMakePayment: () => Promise.resolve(true),
      addEventListener: () => {},
      show,
    }));
    (window as { PaymentRequest?: unknown }).PaymentRequest = PaymentRequestMock;
    const { user } = renderCheckout();
    await fillValidOrderForm(user);
    await user.click(submitButton());
    expect(await screen.findByText('Stránka poděkování')).toBeInTheDocument();
    expect(PaymentRequestMock).toHaveBeenCalledWith(
      [{ supportedMethods: 'https://google.com/pay', data: { environment: 'TEST' } }],
      { total: { label: 'Mobilní svět', amount: { currency: 'CZK', value: '24990.00' } } },
    );
    expect(processed).toEqual([
      {
        number: 'CZ26000123',
        token: 'tok_0123456789abcdef',
        paymentId: 'gp-1',
        walletToken: '{"token":"wallet-token"}',
      },
    ]);
    expect(complete).toHaveBeenCalledWith('success');
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  });
});

describe('Romanian shop', () => {
  it('is at /comanda and checks the CUI', async () => {
    const { user } = renderCheckout('ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Comandă' })).toBeInTheDocument();
    await user.click(await screen.findByRole('checkbox', { name: 'Doresc factură pe firmă' }));
    await user.type(screen.getByRole('textbox', { name: /^CUI/ }), 'RO123');
    await user.click(screen.getByRole('button', { name: 'Comandă cu obligație de plată' }));
    expect(screen.getByRole('textbox', { name: /^CUI/ })).toHaveAccessibleDescription(
      formatValidationMessage('ro-RO', 'companyId'),
    );
    expect(screen.getByRole('link', { name: 'Schimbați livrarea sau plata' })).toHaveAttribute(
      'href',
      '/cos',
    );
  });
});
