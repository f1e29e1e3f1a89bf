import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupTestServer } from 'shared-ui/testing.ts';
import { renderCatalogueAt } from '../../testing/catalogue-routes.tsx';
import { storeCard } from '../stores/stores-fixtures.ts';

setupTestServer(
  http.get('/api/new/stores/contacts', () =>
    HttpResponse.json({
      name: 'Lumea Mobilă S.R.L.',
      address: 'Bulevardul Unirii 27, 030823 București',
      registration: 'CUI: RO18547290, Reg. Com.: J40/12345/2006',
      hotline: '+40 800 100 200',
      email: 'magazin@example.ro',
    }),
  ),
  http.get('/api/new/stores/showrooms', () =>
    HttpResponse.json({
      items: [
        storeCard(1, {
          name: 'Lumea Mobilă București – Unirii',
          slug: 'bucuresti-unirii',
          city: 'București',
        }),
      ],
      map: { tileUrl: null },
    }),
  ),
);

describe('contacts page', () => {
  it('shows the company, the hotline, the contact form link and the stores', async () => {
    renderCatalogueAt('/contact', 'ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(await screen.findByText('Lumea Mobilă S.R.L.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+40 800 100 200' })).toHaveAttribute('href', 'tel:+40800100200');
    expect(screen.getByRole('link', { name: 'Formular de contact' })).toHaveAttribute(
      'href',
      '/formular/contact',
    );
    const stores = screen.getByRole('region', { name: 'Magazinele noastre' });
    expect(
      await within(stores).findByRole('link', { name: 'Lumea Mobilă București – Unirii' }),
    ).toHaveAttribute('href', '/magazine/bucuresti-unirii');
    expect(within(stores).getByRole('link', { name: 'Toate magazinele și harta' })).toHaveAttribute(
      'href',
      '/magazine',
    );
  });
});
