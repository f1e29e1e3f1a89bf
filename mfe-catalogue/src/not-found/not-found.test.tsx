import { screen } from '@testing-library/react';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CatalogueRoutes } from '../testing/catalogue-routes.tsx';

// No handlers: an unknown deeper URL must not call the api at all.
setupTestServer();

describe('page not found', () => {
  it('catches every unknown URL with a link home', () => {
    renderWithProviders(<CatalogueRoutes />, {
      messages: csCZ,
      initialEntries: ['/telefony/neexistuje/vubec'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zpět na úvodní stránku' })).toHaveAttribute('href', '/');
  });

  it('is translated for the Romanian shop', () => {
    renderWithProviders(<CatalogueRoutes />, { shop: 'ro', messages: roRO, initialEntries: ['/a/b/c'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina nu a fost găsită' })).toBeInTheDocument();
  });
});
