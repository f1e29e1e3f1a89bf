import { render, screen, waitFor, within } from '@testing-library/react';
import type { CurrentUser } from 'shared-domain';
import { staff, warehouse } from 'shared-ui/testing.ts';
import { FakeRemotes, fakeHeaderWidgets, ShellTestFrame } from '../testing/fake-remotes.tsx';
import { AreaLayout } from './area-layout.tsx';
import { staffAreaOf } from './staff-area.ts';

function renderAt(path: string, shop: 'cz' | 'ro' = 'cz', user: CurrentUser = staff) {
  const remotes = new FakeRemotes(fakeHeaderWidgets);
  render(
    <ShellTestFrame loader={remotes} path={path} shop={shop} user={user}>
      <AreaLayout languageSelect={<span>jazyk</span>}>
        <h1>Stránka</h1>
      </AreaLayout>
    </ShellTestFrame>,
  );
  return remotes;
}

describe('the layout of an area', () => {
  it('frames the admin in the staff bar: no megamenu, cart or footer are loaded', async () => {
    const remotes = renderAt('/admin/kategorie');
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Přejít na obsah' })).toHaveAttribute('href', '#main');
    const areas = within(bar).getByRole('navigation', { name: 'Hlavní navigace' });
    expect(within(areas).getByRole('link', { name: 'Administrace' })).toHaveAttribute('aria-current', 'page');
    expect(within(areas).getByRole('link', { name: 'Sklad' })).toHaveAttribute('href', '/sklad');
    expect(within(bar).getByText('jazyk')).toBeInTheDocument();
    expect(await within(bar).findByRole('link', { name: 'Přihlásit se' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Stránka' }));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(remotes.loads).toEqual(['mfe_account/UserMenu']);
  });

  it('frames the Romanian warehouse the same way, without the admin for the warehouse role', async () => {
    renderAt('/depozit/comenzi', 'ro', warehouse);
    const bar = await screen.findByRole('banner');
    expect(within(bar).getByRole('link', { name: 'Depozit' })).toHaveAttribute('href', '/depozit');
    expect(within(bar).queryByRole('link', { name: 'Administrare' })).not.toBeInTheDocument();
  });

  it('keeps the customer header and footer everywhere else', async () => {
    const remotes = renderAt('/administrace-neexistuje');
    expect(await screen.findByRole('button', { name: 'Katalog' })).toBeInTheDocument();
    // The footer is below the fold and comes once the browser is idle.
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    // The cart's badge comes once the browser is idle (its stand-in is there before).
    await waitFor(() => expect(remotes.loads).toContain('mfe_cart/CartBadge'));
  });

  it('knows the staff areas of both shops by their paths', () => {
    expect(staffAreaOf('/admin', 'cz')).toBe('admin');
    expect(staffAreaOf('/sklad/baleni', 'cz')).toBe('warehouse');
    expect(staffAreaOf('/depozit', 'ro')).toBe('warehouse');
    expect(staffAreaOf('/sklad', 'ro')).toBeNull();
    expect(staffAreaOf('/adminx', 'cz')).toBeNull();
  });
});
