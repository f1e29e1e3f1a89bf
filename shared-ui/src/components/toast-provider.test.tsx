import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { useToast } from './use-toast.ts';

function AddToCart({ durationMs }: { durationMs?: number }) {
  const toast = useToast();
  return (
    <button
      type="button"
      onClick={() => toast.show({ message: 'Produkt byl přidán do košíku.', tone: 'success', durationMs })}
    >
      Přidat
    </button>
  );
}

describe('toasts', () => {
  it('are announced as a status inside a live region that exists from the start', async () => {
    const { user } = renderWithProviders(<AddToCart durationMs={0} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Přidat' }));
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Produkt byl přidán do košíku.');
    expect(toast.parentElement).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('disappear on their own after the duration', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderWithProviders(<AddToCart />, {
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.click(screen.getByRole('button', { name: 'Přidat' }));
      expect(screen.getByRole('status')).toHaveTextContent('Produkt byl přidán do košíku.');

      await act(() => jest.advanceTimersByTimeAsync(4_900));
      expect(screen.getByRole('status')).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
