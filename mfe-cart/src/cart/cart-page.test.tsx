import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CartRoutes } from '../testing/cart-routes.tsx';

let count = 0;
const server = setupTestServer(http.get('/api/new/cart/count', () => HttpResponse.json({ count })));

describe('cart page', () => {
  it('shows an empty cart with a way back to the catalogue', async () => {
    count = 0;
    renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: ['/kosik'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Košík' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Váš košík je prázdný' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokračovat v nákupu' })).toHaveAttribute('href', '/');
  });

  it('shows how many items are in the cart and says the item list is coming', async () => {
    count = 3;
    renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: ['/kosik'] });
    expect(await screen.findByText('V košíku máte 3 položky.')).toBeInTheDocument();
    expect(screen.getByText('Přehled položek připravujeme')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pokračovat k objednávce' })).toHaveAttribute(
      'href',
      '/objednavka',
    );
  });

  it('is mounted at /cos in the Romanian shop', async () => {
    count = 1;
    renderWithProviders(<CartRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/cos'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Coș' })).toBeInTheDocument();
    expect(await screen.findByText('Aveți 1 produs în coș.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuați spre comandă' })).toHaveAttribute('href', '/comanda');
  });

  it('offers to try again when the count cannot be loaded', async () => {
    count = 4;
    let calls = 0;
    server.use(
      http.get('/api/new/cart/count', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : HttpResponse.json({ count });
      }),
    );
    const { user } = renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: ['/kosik'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Košík se nepodařilo načíst');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('V košíku máte 4 položky.')).toBeInTheDocument();
  });
});
