import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import { useRoutes, useShop } from 'shared-ui';
import { customer, renderWithProviders, setupTestServer, staff, warehouse } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import remote from '../routes.tsx';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

let sessionUser: CurrentUser | null = null;
let overviewRequests = 0;
const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/admin/overview', () => {
    overviewRequests += 1;
    return HttpResponse.json({ products: 1234, orders: 56, customers: 789, stores: 5, lowStock: 3 });
  }),
);

beforeEach(() => {
  sessionUser = null;
  overviewRequests = 0;
});

function renderAdmin(shop: 'cz' | 'ro' = 'cz') {
  return renderWithProviders(<AdminRoutes />, {
    shop,
    messages: shop === 'cz' ? csCZ : roRO,
    initialEntries: ['/admin'],
  });
}

describe('admin page', () => {
  it('shows a skeleton while it checks who is logged in', async () => {
    renderAdmin();
    expect(screen.getByRole('status', { name: 'Ověřujeme vaše oprávnění…' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Administrace' });
  });

  it('refuses an anonymous visitor and offers to log in', async () => {
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrace' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nemáte oprávnění k přístupu na tuto stránku.');
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fadmin',
    );
    expect(overviewRequests).toBe(0);
  });

  it('refuses a logged-in customer, without a login link', async () => {
    sessionUser = customer;
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
    expect(overviewRequests).toBe(0);
  });

  it('refuses the warehouse role too: the administration is for staff', async () => {
    sessionUser = warehouse;
    renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
  });

  it('shows staff the overview numbers from the api and links to every section', async () => {
    sessionUser = staff;
    renderAdmin();
    const overview = await screen.findByRole('region', { name: 'Přehled obchodu' });
    await within(overview).findByText('1 234');
    const pairs = within(overview)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Produkty v\u00a0prodeji', '1\u00a0234'],
      ['Objednávky', '56'],
      ['Zákaznické účty', '789'],
      ['Prodejny', '5'],
      ['Docházející zboží', '3'],
    ]);
    const sections = screen.getByRole('region', { name: 'Sekce administrace' });
    const links = within(sections).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kategorie', '/admin/kategorie'],
      ['Produkty', '/admin/produkty'],
      ['Atributy', '/admin/atributy'],
      ['Meta mastery', '/admin/meta-mastery'],
      ['Bonusy za výkup', '/admin/bonusy'],
      ['Nabíječky', '/admin/nabijecky'],
      ['Importy', '/admin/importy'],
      ['Úlohy', '/admin/ulohy'],
      ['Výkupy', '/admin/vykupy'],
      ['Sklad', '/sklad'],
    ]);
    expect(screen.queryByText('Připravujeme')).not.toBeInTheDocument();
  });

  it('offers to try again when the overview cannot be loaded', async () => {
    sessionUser = staff;
    let calls = 0;
    server.use(
      http.get('/api/new/admin/overview', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'forbidden', code: 'forbidden', message: 'No.' }, { status: 403 })
          : HttpResponse.json({ products: 10, orders: 0, customers: 0, stores: 1, lowStock: 0 });
      }),
    );
    const { user } = renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data se nepodařilo načíst');
    await user.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('10')).toBeInTheDocument();
  });

  it('speaks Romanian', async () => {
    renderAdmin('ro');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nu aveți permisiunea de a accesa această pagină.',
    );
    expect(screen.getByRole('link', { name: 'Autentificați-vă' })).toHaveAttribute(
      'href',
      '/autentificare?next=%2Fadmin',
    );
  });
});
