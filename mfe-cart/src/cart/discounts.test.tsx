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

async function renderDiscounts() {
  const rendered = renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: ['/kosik'] });
  const form = await screen.findByRole('form', { name: 'Slevy' });
  return { ...rendered, form: within(form) };
}

const sent = () => changes(state.requests);

describe('discounts in the cart', () => {
  it('applies a discount code', async () => {
    const { user, form } = await renderDiscounts();
    expect(form.getByRole('radio', { name: 'Slevový kód' })).toBeChecked();
    await user.type(form.getByRole('textbox', { name: 'Slevový kód' }), ' JARO2025 ');
    await user.click(form.getByRole('button', { name: 'Uplatnit slevu' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        { method: 'POST', path: '/api/new/cart/discounts', search: '', body: { code: 'JARO2025' } },
      ]),
    );
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Slevový kód' })).toHaveValue(''));
  });

  it('says at the field that a refused code is not valid (400) and keeps it', async () => {
    server.use(
      http.post('/api/new/cart/discounts', () => apiError(400, 'invalid_discount_code', 'Invalid code.')),
    );
    const { user, form } = await renderDiscounts();
    const field = form.getByRole('textbox', { name: 'Slevový kód' });
    await user.type(field, 'NEEXISTUJE');
    await user.click(form.getByRole('button', { name: 'Uplatnit slevu' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Tento slevový kód není platný.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('NEEXISTUJE');
    expect(field).toHaveFocus();
  });

  it('stops code guessing with a message that says how long to wait (429)', async () => {
    server.use(http.post('/api/new/cart/discounts', () => rateLimitedResponse(900)));
    const { user, form } = await renderDiscounts();
    await user.type(form.getByRole('textbox', { name: 'Slevový kód' }), 'ABCDEFGHIJ');
    await user.click(form.getByRole('button', { name: 'Uplatnit slevu' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 15 minut.',
    );
  });

  it('checks an ISIC card before sending it, then sends the normalised number with the holder', async () => {
    const { user, form } = await renderDiscounts();
    await user.click(form.getByRole('radio', { name: 'Karta ISIC' }));
    const number = form.getByRole('textbox', { name: 'Číslo karty ISIC' });
    const holder = form.getByRole('textbox', { name: 'Jméno držitele karty' });
    await user.click(form.getByRole('button', { name: 'Uplatnit slevu' }));
    expect(number).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(holder).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(number).toHaveFocus();
    await user.type(number, 'S 420 123 456');
    await user.type(holder, 'Jana Nováková');
    await user.click(form.getByRole('button', { name: 'Uplatnit slevu' }));
    expect(number).toHaveAccessibleDescription(
      'Zadejte platné číslo karty ISIC, například S 420 123 456 789 A.',
    );
    expect(sent()).toEqual([]);

    await user.type(number, ' 789 a');
    await user.click(form.getByRole('button', { name: 'Uplatnit slevu' }));
    await waitFor(() =>
      expect(sent().map((r) => r.body)).toEqual([
        { isic: { cardNumber: 'S420123456789A', cardHolder: 'Jana Nováková' } },
      ]),
    );
  });

  it('puts the server’s ISIC field errors at the fields', async () => {
    server.use(
      http.post('/api/new/cart/discounts', () =>
        apiError(400, 'invalid_request', 'Invalid.', {
          form: { 'isic.cardHolder': ['Jméno nesouhlasí s kartou.'] },
        }),
      ),
    );
    const { user, form } = await renderDiscounts();
    await user.click(form.getByRole('radio', { name: 'Karta ISIC' }));
    await user.type(form.getByRole('textbox', { name: 'Číslo karty ISIC' }), 'S420123456789A');
    await user.type(form.getByRole('textbox', { name: 'Jméno držitele karty' }), 'Jan Novák');
    await user.click(form.getByRole('button', { name: 'Uplatnit slevu' }));
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Jméno držitele karty' })).toHaveAccessibleDescription(
        'Jméno nesouhlasí s kartou.',
      ),
    );
  });

  it('lists the applied discounts, marks an invalid one and removes it', async () => {
    state.page = cartPageData([iphonePackage()], {
      discounts: [
        { id: 7, label: 'Jarní sleva', code: 'JARO2025', type: 'percentage', amount: czk(1599), valid: true },
        { id: 8, label: 'Zimní výprodej', code: 'ZIMA', type: 'absolute', amount: czk(0), valid: false },
        {
          id: 3,
          label: 'Sleva na příslušenství',
          code: null,
          type: 'percentage',
          amount: czk(100),
          valid: true,
          automatic: true,
        },
      ],
      problems: ['invalid_discount'],
    });
    const { user } = renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: ['/kosik'] });
    const section = within(await screen.findByRole('region', { name: 'Slevy' }));
    expect(section.getByText(/Jarní sleva \(JARO2025\)/).closest('li')).toHaveTextContent(/−1\s599\sKč/);
    expect(section.getByText(/Zimní výprodej/).closest('li')).toHaveTextContent('Neplatná sleva');
    // The shop applied that one itself: nothing to remove.
    expect(section.getByText('Sleva na příslušenství').closest('li')).toHaveTextContent(/−100\sKč/);
    expect(
      section.queryByRole('button', { name: 'Odebrat slevu Sleva na příslušenství' }),
    ).not.toBeInTheDocument();
    expect(section.getByRole('alert')).toHaveTextContent(
      'Košík obsahuje neplatnou slevu. Před pokračováním ji prosím odeberte.',
    );
    await user.click(section.getByRole('button', { name: 'Odebrat slevu Zimní výprodej' }));
    await waitFor(() =>
      expect(sent()).toEqual([
        { method: 'DELETE', path: '/api/new/cart/discounts/8', search: '', body: undefined },
      ]),
    );
  });

  it('speaks Romanian in the Romanian shop', async () => {
    state.page = cartPageData([iphonePackage({}, 'RON')], {}, 'RON');
    server.use(
      http.post('/api/new/cart/discounts', () => apiError(400, 'invalid_discount_code', 'Invalid code.')),
    );
    const { user } = renderWithProviders(<CartRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: ['/cos'],
    });
    const form = within(await screen.findByRole('form', { name: 'Reduceri' }));
    const field = form.getByRole('textbox', { name: 'Cod de reducere' });
    await user.type(field, 'NUEXISTA');
    await user.click(form.getByRole('button', { name: 'Aplicați reducerea' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Acest cod de reducere nu este valid.'));
  });
});
