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

/** Every element a screen reader watches for news: aria-live and the roles that imply it. */
function liveRegions(): HTMLElement[] {
  return Array.from(
    document.querySelectorAll<HTMLElement>('[aria-live], [role="status"], [role="alert"], [role="log"]'),
  );
}

describe('toasts', () => {
  it('are announced once, by one live region that exists from the start and holds only the message', async () => {
    const { user } = renderWithProviders(<AddToCart durationMs={0} />);
    expect(liveRegions()).toHaveLength(1);
    expect(liveRegions()[0]).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Přidat' }));
    // Nested live regions make some screen readers say it twice; the close button is no news.
    expect(liveRegions()).toHaveLength(1);
    expect(liveRegions()[0]).toHaveTextContent(/^Produkt byl přidán do košíku\.$/);
    expect(liveRegions()[0]).not.toContainElement(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(screen.getByRole('button', { name: 'Přidat' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Zavřít oznámení' }));
    expect(liveRegions()[0]).toBeEmptyDOMElement();
    expect(screen.queryByText('Produkt byl přidán do košíku.')).not.toBeInTheDocument();
  });

  it('disappear on their own after the duration', async () => {
    jest.useFakeTimers();
    try {
      const { user } = renderWithProviders(<AddToCart />, {
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.click(screen.getByRole('button', { name: 'Přidat' }));
      expect(liveRegions()[0]).toHaveTextContent('Produkt byl přidán do košíku.');

      await act(() => jest.advanceTimersByTimeAsync(4_900));
      expect(screen.getByRole('button', { name: 'Zavřít oznámení' })).toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(100));
      expect(liveRegions()[0]).toBeEmptyDOMElement();
      expect(screen.queryByRole('button', { name: 'Zavřít oznámení' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
