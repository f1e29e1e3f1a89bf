import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { areaPaths, type ShopCode } from 'shared-domain';
import { buyoutPages } from 'shared-domain/buyout';
import { Route, Routes } from 'shared-ui';
import { PLACES_PATH } from 'shared-ui/places';
import { places, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { CentresPage } from './centres-page.tsx';

const server = setupTestServer(http.get(PLACES_PATH, () => HttpResponse.json(places)));

function renderCentres(shop: ShopCode = 'cz') {
  const path = `${areaPaths[shop].buyout}/${buyoutPages[shop].centres}`;
  return renderWithProviders(
    <Routes>
      <Route path={path} element={<CentresPage />} />
    </Routes>,
    { shop, messages: shop === 'cz' ? csCZ : roRO, initialEntries: [path] },
  );
}

describe('buyout centres page', () => {
  it('shows the buyout centres on a map and as cards with addresses and opening hours', async () => {
    renderCentres();
    expect(screen.getByRole('heading', { level: 1, name: 'Výkupní centra' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Adresy a\u00a0otevírací doba' });
    const brno = await within(list).findByRole('article', { name: 'Výkupní centrum Brno' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(brno).getByText(/Masarykova 31/)).toHaveTextContent('Masarykova 31602 00 Brno');
    expect(within(brno).getByText('Otevírací doba')).toBeInTheDocument();
    expect(
      within(brno).getByRole('link', {
        name: 'Zobrazit na mapě: Výkupní centrum Brno (otevře se v\u00a0novém okně)',
      }),
    ).toHaveAttribute('href', expect.stringContaining('openstreetmap.org'));

    const map = screen.getByRole('figure', { name: 'Mapa výkupních center v\u00a0České republice' });
    expect(within(map).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ocenit zařízení online' })).toHaveAttribute('href', '/vykup');
  });

  it('takes the customer from a pin to its centre’s card and highlights it', async () => {
    const { user } = renderCentres();
    const karlin = await screen.findByRole('article', { name: 'Výkupní centrum Praha – Karlín' });
    await user.click(screen.getByRole('link', { name: 'Výkupní centrum Praha – Karlín – zobrazit adresu' }));
    expect(karlin).toHaveFocus();
    expect(karlin).toHaveAttribute('data-selected');
    expect(screen.getByRole('article', { name: 'Výkupní centrum Brno' })).not.toHaveAttribute(
      'data-selected',
    );

    const brnoPin = screen.getByRole('link', { name: 'Výkupní centrum Brno – zobrazit adresu' });
    brnoPin.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('article', { name: 'Výkupní centrum Brno' })).toHaveFocus();
    expect(karlin).not.toHaveAttribute('data-selected');
  });

  it('has no map while there is no centre to show', async () => {
    server.use(http.get(PLACES_PATH, () => HttpResponse.json([])));
    renderCentres();
    expect(await screen.findByRole('heading', { name: 'Výkupní centra zatím nemáme' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('is in Romanian at /rascumparare/centre', async () => {
    renderCentres('ro');
    expect(screen.getByRole('heading', { level: 1, name: 'Centre de răscumpărare' })).toBeInTheDocument();
    await screen.findByRole('figure', { name: 'Harta centrelor de răscumpărare din România' });
    expect(screen.getByRole('region', { name: 'Adrese și program' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Evaluați dispozitivul online' })).toHaveAttribute(
      'href',
      '/rascumparare',
    );
  });
});
