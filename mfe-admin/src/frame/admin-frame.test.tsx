import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff, warehouse } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { adminOverview } from '../overview/testing/overview-fixture.ts';
import remote from '../routes.tsx';
import { AdminFrame } from './admin-frame.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

let sessionUser: CurrentUser | null = staff;
setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/admin/jobs', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 25 })),
  http.get('/api/new/admin/jobs/schedules', () => HttpResponse.json({ items: [] })),
  http.get('/api/new/admin/overview', () => HttpResponse.json(adminOverview())),
);

beforeEach(() => {
  sessionUser = staff;
});

function renderAdmin(path: string, shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: [path],
  });
}

describe('the admin frame', () => {
  it('puts every page beside the navigation of the sections, the current one marked', async () => {
    renderAdmin('/admin/ulohy');
    const nav = await screen.findByRole('navigation', { name: 'Navigace administrace' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Přehled',
      'Objednávky',
      'Splátky',
      'Slevy',
      'Kategorie',
      'Produkty',
      'Atributy',
      'Meta mastery',
      'Bonusy za výkup',
      'Nabíječky',
      'Importy',
      'Úlohy',
      'Výkupy',
      'Servisní zakázky',
      'Recenze',
      'Schránka formulářů',
      'Odběratelé novinek',
      'Stránky',
      'Menu a\u00a0patička',
      'Články',
      'Prodejny',
      'Sklad',
    ]);
    expect(within(nav).getByRole('link', { name: 'Úlohy' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Přehled' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByRole('heading', { level: 1, name: 'Úlohy' })).toBeInTheDocument();
  });

  it('shows where the page is: Administrace › its section', async () => {
    renderAdmin('/admin/ulohy');
    const trail = await screen.findByRole('navigation', { name: 'Drobečková navigace' });
    expect(within(trail).getByRole('link', { name: 'Administrace' })).toHaveAttribute('href', '/admin');
    expect(within(trail).getByText('Úlohy')).toHaveAttribute('aria-current', 'page');
  });

  it('lets the keyboard skip the navigation and a phone fold it away', async () => {
    const { user } = renderAdmin('/admin');
    const skip = await screen.findByRole('link', { name: 'Přeskočit navigaci administrace' });
    expect(skip).toHaveAttribute('href', '#admin-content');
    const toggle = screen.getByRole('button', { name: 'Menu administrace' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Navigace administrace' });
    await user.click(within(nav).getByRole('link', { name: 'Úlohy' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Úlohy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu administrace' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('is not shown to the warehouse: the refusal comes instead', async () => {
    sessionUser = warehouse;
    renderAdmin('/admin/ulohy');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.queryByRole('navigation', { name: 'Navigace administrace' })).not.toBeInTheDocument();
  });

  it('speaks Romanian', async () => {
    renderAdmin('/admin/sarcini', 'ro');
    const nav = await screen.findByRole('navigation', { name: 'Navigarea administrării' });
    expect(within(nav).getByRole('link', { name: 'Sarcini' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Depozit' })).toHaveAttribute('href', '/depozit');
  });

  it('shows the trail a page hands it, and the page alone shows it in place', async () => {
    const items = [{ label: 'Produkty', to: '/admin/produkty' }, { label: 'iPhone 13' }];
    const { unmount } = renderWithProviders(
      <AdminFrame>
        <Breadcrumbs items={items} />
        <h1>iPhone 13</h1>
      </AdminFrame>,
      { messages: csCZ, initialEntries: ['/admin/produkty/7'] },
    );
    const trail = await screen.findByRole('navigation', { name: 'Drobečková navigace' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Administrace', 'Produkty', 'iPhone 13']);
    expect(within(trail).getByText('iPhone 13')).toHaveAttribute('aria-current', 'page');
    unmount();
    renderWithProviders(<Breadcrumbs items={items} />, { messages: csCZ });
    expect(screen.getByRole('link', { name: 'Produkty' })).toHaveAttribute('href', '/admin/produkty');
  });
});
