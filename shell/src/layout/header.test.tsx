import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
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
    // The other areas stay plain links next to the megamenu; the catalogue is its menu, not a
    // second "Katalog" that behaves differently.
    const nav = screen.getByRole('navigation', { name: 'Hlavní navigace' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/vykup', '/servis']);
    expect(screen.queryByRole('link', { name: 'Katalog' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Katalog')).toHaveLength(1);
  });

  it('hands the megamenu the areas, the language and the account for its phone drawer', async () => {
    const remotes = new FakeRemotes({
      ...fakeHeaderWidgets,
      'mfe_catalogue/Megamenu': {
        default: ({ drawerExtras }: { drawerExtras: ReactNode }) => <div role="dialog">{drawerExtras}</div>,
      },
    });
    render(
      <ShellTestFrame loader={remotes} path="/" shop="ro">
        <Header languageSelect={<span>limba</span>} />
      </ShellTestFrame>,
    );
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Navigare principală' });
    expect(within(nav).getByRole('link', { name: 'Răscumpărare' })).toHaveAttribute('href', '/rascumparare');
    expect(within(nav).getByRole('link', { name: 'Service' })).toHaveAttribute('href', '/service');
    expect(within(drawer).getByText('limba')).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: 'Přihlásit se' })).toBeInTheDocument();
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
