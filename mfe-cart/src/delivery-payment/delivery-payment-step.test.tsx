import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import '../checkout-state/checkout-slice.ts';
import {
  deliveries,
  installmentOffers,
  payments,
  places,
  savedChoice,
  startWithChoice,
} from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { DeliveryPaymentStep } from './delivery-payment-step.tsx';

const searches: string[] = [];
const server = setupTestServer(
  http.get('/api/new/checkout/dispensing-places', ({ request }) => {
    searches.push(new URL(request.url).searchParams.get('search') ?? '');
    return HttpResponse.json({ places });
  }),
  http.get('/api/new/checkout/installments/best-options', () =>
    HttpResponse.json({ options: installmentOffers }),
  ),
);

const cartTotal = { amount: 2499000, currency: 'CZK' as const };

function renderStep(shop: 'cz' | 'ro' = 'cz', offered = payments) {
  return renderWithProviders(
    <DeliveryPaymentStep deliveries={deliveries} payments={offered} cartTotal={cartTotal} pending={false} />,
    { shop, messages: shop === 'cz' ? csCZ : roRO },
  );
}

const applePay = { ...payments.methods[1], type: 'apple_pay' as const, name: 'Apple Pay' };
const withApplePay = { methods: [...payments.methods, applePay] };

beforeEach(() => {
  startWithChoice(null);
  searches.length = 0;
  delete (window as { PaymentRequest?: unknown }).PaymentRequest;
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
});

describe('delivery', () => {
  it('offers store pickup with opening hours, the 30-minute reservation and a time slot, and saves the choice', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Osobní odběr na prodejně' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Prodejna/ }),
      'Praha Anděl, Nádražní 344/23, Praha 5',
    );
    expect(screen.getByText('Vše je skladem: rezervace bude připravena do 30 minut.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Otevírací doba: Praha Anděl' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('Po 09:00–20:00');
    const slot = screen.getByRole('combobox', { name: 'Čas vyzvednutí' });
    await user.selectOptions(slot, within(slot).getAllByRole('option')[2]);
    await waitFor(() =>
      expect(savedChoice()?.delivery).toEqual({
        type: 'store',
        storeId: 3,
        timeslot: { from: '2026-05-12T14:00:00+02:00', to: '2026-05-12T16:00:00+02:00' },
      }),
    );
  });

  it('says the goods are shipped in when the store does not have everything', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Osobní odběr na prodejně' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Prodejna/ }),
      'Brno Centrum, Masarykova 12, Brno',
    );
    expect(screen.getByText(/Zboží do prodejny dovezeme/)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Čas vyzvednutí' })).not.toBeInTheDocument();
  });

  it('searches pickup points from 2 characters, plots them and refuses a congested one', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Výdejní místo' }));
    const search = screen.getByRole('searchbox', { name: /Hledat výdejní místo/ });
    await user.type(search, '1');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searches).toEqual([]);
    await user.type(search, '50 00');
    const results = await screen.findByRole('list', { name: 'Nalezená výdejní místa' });
    // Debounced: one request for the pause in typing, not one per key.
    expect(searches).toEqual(['150 00']);
    expect(within(results).getAllByRole('button', { name: /^Vybrat / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Vybrat Papírnictví Karlín' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Na mapě: Papírnictví Karlín' })).toBeDisabled();
    expect(
      screen.getByText('Zvolené výdejní místo není dostupné nebo je přeplněné, vyberte prosím jiné.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Na mapě: Trafika Smíchov' }));
    expect(
      screen.getByText('Vybrané výdejní místo: Trafika Smíchov, Štefánikova 20, Praha 5'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vybrat Trafika Smíchov' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(savedChoice()?.delivery?.pickupPointId).toBe(101));
  });

  it('shows the widget failure when the pickup points cannot be loaded', async () => {
    server.use(
      http.get('/api/new/checkout/dispensing-places', () =>
        HttpResponse.json(
          { type: 'upstream', code: 'carrier_unavailable', message: 'Down' },
          { status: 502 },
        ),
      ),
    );
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Výdejní místo' }));
    await user.type(screen.getByRole('searchbox', { name: /Hledat výdejní místo/ }), 'Praha');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nepodařilo se načíst výběr výdejních míst, zkuste to prosím později nebo zvolte jinou dopravu.',
    );
  });

  it('tells the courier goes to the order address', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Kurýr na adresu' }));
    expect(screen.getByText(/Kurýr doručí zásilku na adresu/)).toBeInTheDocument();
  });

  it('checks an express address: field errors, then 409 not available, then available', async () => {
    const bodies: unknown[] = [];
    let available = false;
    server.use(
      http.post('/api/new/checkout/liftago-check', async ({ request }) => {
        bodies.push(await request.json());
        return available
          ? HttpResponse.json({
              available: true,
              price: { amount: 19900, currency: 'CZK' },
              etaMinutes: 90,
              testMode: true,
            })
          : HttpResponse.json(
              { type: 'conflict', code: 'delivery_unavailable', message: 'No' },
              { status: 409 },
            );
      }),
    );
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Expres ještě dnes' }));
    await user.click(screen.getByRole('button', { name: 'Ověřit dostupnost' }));
    expect(screen.getByRole('textbox', { name: /Ulice a\u00a0číslo popisné/ })).toHaveAccessibleDescription(
      'Tato hodnota je požadována.',
    );
    expect(bodies).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Ulice a\u00a0číslo popisné/ }), 'Vinohradská 12');
    await user.type(screen.getByRole('textbox', { name: /Město/ }), 'Praha');
    await user.type(screen.getByRole('textbox', { name: /PSČ/ }), '120 00');
    await user.click(screen.getByRole('button', { name: 'Ověřit dostupnost' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Omlouváme se, zvolený způsob dopravy teď není dostupný. Zvolte prosím jiný.',
    );
    expect(bodies[0]).toEqual({
      delivery_address: { address: 'Vinohradská 12', city: 'Praha', postcode: '120 00' },
    });
    available = true;
    await user.click(screen.getByRole('button', { name: 'Ověřit dostupnost' }));
    expect(await screen.findByText(/Na tuto adresu doručíme zhruba do 90 minut/)).toBeInTheDocument();
    await waitFor(() => expect(savedChoice()?.delivery?.address?.city).toBe('Praha'));
  });
});

describe('payment', () => {
  it('lists fees, reasons and the test mode', async () => {
    const { user } = renderStep();
    expect(screen.getByRole('radio', { name: 'Dobírka' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Dobírka' })).toHaveAccessibleDescription(
      /Jen s doručením na adresu/,
    );
    expect(screen.getByRole('radio', { name: 'Platební karta' })).toHaveAccessibleDescription(
      /TESTOVACÍ REŽIM/,
    );
    await user.click(screen.getByRole('radio', { name: 'Platební karta' }));
    await waitFor(() => expect(savedChoice()?.payment).toBe('card'));
  });

  it.each(['cz', 'ro'] as const)(
    'does not list a wallet the browser cannot pay with, and asks without a Payment Request (%s)',
    (shop) => {
      // A Payment Request for "https://google.com/pay" is what broke the shop's CSP: never built.
      const paymentRequest = jest.fn();
      (window as { PaymentRequest?: unknown }).PaymentRequest = paymentRequest;
      renderStep(shop, withApplePay);
      expect(screen.getByRole('radio', { name: 'Platební karta' })).toBeEnabled();
      expect(screen.queryByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'Apple Pay' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Google Pay|Apple Pay/)).not.toBeInTheDocument();
      expect(paymentRequest).not.toHaveBeenCalled();
    },
  );

  it('drops a wallet chosen before when this browser cannot pay with it', async () => {
    startWithChoice({ delivery: null, payment: 'google_pay', installment: null });
    renderStep();
    await waitFor(() => expect(savedChoice()?.payment ?? null).toBeNull());
  });

  it('lists Apple Pay where Safari says it can pay, without a Payment Request', async () => {
    const canMakePayments = jest.fn().mockReturnValue(true);
    (window as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments };
    const paymentRequest = jest.fn();
    (window as { PaymentRequest?: unknown }).PaymentRequest = paymentRequest;
    const { user } = renderStep('cz', withApplePay);
    const wallet = screen.getByRole('radio', { name: 'Apple Pay' });
    expect(wallet).toBeEnabled();
    await user.click(wallet);
    expect(wallet).toBeChecked();
    await waitFor(() => expect(savedChoice()?.payment).toBe('apple_pay'));
    expect(canMakePayments).toHaveBeenCalled();
    expect(paymentRequest).not.toHaveBeenCalled();
    expect(screen.queryByRole('radio', { name: 'Google Pay' })).not.toBeInTheDocument();
  });

  it('shows the best installment options and keeps the chosen one with its arrange type', async () => {
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Na splátky' }));
    const table = await screen.findByRole('table', { name: /Nejvýhodnější splátky pro částku/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Standard 24');
    expect(rows[2]).toHaveTextContent('15,87 %');
    await user.click(screen.getByRole('radio', { name: 'Standard 24, 24 splátek' }));
    await user.click(screen.getByRole('radio', { name: 'Na prodejně' }));
    await waitFor(() =>
      expect(savedChoice()?.installment).toEqual({ code: 'STD-24', arrangeType: 'on-store' }),
    );
  });

  it('says so when the installments cannot be calculated', async () => {
    server.use(
      http.get('/api/new/checkout/installments/best-options', () =>
        HttpResponse.json({ type: 'upstream', code: 'installments_failed', message: 'x' }, { status: 502 }),
      ),
    );
    const { user } = renderStep();
    await user.click(screen.getByRole('radio', { name: 'Na splátky' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je nám líto, ale výpočet splátek se nezdařil.',
    );
  });
});
