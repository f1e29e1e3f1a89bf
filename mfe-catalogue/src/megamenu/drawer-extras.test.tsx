import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import MegamenuWidget from './megamenu.tsx';
import { czMenu, mockViewport } from './menu-fixtures.ts';

setupTestServer(http.get('/api/new/mp-menu/hamburger/hamburger/', () => HttpResponse.json(czMenu)));

// What the shell hands over: on a phone its areas, language and account live in the drawer.
const extras = (
  <nav aria-label="Hlavní navigace">
    <a href="/vykup">Výkup</a>
  </nav>
);

describe('the shell extras of the menu drawer', () => {
  it('are shown in the phone drawer after the catalogue', async () => {
    mockViewport(360);
    const { user } = renderWithProviders(<MegamenuWidget drawerExtras={extras} />, { messages: {} });
    expect(screen.queryByRole('navigation', { name: 'Hlavní navigace' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog');
    await within(drawer).findByRole('button', { name: 'Mobilní telefony' });
    const areas = within(drawer).getByRole('navigation', { name: 'Hlavní navigace' });
    expect(within(areas).getByRole('link', { name: 'Výkup' })).toHaveAttribute('href', '/vykup');
  });

  it('stay out of the desktop panel, where the header shows them itself', async () => {
    mockViewport(1280);
    const { user } = renderWithProviders(<MegamenuWidget drawerExtras={extras} />, { messages: {} });
    await user.click(screen.getByRole('button', { name: 'Katalog' }));
    await screen.findByRole('link', { name: 'Mobilní telefony' });
    expect(screen.queryByRole('navigation', { name: 'Hlavní navigace' })).not.toBeInTheDocument();
  });
});
