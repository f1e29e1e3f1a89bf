import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { renderCatalogueAt } from '../../testing/catalogue-routes.tsx';
import { storeCard } from './stores-fixtures.ts';

setupTestServer(
  http.get('/api/new/stores/showrooms', () =>
    HttpResponse.json({
      items: [storeCard(1, { name: 'Mobilní svět Praha' })],
      map: { tileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
    }),
  ),
);

describe('stores page with a tile server (MAP_TILE_URL)', () => {
  it('shows the interactive map instead of the built-in one, the list still naming every store', async () => {
    renderCatalogueAt('/prodejny');
    const section = await screen.findByRole('region', { name: 'Mapa prodejen' });
    await waitFor(() => expect(section.querySelector('.leaflet-container')).not.toBeNull());
    expect(section.querySelectorAll('.leaflet-interactive')).toHaveLength(1);
    expect(screen.queryByRole('figure', { name: 'Mapa prodejen' })).not.toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Seznam prodejen' });
    expect(within(list).getByRole('link', { name: 'Mobilní svět Praha' })).toHaveAttribute(
      'href',
      '/prodejny/prodejna-1',
    );
  });
});
