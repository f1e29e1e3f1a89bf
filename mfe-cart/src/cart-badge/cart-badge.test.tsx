import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { api, cartCountApi } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import CartBadge from './cart-badge.tsx';

let count = 2;
const server = setupTestServer(http.get('/api/new/cart/count', () => HttpResponse.json({ count })));

beforeEach(() => {
  count = 2;
});

// Rendered without the cart's messages, as in the shell's header: the widget must bring its own.
describe('cart badge', () => {
  it('links to the cart with the count and an accessible name', async () => {
    renderWithProviders(<CartBadge />, { messages: {} });
    const link = await screen.findByRole('link', { name: 'Košík, 2 položky' });
    expect(link).toHaveAttribute('href', '/kosik');
    expect(link).toHaveTextContent('2');
  });

  it('inflects the count in Czech', async () => {
    count = 5;
    renderWithProviders(<CartBadge />, { messages: {} });
    expect(await screen.findByRole('link', { name: 'Košík, 5 položek' })).toBeInTheDocument();
  });

  it('speaks Romanian and links to the Romanian cart', async () => {
    renderWithProviders(<CartBadge />, { shop: 'ro', messages: {} });
    expect(await screen.findByRole('link', { name: 'Coș, 2 produse' })).toHaveAttribute('href', '/cos');
  });

  it('shows no number for an empty cart', async () => {
    count = 0;
    renderWithProviders(<CartBadge />, { messages: {} });
    const link = await screen.findByRole('link', { name: 'Košík, prázdný' });
    expect(link).not.toHaveTextContent(/\d/);
  });

  it('is named "Košík" while the count is loading or unavailable', async () => {
    server.use(
      http.get('/api/new/cart/count', () =>
        HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 }),
      ),
    );
    const { store } = renderWithProviders(<CartBadge />, { messages: {} });
    expect(screen.getByRole('link', { name: 'Košík' })).toBeInTheDocument();
    await waitFor(() =>
      expect(cartCountApi.endpoints.getCartCount.select()(store.getState()).isError).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Košík' })).toHaveAttribute('href', '/kosik');
  });

  it('refreshes when the cart changes (tag "Cart" invalidated, e.g. by a login)', async () => {
    const { store } = renderWithProviders(<CartBadge />, { messages: {} });
    await screen.findByRole('link', { name: 'Košík, 2 položky' });
    count = 3;
    act(() => {
      store.dispatch(api.util.invalidateTags(['Cart']));
    });
    expect(await screen.findByRole('link', { name: 'Košík, 3 položky' })).toBeInTheDocument();
  });
});
