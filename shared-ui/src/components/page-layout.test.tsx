import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { PageLayout } from './page-layout.tsx';

describe('PageLayout', () => {
  it('heads the page with its title and lead, then its sections', () => {
    renderWithProviders(
      <PageLayout title="Výkup zařízení" lead="Vykoupíme vaše zařízení.">
        <section aria-label="Výkupní centra">Brno</section>
      </PageLayout>,
    );
    const title = screen.getByRole('heading', { level: 1, name: 'Výkup zařízení' });
    expect(title.nextElementSibling).toHaveTextContent('Vykoupíme vaše zařízení.');
    expect(screen.getByRole('region', { name: 'Výkupní centra' })).toHaveTextContent('Brno');
  });

  it('has no lead paragraph without a lead', () => {
    renderWithProviders(<PageLayout title="Sklad">obsah</PageLayout>);
    expect(screen.getByRole('heading', { level: 1, name: 'Sklad' }).nextElementSibling).toBeNull();
  });

  it('marks the page busy while its content loads', () => {
    const { rerender } = renderWithProviders(
      <PageLayout title="Košík" narrow busy>
        obsah
      </PageLayout>,
    );
    const page = screen.getByRole('heading', { level: 1, name: 'Košík' }).closest('header')?.parentElement;
    expect(page).toHaveAttribute('aria-busy', 'true');
    rerender(
      <PageLayout title="Košík" narrow>
        obsah
      </PageLayout>,
    );
    expect(page).not.toHaveAttribute('aria-busy');
  });
});
