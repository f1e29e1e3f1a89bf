import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeRemotes, ShellTestFrame } from '../testing/fake-remotes.tsx';
import { Slot } from './slot.tsx';

function CartBadge() {
  return <a href="/kosik">Košík, 2 položky</a>;
}

describe('Slot', () => {
  it('renders the widget a remote exposes', async () => {
    const remotes = new FakeRemotes({ 'mfe_cart/CartBadge': { default: CartBadge } });
    render(
      <ShellTestFrame loader={remotes} path="/">
        <Slot remote="mfe_cart" expose="CartBadge" label="košík" />
      </ShellTestFrame>,
    );
    expect(await screen.findByRole('link', { name: 'Košík, 2 položky' })).toBeInTheDocument();
  });

  it('puts a "try again" button in place of a widget whose remote is down, and recovers', async () => {
    const user = userEvent.setup();
    const remotes = new FakeRemotes({ 'mfe_cart/CartBadge': { default: CartBadge } });
    remotes.takeDown('mfe_cart');
    render(
      <ShellTestFrame loader={remotes} path="/">
        <Slot remote="mfe_cart" expose="CartBadge" label="košík" />
      </ShellTestFrame>,
    );
    const retry = await screen.findByRole('button', { name: 'Zkusit znovu: košík' });
    expect(screen.getByText('Část „košík“ se nepodařilo načíst.')).toBeInTheDocument();
    remotes.bringBack('mfe_cart');
    await user.click(retry);
    expect(await screen.findByRole('link', { name: 'Košík, 2 položky' })).toBeInTheDocument();
  });
});
