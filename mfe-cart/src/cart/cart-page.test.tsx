import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CartPageData } from 'shared-domain';
import { saveConsent } from 'shared-ui/consent/consent.ts';
import {
  allowAllCookies,
  forgetCookieChoice,
  renderWithProviders,
  setupTestServer,
} from 'shared-ui/testing.ts';
import { checkoutActions } from '../checkout-state/checkout-slice.ts';
import { payments } from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CartRoutes } from '../testing/cart-routes.tsx';
import { type CartRequest, cartHandlers, cartPageData, changes, iphonePackage } from './cart-fixtures.ts';

const state: { page: CartPageData; requests: CartRequest[]; gate?: Promise<void> } = {
  page: cartPageData(),
  requests: [],
};
const server = setupTestServer(...cartHandlers(state));

beforeEach(() => {
  state.page = cartPageData();
  state.requests = [];
  state.gate = undefined;
  sessionStorage.clear();
  window.dataLayer = [];
  allowAllCookies();
});

function renderCart() {
  return renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: ['/kosik'] });
}

async function findPackage(name = 'Apple iPhone 15 128 GB') {
  return screen.findByRole('listitem', { name });
}

describe('cart page', () => {
  it('shows an empty cart with a way back to the catalogue', async () => {
    state.page = cartPageData([]);
    renderCart();
    expect(screen.getByRole('heading', { level: 1, name: 'Košík' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Váš košík je prázdný' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokračovat v\u00a0nákupu' })).toHaveAttribute('href', '/');
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get('/api/bff/cart-page', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : HttpResponse.json(state.page);
      }),
    );
    const { user } = renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Košík se nepodařilo načíst');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await findPackage()).toBeInTheDocument();
  });

  it('lists each package with its link, variant, prices and quantity, and the api totals', async () => {
    state.page = cartPageData([
      iphonePackage({ quantity: 2, total: { amount: 3_198_000, currency: 'CZK' } }),
    ]);
    renderCart();
    const item = await findPackage();
    expect(within(item).getByRole('link', { name: 'Apple iPhone 15 128 GB' })).toHaveAttribute(
      'href',
      '/mobilni-telefony/apple-iphone-15-128gb-cerny',
    );
    expect(item).toHaveTextContent('Varianta: Černá, 128 GB, stav A');
    expect(item).toHaveTextContent(/Cena za kus: 15\s990\sKč/);
    expect(item).toHaveTextContent(/Celkem 31\s980\sKč/);
    expect(within(item).getByRole('spinbutton', { name: 'Počet kusů' })).toHaveValue(2);
    expect(screen.getByText('V košíku máte 2 položky.')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Souhrn objednávky' });
    expect(summary).toHaveTextContent(/Zboží a služby\s*31\s980\sKč/);
    expect(summary).toHaveTextContent(/Celkem k úhradě\s*31\s980\sKč/);
    expect(summary).toHaveTextContent(/Včetně DPH 21 %: 5\s550\sKč/);
    expect(state.requests[0]).toMatchObject({ path: '/api/bff/cart-page', search: '' });
  });

  it('sends a new quantity and tells the tag manager about the added piece', async () => {
    const fbq = jest.fn();
    window.fbq = fbq;
    const { user } = renderCart();
    const item = await findPackage();
    await user.click(within(item).getByRole('button', { name: '+ Přidat kus' }));
    await waitFor(() =>
      expect(changes(state.requests)).toEqual([
        { method: 'PATCH', path: '/api/new/cart/items/11', search: '', body: { quantity: 2 } },
      ]),
    );
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'CZK',
            value: 15990,
            items: [
              {
                item_id: '501',
                item_name: 'Apple iPhone 15 128 GB',
                item_brand: 'Apple',
                price: 15990,
                quantity: 1,
              },
            ],
          },
        },
      ]),
    );
    // Facebook's event in the cart's currency (with consent to marketing, given in beforeEach).
    expect(fbq).toHaveBeenCalledWith('track', 'AddToCart', {
      value: 15990,
      currency: 'CZK',
      content_ids: ['501'],
      content_type: 'product',
    });
    delete window.fbq;
    // The change invalidates the cart: the page loads again.
    await waitFor(() =>
      expect(
        state.requests.filter((r) => r.method === 'GET' && r.path === '/api/bff/cart-page'),
      ).toHaveLength(2),
    );
  });

  it('keeps a typed quantity within 1 and the stock, and does not report a decrease', async () => {
    state.page = cartPageData([iphonePackage({ quantity: 2 })]);
    const { user } = renderCart();
    const input = within(await findPackage()).getByRole('spinbutton', { name: 'Počet kusů' });
    expect(input).toHaveAttribute('max', '3');
    await user.clear(input);
    await user.type(input, '50{Enter}');
    expect(input).toHaveValue(3);
    // Read-only while the change is on its way.
    await waitFor(() => expect(input).not.toHaveAttribute('readonly'));
    await user.clear(input);
    await user.type(input, '1');
    await user.tab();
    await waitFor(() =>
      expect(changes(state.requests).map((r) => r.body)).toEqual([{ quantity: 3 }, { quantity: 1 }]),
    );
    expect(window.dataLayer).toHaveLength(1);
    expect(within(await findPackage()).getByRole('button', { name: '− Ubrat kus' })).toBeEnabled();
  });

  it('shows why a quantity change was refused', async () => {
    server.use(
      http.patch('/api/new/cart/items/11', () =>
        HttpResponse.json(
          { type: 'conflict', code: 'out_of_stock', message: 'Skladem zbývá jen 3 ks.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderCart();
    await user.click(within(await findPackage()).getByRole('button', { name: '+ Přidat kus' }));
    expect(await within(await findPackage()).findByRole('alert')).toHaveTextContent(
      'Skladem zbývá jen 3 ks.',
    );
    expect(window.dataLayer).toEqual([]);
  });

  it('asks before removing a product and removes it by its seo name', async () => {
    const { user } = renderCart();
    const item = await findPackage();
    await user.click(
      within(item).getByRole('button', { name: 'Odebrat Apple iPhone 15 128 GB z\u00a0košíku' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Odebrat zboží z\u00a0košíku?' });
    expect(dialog).toHaveTextContent('Apple iPhone 15 128 GB bude z košíku odebrán i se všemi službami.');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(changes(state.requests)).toEqual([]);

    await user.click(
      within(item).getByRole('button', { name: 'Odebrat Apple iPhone 15 128 GB z\u00a0košíku' }),
    );
    state.page = cartPageData([]);
    await user.click(screen.getByRole('button', { name: 'Odebrat z\u00a0košíku' }));
    expect(await screen.findByRole('heading', { name: 'Váš košík je prázdný' })).toBeInTheDocument();
    expect(changes(state.requests)).toEqual([
      {
        method: 'POST',
        path: '/api/new/cart/remove',
        search: '',
        body: { productSeoName: 'apple-iphone-15-128gb-cerny' },
      },
    ]);
  });

  it('keeps the way to the order closed until delivery and payment are chosen', async () => {
    const { store } = renderCart();
    const summary = await screen.findByRole('region', { name: 'Souhrn objednávky' });
    const proceed = within(summary).getByRole('button', { name: 'Pokračovat k\u00a0objednávce' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(/Vyberte způsob dopravy\..*Vyberte způsob platby\./);

    act(() => {
      store.dispatch(checkoutActions.deliveryChosen({ type: 'courier' }));
      store.dispatch(checkoutActions.paymentChosen('card'));
    });
    expect(
      await within(summary).findByRole('link', { name: 'Pokračovat k\u00a0objednávce' }),
    ).toHaveAttribute('href', '/objednavka');
    // The totals are asked for with the chosen delivery and payment.
    await waitFor(() =>
      expect(state.requests.at(-1)).toMatchObject({
        path: '/api/bff/cart-page',
        search: '?delivery=courier&payment=card',
      }),
    );
  });

  it('does not open the order form before the store to pick up from is chosen', async () => {
    const { store } = renderCart();
    await findPackage();
    act(() => {
      store.dispatch(checkoutActions.deliveryChosen({ type: 'store' }));
      store.dispatch(checkoutActions.paymentChosen('card'));
    });
    const summary = screen.getByRole('region', { name: 'Souhrn objednávky' });
    await waitFor(() =>
      expect(
        within(summary).getByRole('button', { name: 'Pokračovat k\u00a0objednávce' }),
      ).toHaveAccessibleDescription(/Vyberte prodejnu, kde si zboží vyzvednete\./),
    );
    expect(within(summary).queryByRole('link', { name: 'Pokračovat k\u00a0objednávce' })).toBeNull();

    act(() => {
      store.dispatch(checkoutActions.deliveryChosen({ type: 'store', storeId: 1 }));
    });
    expect(await within(summary).findByRole('link', { name: 'Pokračovat k\u00a0objednávce' })).toBeVisible();
  });

  it('holds the way to the order while the api prices a new choice, and judges the payment on the new list', async () => {
    const { store } = renderCart();
    await findPackage();
    act(() => {
      store.dispatch(checkoutActions.deliveryChosen({ type: 'courier' }));
      store.dispatch(checkoutActions.paymentChosen('card'));
    });
    const summary = screen.getByRole('region', { name: 'Souhrn objednávky' });
    await within(summary).findByRole('link', { name: 'Pokračovat k\u00a0objednávce' });

    // The api is slow to price the next choice; the list on screen has no cash on delivery, the
    // coming one (for the pickup point) has.
    let answer = () => {};
    state.gate = new Promise((resolve) => {
      answer = resolve;
    });
    const page = cartPageData();
    state.page = {
      ...page,
      payments: {
        methods: payments.methods.map((method) =>
          method.type === 'cash_on_delivery'
            ? { ...method, available: true, unavailableReason: null }
            : method,
        ),
      },
    };
    act(() => {
      store.dispatch(checkoutActions.deliveryChosen({ type: 'pickup_point', pickupPointId: 7 }));
      store.dispatch(checkoutActions.paymentChosen('cash_on_delivery'));
    });
    const held = await within(summary).findByRole('button', { name: 'Pokračovat k\u00a0objednávce' });
    expect(held).toBeDisabled();
    expect(held).toHaveAccessibleDescription('Ukládáme vaši volbu…');

    answer();
    expect(await within(summary).findByRole('link', { name: 'Pokračovat k\u00a0objednávce' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Dobírka/ })).toBeChecked();
  });

  it('names every problem that blocks ordering', async () => {
    state.page = cartPageData([iphonePackage()], {
      problems: ['insurance_price_changed', 'invalid_discount'],
    });
    const { store } = renderCart();
    await findPackage();
    act(() => {
      store.dispatch(checkoutActions.deliveryChosen({ type: 'courier' }));
      store.dispatch(checkoutActions.paymentChosen('card'));
    });
    const summary = screen.getByRole('region', { name: 'Souhrn objednávky' });
    const proceed = within(summary).getByRole('button', { name: 'Pokračovat k\u00a0objednávce' });
    expect(proceed).toBeDisabled();
    expect(proceed).toHaveAccessibleDescription(
      /Cena pojištění se změnila, vyberte jej prosím znovu\..*Košík obsahuje neplatnou slevu\. Před pokračováním ji prosím odeberte\./,
    );
    expect(proceed).not.toHaveAccessibleDescription(/Vyberte způsob/);
  });

  it('is mounted at /cos in the Romanian shop, in Romanian and Lei', async () => {
    state.page = cartPageData([iphonePackage({}, 'RON')], {}, 'RON');
    renderWithProviders(<CartRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/cos'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Coș' })).toBeInTheDocument();
    const item = await findPackage();
    expect(item).toHaveTextContent(/Preț pe bucată: 15\.990\sLei/);
    expect(screen.getByText('Aveți 1 produs în coș.')).toBeInTheDocument();
    expect(within(item).getByRole('spinbutton', { name: 'Cantitate' })).toHaveValue(1);
    const summary = screen.getByRole('region', { name: 'Rezumatul comenzii' });
    expect(within(summary).getByRole('button', { name: 'Continuați spre comandă' })).toBeDisabled();
  });

  it.each([
    ['cz', csCZ, '/kosik', '− Ubrat kus', '+ Přidat kus'],
    ['ro', roRO, '/cos', '− Reduceți cantitatea', '+ Măriți cantitatea'],
  ] as const)(
    'names the quantity buttons by the symbol they show, then in words (%s)',
    async (shop, messages, path, less, more) => {
      state.page = cartPageData([iphonePackage({ quantity: 2 })]);
      renderWithProviders(<CartRoutes />, { shop, messages, initialEntries: [path] });
      const item = await findPackage();
      // Label in name: a voice-control user says what the button shows ("minus", "plus").
      const decrease = within(item).getByRole('button', { name: less });
      const increase = within(item).getByRole('button', { name: more });
      expect(decrease).not.toHaveAttribute('aria-label');
      expect(increase).not.toHaveAttribute('aria-label');
      expect(decrease.textContent?.startsWith('−')).toBe(true);
      expect(increase.textContent?.startsWith('+')).toBe(true);
    },
  );
});

describe('marketing e-mail script', () => {
  const scripts = () => Array.from(document.head.querySelectorAll('script[data-marketing]'));
  afterEach(() => {
    for (const script of scripts()) script.remove();
  });

  it('is not loaded when the shop configures none', async () => {
    renderCart();
    await findPackage();
    expect(scripts()).toHaveLength(0);
  });

  it('is loaded once by the cart when configured', async () => {
    const url = 'https://mail-tracker.example.com/t.js';
    renderWithProviders(<CartRoutes />, {
      messages: csCZ,
      initialEntries: ['/kosik'],
      marketingEmailScriptUrl: url,
    });
    await findPackage();
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual([url]);
  });

  it('waits for the visitor to allow marketing cookies, and stays out on a refusal', async () => {
    forgetCookieChoice();
    const url = 'https://mail-tracker.example.com/after-consent.js';
    renderWithProviders(<CartRoutes />, {
      messages: csCZ,
      initialEntries: ['/kosik'],
      marketingEmailScriptUrl: url,
    });
    await findPackage();
    expect(scripts()).toHaveLength(0);
    act(() => {
      saveConsent({ analytics: true, marketing: false });
    });
    expect(scripts()).toHaveLength(0);
    act(() => {
      saveConsent({ analytics: true, marketing: true });
    });
    expect(scripts().map((script) => script.getAttribute('src'))).toEqual([url]);
  });
});
