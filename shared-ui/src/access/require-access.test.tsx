import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { type CurrentUser, canUseAdmin, canUseWarehouse } from 'shared-domain';
import { customer, staff, warehouse } from '../testing/demo-users.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { setupTestServer } from '../testing/test-server.ts';
import { RequireAccess, type RequireAccessProps } from './require-access.tsx';

let sessionUser: CurrentUser | null = null;
const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
);

beforeEach(() => {
  sessionUser = null;
});

function renderGuarded(
  props: Partial<Omit<RequireAccessProps, 'children'>> = {},
  { shop = 'cz', path = '/admin' }: { shop?: 'cz' | 'ro'; path?: string } = {},
) {
  return renderWithProviders(
    <RequireAccess allows={canUseAdmin} title="Administrace" {...props}>
      <p>Tajná čísla</p>
    </RequireAccess>,
    { shop, initialEntries: [path] },
  );
}

describe('RequireAccess', () => {
  it('shows a skeleton while it checks who is logged in', async () => {
    renderGuarded();
    expect(screen.getByRole('status', { name: 'Ověřujeme vaše oprávnění…' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Administrace' });
  });

  it('refuses an anonymous visitor and offers to log in, coming back afterwards', async () => {
    renderGuarded();
    expect(await screen.findByRole('heading', { level: 1, name: 'Administrace' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nemáte oprávnění k přístupu na tuto stránku.');
    expect(screen.getByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fadmin',
    );
    expect(screen.queryByText('Tajná čísla')).not.toBeInTheDocument();
  });

  it('keeps the query of the page in the way back', async () => {
    renderGuarded({ allows: canUseWarehouse, title: 'Sklad' }, { path: '/sklad?prodejna=3' });
    expect(await screen.findByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fsklad%3Fprodejna%3D3',
    );
  });

  it('logs in at the given login path', async () => {
    renderGuarded({ loginPath: '/ucet/prihlaseni' });
    expect(await screen.findByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/ucet/prihlaseni?next=%2Fadmin',
    );
  });

  it('refuses a logged-in customer, without a login link', async () => {
    sessionUser = customer;
    renderGuarded();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    expect(screen.queryByRole('link', { name: 'Přihlásit se' })).not.toBeInTheDocument();
    expect(screen.queryByText('Tajná čísla')).not.toBeInTheDocument();
  });

  it('asks the predicate: the administration refuses the warehouse role, the warehouse lets it in', async () => {
    sessionUser = warehouse;
    const { unmount } = renderGuarded();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nemáte oprávnění k přístupu na tuto stránku.',
    );
    unmount();
    renderGuarded({ allows: canUseWarehouse, title: 'Sklad' });
    expect(await screen.findByText('Tajná čísla')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sklad' })).not.toBeInTheDocument();
  });

  it('shows the page to the roles the predicate allows', async () => {
    sessionUser = staff;
    renderGuarded();
    expect(await screen.findByText('Tajná čísla')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to try again when it cannot find out who is logged in', async () => {
    sessionUser = staff;
    let calls = 0;
    server.use(
      http.get('/api/new/accounts/me', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ type: 'not_found', code: 'route_not_found', message: 'No.' }, { status: 404 })
          : HttpResponse.json({ user: sessionUser });
      }),
    );
    const { user: visitor } = renderGuarded();
    expect(await screen.findByRole('alert')).toHaveTextContent('Data se nepodařilo načíst');
    expect(screen.getByRole('heading', { level: 1, name: 'Administrace' })).toBeInTheDocument();
    await visitor.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByText('Tajná čísla')).toBeInTheDocument();
  });

  it('speaks Romanian', async () => {
    renderGuarded({ title: 'Administrare' }, { shop: 'ro' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nu aveți permisiunea de a accesa această pagină.',
    );
    expect(screen.getByRole('link', { name: 'Autentificați-vă' })).toHaveAttribute(
      'href',
      '/autentificare?next=%2Fadmin',
    );
  });
});
