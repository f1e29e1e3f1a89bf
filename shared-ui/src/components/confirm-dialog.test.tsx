import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function DeleteCategory({ onDelete, busy = false }: { onDelete: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Smazat kategorii
      </Button>
      {deleted && <p>Úspěšně odstraněno.</p>}
      <ConfirmDialog
        open={open}
        title="Smazat kategorii?"
        confirmLabel="Smazat"
        destructive
        busy={busy}
        onConfirm={() => {
          onDelete();
          setDeleted(true);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        Kategorie Telefony bude smazána i s podkategoriemi.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks with the focus on Cancel and returns focus after cancelling', async () => {
    const onDelete = jest.fn();
    const { user } = renderWithProviders(<DeleteCategory onDelete={onDelete} />);
    const trigger = screen.getByRole('button', { name: 'Smazat kategorii' });
    await user.click(trigger);

    const dialog = screen.getByRole('alertdialog', { name: 'Smazat kategorii?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Kategorie Telefony bude smazána i s podkategoriemi.');
    expect(screen.getByRole('button', { name: 'Zrušit' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('confirms the destructive action', async () => {
    const onDelete = jest.fn();
    const { user } = renderWithProviders(<DeleteCategory onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Smazat kategorii' }));
    await user.click(screen.getByRole('button', { name: 'Smazat' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Úspěšně odstraněno.')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const { user } = renderWithProviders(<DeleteCategory onDelete={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Smazat kategorii' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = renderWithProviders(<DeleteCategory onDelete={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Smazat kategorii' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Smazat' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zavřít' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Smazat' })).toHaveFocus();
  });

  it('cannot be dismissed while the action runs', async () => {
    const { user } = renderWithProviders(<DeleteCategory onDelete={jest.fn()} busy />);
    await user.click(screen.getByRole('button', { name: 'Smazat kategorii' }));
    expect(screen.getByRole('button', { name: 'Zrušit' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Smazat$/ })).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Smazat kategorii?' })).toBeInTheDocument();
  });

  it('speaks Romanian in the Romanian shop', async () => {
    const { user } = renderWithProviders(<DeleteCategory onDelete={jest.fn()} />, { shop: 'ro' });
    await user.click(screen.getByRole('button', { name: 'Smazat kategorii' }));
    expect(screen.getByRole('button', { name: 'Anulați' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Închideți' })).toBeInTheDocument();
  });
});
