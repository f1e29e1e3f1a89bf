import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { rateLimitedResponse, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CartRoutes } from '../testing/cart-routes.tsx';
import {
  apiError,
  type CartRequest,
  cartHandlers,
  cartPageData,
  changes,
  czk,
  iphonePackage,
} from './cart-fixtures.ts';

const state = { page: cartPageData(), requests: [] as CartRequest[] };
const server = setupTestServer(...cartHandlers(state));

beforeEach(() => {
  state.page = cartPageData();
  state.requests = [];
  sessionStorage.clear();
});

async function renderPackage() {
  const rendered = renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: ['/kosik'] });
  const item = await screen.findByRole('listitem', { name: 'Apple iPhone 15 128 GB' });
  return { ...rendered, item, subCart: within(item).getByRole('region', { name: 'Služby k\u00a0produktu' }) };
}

const sent = () => changes(state.requests);

describe('sub-cart of a package', () => {
  it('adds an insurance to the chosen ones and drops it again', async () => {
    state.page = cartPageData([
      iphonePackage({
        services: [
          {
            kind: 'insurance',
            code: 'INS-THEFT',
            name: 'Pojištění proti krádeži',
            months: 12,
            price: czk(990),
            priceChanged: false,
          },
        ],
      }),
    ]);
    const { user, subCart } = await renderPackage();
    const insurance = within(subCart).getByRole('group', { name: 'Pojištění' });
    const theft = within(insurance).getByRole('checkbox', {
      name: /^Pojištění proti krádeži, 12 měsíců, 990\sKč \/ ks/,
    });
    const damage = within(insurance).getByRole('checkbox', { name: /^Pojištění poškození, 24 měsíců/ });
    expect(theft).toBeChecked();
    expect(damage).not.toBeChecked();
    await user.click(damage);
    await user.click(theft);
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()).toEqual([
      {
        method: 'PATCH',
        path: '/api/new/cart/items/11',
        search: '',
        body: { options: { insuranceIds: ['INS-THEFT', 'INS-DAMAGE'] } },
      },
      {
        method: 'PATCH',
        path: '/api/new/cart/items/11',
        search: '',
        body: { options: { insuranceIds: [] } },
      },
    ]);
  });

  it('chooses an extended warranty by its months, or none', async () => {
    state.page = cartPageData([
      iphonePackage({
        services: [
          {
            kind: 'warranty',
            code: 'WAR-12',
            name: 'Prodloužená záruka',
            months: 12,
            price: czk(790),
            priceChanged: false,
          },
        ],
      }),
    ]);
    const { user, subCart } = await renderPackage();
    const warranty = within(subCart).getByRole('group', { name: 'Prodloužená záruka' });
    expect(within(warranty).getByRole('radio', { name: /12 měsíců/ })).toBeChecked();
    await user.click(within(warranty).getByRole('radio', { name: /24 měsíců, 1\s290\sKč/ }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    await user.click(within(warranty).getByRole('radio', { name: 'Bez prodloužené záruky' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent().map((r) => r.body)).toEqual([
      { options: { warrantyMonths: 24 } },
      { options: { warrantyMonths: null, prolongWarrantyCode: null } },
    ]);
  });

  it('applies a prolong-warranty code and shows a refused code at its field', async () => {
    const { user, subCart } = await renderPackage();
    const field = within(subCart).getByRole('textbox', { name: 'Kód prodloužené záruky' });
    await user.click(within(subCart).getByRole('button', { name: 'Uplatnit kód' }));
    expect(field).toHaveAccessibleDescription(/^Tato hodnota je požadována\./);
    expect(field).toHaveFocus();
    expect(sent()).toEqual([]);

    server.use(
      http.patch('/api/new/cart/items/11', () =>
        apiError(400, 'invalid_request', 'Invalid.', {
          form: { prolongWarrantyCode: ['Kód prodloužené záruky neznáme.'] },
        }),
      ),
    );
    await user.type(field, ' PW-2024-77 ');
    await user.click(within(subCart).getByRole('button', { name: 'Uplatnit kód' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/^Kód prodloužené záruky neznáme\./));
    expect(field).toHaveValue(' PW-2024-77 ');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toEqual([]);
  });

  it('sends the prolong-warranty code trimmed', async () => {
    const { user, subCart } = await renderPackage();
    await user.type(within(subCart).getByRole('textbox', { name: 'Kód prodloužené záruky' }), ' PW-2024-77 ');
    await user.click(within(subCart).getByRole('button', { name: 'Uplatnit kód' }));
    await waitFor(() =>
      expect(sent().map((r) => r.body)).toEqual([{ options: { prolongWarrantyCode: 'PW-2024-77' } }]),
    );
  });

  it('switches screen protection and chooses glass or foil gluing', async () => {
    const { user, subCart } = await renderPackage();
    await user.click(within(subCart).getByRole('checkbox', { name: /^Ochranné sklo, 390\sKč \/ ks/ }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    const gluing = within(subCart).getByRole('group', { name: 'Nalepení ochrany displeje' });
    expect(within(gluing).getByRole('radio', { name: 'Bez nalepení' })).toBeChecked();
    await user.click(within(gluing).getByRole('radio', { name: /^Nalepení skla/ }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent().map((r) => r.body)).toEqual([
      { options: { screenProtection: true } },
      { options: { gluing: 'glass' } },
    ]);
  });

  it('lists the chosen package items, each with its own remove button', async () => {
    state.page = cartPageData([
      iphonePackage({
        services: [
          {
            kind: 'insurance',
            code: 'INS-DAMAGE',
            name: 'Pojištění poškození',
            months: 24,
            price: czk(1490),
            priceChanged: false,
          },
          {
            kind: 'gluing',
            code: 'foil',
            name: 'Nalepení fólie',
            months: null,
            price: czk(100),
            priceChanged: false,
          },
        ],
      }),
    ]);
    const { user, subCart } = await renderPackage();
    expect(
      within(within(subCart).getByRole('group', { name: 'Nalepení ochrany displeje' })).getByRole('radio', {
        name: /^Nalepení fólie/,
      }),
    ).toBeChecked();
    await user.click(within(subCart).getByRole('button', { name: 'Odebrat službu Pojištění poškození' }));
    await user.click(within(subCart).getByRole('button', { name: 'Odebrat službu Nalepení fólie' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()).toEqual([
      {
        method: 'DELETE',
        path: '/api/new/cart/items/11/services/insurance',
        search: '?code=INS-DAMAGE',
        body: undefined,
      },
      { method: 'DELETE', path: '/api/new/cart/items/11/services/gluing', search: '', body: undefined },
    ]);
  });

  it('warns at the package when an insurance price changed', async () => {
    state.page = cartPageData([
      iphonePackage({
        services: [
          {
            kind: 'insurance',
            code: 'INS-THEFT',
            name: 'Pojištění proti krádeži',
            months: 12,
            price: czk(1090),
            priceChanged: true,
          },
        ],
      }),
      iphonePackage({ id: 12, productId: 502, productSeoName: 'samsung-a55', name: 'Samsung Galaxy A55' }),
    ]);
    const { subCart } = await renderPackage();
    expect(within(subCart).getByRole('alert')).toHaveTextContent(
      'Cena pojištění se změnila, vyberte jej prosím znovu.',
    );
    const other = screen.getByRole('listitem', { name: 'Samsung Galaxy A55' });
    expect(within(other).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it in Romanian in the Romanian shop', async () => {
    state.page = cartPageData(
      [
        iphonePackage(
          {
            services: [
              {
                kind: 'insurance',
                code: 'INS-THEFT',
                name: 'Asigurare furt',
                months: 12,
                price: czk(99, 'RON'),
                priceChanged: true,
              },
            ],
          },
          'RON',
        ),
      ],
      {},
      'RON',
    );
    renderWithProviders(<CartRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/cos'] });
    const item = await screen.findByRole('listitem', { name: 'Apple iPhone 15 128 GB' });
    expect(within(item).getByRole('alert')).toHaveTextContent(
      'Prețul asigurării s-a schimbat. Vă rugăm să o selectați din nou.',
    );
    expect(within(item).getByRole('radio', { name: 'Fără garanție extinsă' })).toBeChecked();
  });
});

describe('buyout bonus of a package', () => {
  it('explains the bonus with the percentage from the api and checks the form first', async () => {
    const { user, item } = await renderPackage();
    const section = within(item).getByRole('region', { name: 'Bonus za výkup' });
    expect(section).toHaveTextContent('nejvýše však 20 % jeho ceny');
    await user.type(within(section).getByRole('textbox', { name: 'E-mail zadaný u\u00a0výkupu' }), 'jana@');
    await user.click(within(section).getByRole('button', { name: 'Uplatnit bonus' }));
    const number = within(section).getByRole('textbox', { name: 'Číslo výkupu' });
    expect(number).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(number).toHaveFocus();
    expect(
      within(section).getByRole('textbox', { name: 'E-mail zadaný u\u00a0výkupu' }),
    ).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
    expect(sent()).toEqual([]);
  });

  it('sends the buyout number and e-mail, and puts the server’s field errors at the fields', async () => {
    server.use(
      http.post('/api/new/cart/items/11/buyout-bonus', () =>
        apiError(400, 'invalid_request', 'Invalid.', { form: { email: ['email'] } }),
      ),
    );
    const { user, item } = await renderPackage();
    const section = within(item).getByRole('region', { name: 'Bonus za výkup' });
    await user.type(within(section).getByRole('textbox', { name: 'Číslo výkupu' }), 'V-2024-0042');
    const email = within(section).getByRole('textbox', { name: 'E-mail zadaný u\u00a0výkupu' });
    await user.type(email, 'jana@example.cz');
    await user.click(within(section).getByRole('button', { name: 'Uplatnit bonus' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.'));
    expect(email).toHaveValue('jana@example.cz');
  });

  it('shows a refusal that belongs to no field', async () => {
    server.use(
      http.post('/api/new/cart/items/11/buyout-bonus', () =>
        apiError(404, 'buyout_not_found', 'Výkup s tímto číslem a e-mailem jsme nenašli.'),
      ),
    );
    const { user, item } = await renderPackage();
    const section = within(item).getByRole('region', { name: 'Bonus za výkup' });
    await user.type(within(section).getByRole('textbox', { name: 'Číslo výkupu' }), 'V-2024-0042');
    await user.type(
      within(section).getByRole('textbox', { name: 'E-mail zadaný u\u00a0výkupu' }),
      'jana@example.cz',
    );
    await user.click(within(section).getByRole('button', { name: 'Uplatnit bonus' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Výkup s tímto číslem a e-mailem jsme nenašli.',
    );
  });

  it('after too many wrong buyout e-mails (429) says how long to wait', async () => {
    server.use(http.post('/api/new/cart/items/11/buyout-bonus', () => rateLimitedResponse(125)));
    const { user, item } = await renderPackage();
    const section = within(item).getByRole('region', { name: 'Bonus za výkup' });
    await user.type(within(section).getByRole('textbox', { name: 'Číslo výkupu' }), 'V-2024-0042');
    await user.type(
      within(section).getByRole('textbox', { name: 'E-mail zadaný u\u00a0výkupu' }),
      'jana@example.cz',
    );
    await user.click(within(section).getByRole('button', { name: 'Uplatnit bonus' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 3 minuty.',
    );
  });

  it('says in the shop’s words that a buyout counts only once its device is accepted', async () => {
    server.use(
      http.post('/api/new/cart/items/11/buyout-bonus', () =>
        apiError(409, 'buyout_not_accepted', 'The buyout is not accepted yet.'),
      ),
    );
    const { user, item } = await renderPackage();
    const section = within(item).getByRole('region', { name: 'Bonus za výkup' });
    await user.type(within(section).getByRole('textbox', { name: 'Číslo výkupu' }), 'V-2024-0042');
    await user.type(
      within(section).getByRole('textbox', { name: 'E-mail zadaný u\u00a0výkupu' }),
      'jana@example.cz',
    );
    await user.click(within(section).getByRole('button', { name: 'Uplatnit bonus' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Bonus lze uplatnit až poté, co vykoupené zařízení převezmeme a jeho výkup potvrdíme.',
    );
  });

  it('applies a buyout and shows the applied bonus with a way to remove it', async () => {
    const { user, item } = await renderPackage();
    const section = within(item).getByRole('region', { name: 'Bonus za výkup' });
    await user.type(within(section).getByRole('textbox', { name: 'Číslo výkupu' }), ' V-2024-0042 ');
    await user.type(
      within(section).getByRole('textbox', { name: 'E-mail zadaný u\u00a0výkupu' }),
      'jana@example.cz',
    );
    state.page = cartPageData([
      iphonePackage({
        buyoutBonus: {
          buyoutNumber: 'V-2024-0042',
          device: 'Apple iPhone 11 64 GB',
          buyoutPrice: czk(4200),
          bonus: czk(3198),
          percent: 20,
        },
        total: czk(12792),
      }),
    ]);
    await user.click(within(section).getByRole('button', { name: 'Uplatnit bonus' }));
    const applied = await within(item).findByText(
      /Výkup V-2024-0042: Apple iPhone 11 64 GB, výkupní cena 4\s200\sKč/,
    );
    expect(applied).toBeInTheDocument();
    expect(item).toHaveTextContent(/Bonus −3\s198\sKč \(nejvýše 20 % ceny\)/);
    await user.click(within(item).getByRole('button', { name: 'Odebrat bonus za výkup' }));
    await waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()).toEqual([
      {
        method: 'POST',
        path: '/api/new/cart/items/11/buyout-bonus',
        search: '',
        body: { buyoutNumber: 'V-2024-0042', email: 'jana@example.cz' },
      },
      { method: 'DELETE', path: '/api/new/cart/items/11/buyout-bonus', search: '', body: undefined },
    ]);
  });
});
