import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CartRoutes } from '../testing/cart-routes.tsx';

describe('checkout page', () => {
  it('lists the three steps in order and says online ordering is coming', () => {
    renderWithProviders(<CartRoutes />, { messages: csCZ, initialEntries: ['/objednavka'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Objednávka' })).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Kroky objednávky' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Doprava a platba'),
      expect.stringContaining('Vaše údaje'),
      expect.stringContaining('Souhrn'),
    ]);
    expect(screen.getByText('Online objednávku připravujeme')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět do košíku' })).toHaveAttribute('href', '/kosik');
  });

  it('is mounted at /comanda in the Romanian shop', () => {
    renderWithProviders(<CartRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/comanda'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Comandă' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pașii comenzii' })).toBeInTheDocument();
  });
});
