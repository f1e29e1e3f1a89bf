import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { Dialog } from './dialog.tsx';

function StoreDetail() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Otevírací doba
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Prodejna Praha – Anděl">
        <p>Po–Pá 9:00–20:00</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal dialog with the focus inside and locks page scrolling', async () => {
    const { user } = renderWithProviders(<StoreDetail />);
    await user.click(screen.getByRole('button', { name: 'Otevírací doba' }));
    const dialog = screen.getByRole('dialog', { name: 'Prodejna Praha – Anděl' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Po–Pá 9:00–20:00');
    // No focusable content: the dialog itself takes the focus.
    expect(dialog).toHaveFocus();
    expect(document.body).toHaveStyle({ overflow: 'hidden' });
  });

  it('closes with its close button and gives the focus back', async () => {
    const { user } = renderWithProviders(<StoreDetail />);
    await user.click(screen.getByRole('button', { name: 'Otevírací doba' }));
    await user.click(screen.getByRole('button', { name: 'Zavřít' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Otevírací doba' })).toHaveFocus();
    expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
  });
});
