import { screen } from '@testing-library/react';
import type { ApiError } from '../store/api-error.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { LoadError } from './load-error.tsx';

const notFound: ApiError = {
  status: 404,
  data: { type: 'not_found', code: 'route_not_found', message: 'No route.' },
};
const offline: ApiError = {
  status: 0,
  data: { type: 'upstream', code: 'network_error', message: 'offline' },
};

describe('LoadError', () => {
  it('says in its alert that the data could not be loaded, and why, in Czech', () => {
    renderWithProviders(<LoadError error={notFound} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Data se nepodařilo načíst');
    expect(alert).toHaveTextContent('Požadovanou položku jsme nenašli.');
  });

  it('names what failed when given a title', () => {
    renderWithProviders(<LoadError title="Košík se nepodařilo načíst" error={offline} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Košík se nepodařilo načíst');
    expect(alert).not.toHaveTextContent('Data se nepodařilo načíst');
    expect(alert).toHaveTextContent('Nepodařilo se spojit se serverem.');
  });

  it('loads again when asked, without anything else', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(<LoadError error={notFound} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('speaks Romanian in the Romanian shop', () => {
    renderWithProviders(<LoadError error={notFound} onRetry={() => {}} />, { shop: 'ro' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Datele nu au putut fi încărcate');
    expect(alert).toHaveTextContent('Nu am găsit elementul solicitat.');
    expect(screen.getByRole('button', { name: 'Încercați din nou' })).toBeInTheDocument();
  });
});
