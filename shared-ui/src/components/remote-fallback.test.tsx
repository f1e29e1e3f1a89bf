import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { RemoteFallback } from './remote-fallback.tsx';

describe('RemoteFallback', () => {
  it('explains the failure in Czech and retries', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<RemoteFallback area="Košík" onRetry={onRetry} />);
    const box = screen.getByRole('alert');
    expect(
      screen.getByRole('heading', { name: 'Tuto část obchodu se nepodařilo načíst' }),
    ).toBeInTheDocument();
    expect(box).toHaveTextContent('Sekce „Košík“ je dočasně nedostupná.');
    expect(box).toHaveTextContent('Ostatní části obchodu fungují dál.');

    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('explains the failure in Romanian', () => {
    renderWithProviders(<RemoteFallback area="Coș" onRetry={() => {}} />, { shop: 'ro' });
    expect(
      screen.getByRole('heading', { name: 'Această parte a magazinului nu a putut fi încărcată' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Secțiunea „Coș” este temporar indisponibilă.');
    expect(screen.getByRole('button', { name: 'Încercați din nou' })).toBeInTheDocument();
  });

  it('works without an area name (header slots)', () => {
    renderWithProviders(<RemoteFallback onRetry={() => {}} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Tuto část obchodu se nepodařilo načíst',
    );
    expect(screen.queryByText(/je dočasně nedostupná/)).not.toBeInTheDocument();
  });
});
