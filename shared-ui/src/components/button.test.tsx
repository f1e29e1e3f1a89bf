import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button that does not submit forms by accident', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button onClick={onClick}>Přidat do košíku</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Přidat do košíku' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while loading is disabled and shows a labelled spinner', async () => {
    const onClick = jest.fn();
    const { user } = renderWithProviders(
      <Button type="submit" loading loadingLabel="Odesílám objednávku…" onClick={onClick}>
        Objednat
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Objednat/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('status', { name: 'Odesílám objednávku…' })).toBeInTheDocument();

    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('uses the translated loading label by default', () => {
    renderWithProviders(<Button loading>Uložit</Button>, { shop: 'ro' });
    expect(screen.getByRole('status', { name: 'Se încarcă…' })).toBeInTheDocument();
  });

  it('has no spinner when idle', () => {
    renderWithProviders(<Button variant="danger">Smazat</Button>);
    expect(screen.getByRole('button', { name: 'Smazat' })).toBeEnabled();
    expect(screen.queryByRole('status', { name: 'Načítání…' })).not.toBeInTheDocument();
  });
});
