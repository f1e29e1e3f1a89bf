import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { PLACES_PATH } from 'shared-ui/places';
import { places, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../../messages/cs-CZ.ts';
import type { RendererProps } from './component-renderers.tsx';
import { StoreListBlock } from './store-list-block.tsx';

setupTestServer(http.get(PLACES_PATH, () => HttpResponse.json(places)));

function renderBlock(service: 'any' | 'sale' | 'buyout' | 'service') {
  const component = { id: 1, type: 'store_list', params: { service } } as RendererProps['component'];
  return renderWithProviders(<StoreListBlock component={component} />, { messages: csCZ });
}

describe('store list block', () => {
  it('lists every place of the shop when any service will do', async () => {
    renderBlock('any');
    expect(await screen.findByRole('article', { name: 'Výkupní centrum Brno' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(places.length);
  });

  it('lists only the places offering the chosen service', async () => {
    renderBlock('service');
    expect(await screen.findByRole('article', { name: 'Servisní centrum Ostrava' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Výkupní centrum Brno' })).not.toBeInTheDocument();
  });

  it('lists the sales stores for "sale"', async () => {
    renderBlock('sale');
    expect(
      await screen.findByRole('article', { name: 'Mobilní svět Praha – Václavské náměstí' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});
