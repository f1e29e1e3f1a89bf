import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { OrderCreated, Profile, SavedAddress } from 'shared-domain';
import { Route, Routes } from 'shared-ui';
import { business, customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import '../checkout-state/checkout-slice.ts';
import { cartPage, startWithChoice, storeCardChoice } from '../checkout-state/test-fixtures.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CheckoutPage } from './checkout-page.tsx';

// The order form and the customer's account (issue 6): profile prefill, saved delivery addresses,
// and the login / account creation offered to visitors.

const businessProfile: Profile = {
  email: business.email,
  firstName: 'Petr',
  lastName: 'Svoboda',
  phone: '777888999',
  business: true,
  companyName: 'Firma Example s.r.o.',
  companyId: '25596641',
  vatId: 'CZ25596641',
  consentMarketing: false,
  kind: 'personal',
  canEdit: true,
  createdAt: '2026-01-05T10:00:00+01:00',
};

const home: SavedAddress = {
  id: 7,
  name: 'Petr Svoboda',
  street: 'Dlouhá 5',
  city: 'Brno',
  postcode: '602 00',
  phone: '777888999',
  isDefault: true,
};
const office: SavedAddress = {
  id: 9,
  name: 'Firma Example s.r.o.',
  street: 'Vinohradská 20',
  city: 'Praha',
  postcode: '120 00',
  phone: null,
  isDefault: false,
};

const created: OrderCreated = {
  number: 'CZ26000124',
  accessToken: 'tok_0123456789abcdef',
  total: { amount: 2499000, currency: 'CZK' },
  paymentStatus: 'not_paid',
  paymentUrl: null,
  thankYouUrl: '/objednavka/dekujeme/CZ26000124?token=tok_0123456789abcdef',
};

let accountCalls: string[] = [];
let sentOrders: Record<string, unknown>[] = [];
const server = setupTestServer(
  http.get('/api/bff/cart-page', () => HttpResponse.json(cartPage)),
  http.post('/api/new/orders', async ({ request }) => {
    sentOrders.push((await request.json()) as Record<string, unknown>);
    return HttpResponse.json(created, { status: 201 });
  }),
);

/** Signed in as `user`, with this profile and these saved addresses (calls are recorded). */
function signedIn(profile: Profile, addresses: SavedAddress[], profileAnswered?: Promise<void>) {
  server.use(
    http.get('/api/new/accounts/me', () => HttpResponse.json({ user: business })),
    http.get('/api/new/accounts/me/profile', async () => {
      accountCalls.push('profile');
      await profileAnswered;
      return HttpResponse.json(profile);
    }),
    http.get('/api/new/accounts/me/addresses', () => {
      accountCalls.push('addresses');
      return HttpResponse.json({ addresses });
    }),
  );
}

function visitor() {
  server.use(
    http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })),
    http.get('/api/new/accounts/me/profile', () => {
      accountCalls.push('profile');
      return HttpResponse.json({ type: 'auth', code: 'unauthenticated', message: 'x' }, { status: 401 });
    }),
    http.get('/api/new/accounts/me/addresses', () => {
      accountCalls.push('addresses');
      return HttpResponse.json({ type: 'auth', code: 'unauthenticated', message: 'x' }, { status: 401 });
    }),
  );
}

function renderCheckout(shop: 'cz' | 'ro' = 'cz') {
  const base = shop === 'cz' ? '/objednavka' : '/comanda';
  return renderWithProviders(
    <Routes>
      <Route path={base} element={<CheckoutPage />} />
      <Route path={`${base}/*`} element={<p>Stránka poděkování</p>} />
    </Routes>,
    { shop, messages: shop === 'cz' ? csCZ : roRO, initialEntries: [base] },
  );
}

const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name });
const deliveryFieldset = () => screen.getByRole('group', { name: 'Doručovací adresa' });

beforeEach(() => {
  accountCalls = [];
  sentOrders = [];
  startWithChoice({ ...storeCardChoice, payment: 'cash_in_store' });
});

describe('a signed-in customer at the order form', () => {
  it('finds the billing details and company filled in from the profile and can order with them', async () => {
    signedIn(businessProfile, []);
    const { user } = renderCheckout();
    await waitFor(() => expect(textbox(/^E-mail/)).toHaveValue(business.email));
    expect(textbox(/^Jméno/)).toHaveValue('Petr');
    expect(textbox(/^Příjmení/)).toHaveValue('Svoboda');
    expect(textbox(/^Telefon/)).toHaveValue('777888999');
    expect(screen.getByRole('checkbox', { name: 'Chci fakturu na firmu' })).toBeChecked();
    expect(textbox(/^Název firmy/)).toHaveValue('Firma Example s.r.o.');
    expect(textbox(/^IČO/)).toHaveValue('25596641');
    expect(textbox(/^DIČ/)).toHaveValue('CZ25596641');
    // Already has an account: neither the login nor account creation is offered.
    expect(screen.queryByRole('checkbox', { name: /Vytvořit si účet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Přihlaste se' })).not.toBeInTheDocument();

    await user.type(textbox(/^Ulice a\u00a0číslo popisné/), 'Dlouhá 5');
    await user.type(textbox('Město'), 'Brno');
    await user.type(textbox(/^PSČ/), '602 00');
    await user.click(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ }));
    await user.click(screen.getByRole('button', { name: 'Objednat s\u00a0povinností platby' }));
    expect(await screen.findByText('Stránka poděkování')).toBeInTheDocument();
    expect(sentOrders[0]).toMatchObject({
      order_billing_address: {
        first_name: 'Petr',
        email: business.email,
        invoice_on_company: true,
        company: 'Firma Example s.r.o.',
        tin: '25596641',
        vatn: 'CZ25596641',
      },
      order_info: { create_account: false },
    });
  });

  it('keeps what the customer typed before the profile arrived', async () => {
    let answerProfile = () => {};
    signedIn(
      { ...businessProfile, business: false, companyName: null, companyId: null, vatId: null },
      [],
      new Promise<void>((resolve) => {
        answerProfile = resolve;
      }),
    );
    const { user } = renderCheckout();
    await waitFor(() => expect(accountCalls).toContain('profile'));
    await user.type(textbox(/^Jméno/), 'Jana');
    await user.type(textbox(/^E-mail/), 'jana@example.cz');
    answerProfile();
    await waitFor(() => expect(textbox(/^Příjmení/)).toHaveValue('Svoboda'));
    expect(textbox(/^Jméno/)).toHaveValue('Jana');
    expect(textbox(/^E-mail/)).toHaveValue('jana@example.cz');
    expect(screen.getByRole('checkbox', { name: 'Chci fakturu na firmu' })).not.toBeChecked();
  });

  it('fills the delivery address from a chosen saved address', async () => {
    signedIn(businessProfile, [home, office]);
    const { user } = renderCheckout();
    const picker = await screen.findByRole('combobox', { name: 'Uložené adresy' });
    expect(within(picker).getByRole('option', { name: 'Vyberte uloženou adresu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spravovat adresy' })).toHaveAttribute('href', '/ucet/adresy');
    expect(screen.getByRole('checkbox', { name: /Doručit na jinou adresu/ })).not.toBeChecked();

    await user.selectOptions(picker, 'Firma Example s.r.o., Vinohradská 20, Praha');
    const delivery = within(deliveryFieldset());
    expect(screen.getByRole('checkbox', { name: /Doručit na jinou adresu/ })).toBeChecked();
    expect(delivery.getByRole('textbox', { name: /^Jméno a\u00a0příjmení nebo firma/ })).toHaveValue(
      'Firma Example s.r.o.',
    );
    expect(delivery.getByRole('textbox', { name: /^Ulice a\u00a0číslo popisné/ })).toHaveValue(
      'Vinohradská 20',
    );
    expect(delivery.getByRole('textbox', { name: /^Město/ })).toHaveValue('Praha');
    expect(delivery.getByRole('textbox', { name: /^PSČ/ })).toHaveValue('120 00');
    expect(delivery.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('');
    expect(picker).toHaveValue('9');

    await user.selectOptions(picker, 'Petr Svoboda, Dlouhá 5, Brno');
    expect(delivery.getByRole('textbox', { name: /^Telefon/ })).toHaveValue('777888999');
    expect(delivery.getByRole('textbox', { name: /^Ulice a\u00a0číslo popisné/ })).toHaveValue('Dlouhá 5');
  });

  it('preselects the default address when the delivery address is opened empty', async () => {
    signedIn(businessProfile, [home, office]);
    const { user } = renderCheckout();
    const picker = await screen.findByRole('combobox', { name: 'Uložené adresy' });
    await user.click(screen.getByRole('checkbox', { name: /Doručit na jinou adresu/ }));
    const delivery = within(deliveryFieldset());
    expect(delivery.getByRole('textbox', { name: /^Jméno a\u00a0příjmení nebo firma/ })).toHaveValue(
      'Petr Svoboda',
    );
    expect(delivery.getByRole('textbox', { name: /^PSČ/ })).toHaveValue('602 00');
    expect(picker).toHaveValue('7');

    // Once the customer edits the address it is theirs: the picker no longer claims a saved one.
    await user.type(delivery.getByRole('textbox', { name: /^Ulice a\u00a0číslo popisné/ }), 'a');
    expect(picker).toHaveValue('');
  });
});

describe('a visitor at the order form', () => {
  it('is offered the login back to the checkout and told what creating an account does', async () => {
    visitor();
    renderCheckout();
    expect(await screen.findByRole('link', { name: 'Přihlaste se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fobjednavka',
    );
    expect(screen.getByText(/Máte účet\?/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Vytvořit si účet/ })).toHaveAccessibleDescription(
      'Po odeslání objednávky vám pošleme e-mail s\u00a0odkazem pro nastavení hesla.',
    );
    expect(screen.queryByRole('combobox', { name: 'Uložené adresy' })).not.toBeInTheDocument();
    expect(textbox(/^Jméno/)).toHaveValue('');
    // The account's data answers 401 to a visitor: it is not even asked for.
    expect(accountCalls).toEqual([]);
  });
});

describe('Romanian shop', () => {
  it('labels the saved addresses and prefills a Romanian profile', async () => {
    signedIn(
      {
        ...businessProfile,
        email: customer.email,
        firstName: 'Ioana',
        lastName: 'Popescu',
        phone: '0722123456',
        business: false,
        companyName: null,
        companyId: null,
        vatId: null,
      },
      [
        {
          ...home,
          name: 'Ioana Popescu',
          street: 'Strada Lipscani 10',
          city: 'București',
          postcode: '030031',
        },
      ],
    );
    const { user } = renderCheckout('ro');
    const picker = await screen.findByRole('combobox', { name: 'Adrese salvate' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Prenume/ })).toHaveValue('Ioana'));
    expect(screen.getByRole('link', { name: 'Gestionați adresele' })).toHaveAttribute('href', '/cont/adrese');
    await user.selectOptions(picker, 'Ioana Popescu, Strada Lipscani 10, București');
    const delivery = within(screen.getByRole('group', { name: 'Adresa de livrare' }));
    expect(delivery.getByRole('textbox', { name: /^Cod poștal/ })).toHaveValue('030031');
    expect(screen.queryByRole('checkbox', { name: /Creați-mi un cont/ })).not.toBeInTheDocument();
  });

  it('offers a visitor the login with the way back to /comanda', async () => {
    visitor();
    renderCheckout('ro');
    expect(await screen.findByRole('link', { name: 'Autentificați-vă' })).toHaveAttribute(
      'href',
      '/autentificare?next=%2Fcomanda',
    );
    expect(screen.getByRole('checkbox', { name: /Creați-mi un cont/ })).toHaveAccessibleDescription(
      'După trimiterea comenzii vă vom trimite un e-mail cu un link pentru setarea parolei.',
    );
    expect(accountCalls).toEqual([]);
  });
});
