import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeRemotes, fakeHeaderWidgets, ShellTestFrame } from '../testing/fake-remotes.tsx';
import { Header } from './header.tsx';

function renderHeader(remotes: FakeRemotes) {
  return render(
    <ShellTestFrame loader={remotes} path="/">
      <Header languageSelect={null} />
    </ShellTestFrame>,
  );
}

describe('header', () => {
  it('mounts the megamenu, the user menu and the cart badge from their remotes', async () => {
    const remotes = new FakeRemotes(fakeHeaderWidgets);
    renderHeader(remotes);
    expect(await screen.findByRole('button', { name: 'Katalog' })).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('link', { name: 'Košík' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Přihlásit se' })).toBeInTheDocument();
    expect(remotes.loads.sort()).toEqual([
      'mfe_account/UserMenu',
      'mfe_cart/CartBadge',
      'mfe_catalogue/Megamenu',
    ]);
    // The areas stay plain links next to the megamenu.
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(
      screen.getAllByRole('link', { name: 'Katalog' }).find((link) => nav.contains(link)),
    ).toHaveAttribute('href', '/');
  });

  it('keeps the header when the catalogue is down: the megamenu offers to try again', async () => {
    const user = userEvent.setup();
    const remotes = new FakeRemotes(fakeHeaderWidgets);
    remotes.takeDown('mfe_catalogue');
    renderHeader(remotes);
    const retry = await screen.findByRole('button', { name: 'Zkusit znovu: katalog' });
    expect(screen.getByText('Část „katalog“ se nepodařilo načíst.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Košík' })).toBeInTheDocument();

    remotes.bringBack('mfe_catalogue');
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Katalog' })).toBeInTheDocument();
  });
});
