import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import { customer, renderWithProviders, setupTestServer, staff, warehouse } from 'shared-ui/testing.ts';
import UserMenu from './user-menu.tsx';

let sessionUser: CurrentUser | null = null;
let logouts = 0;

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/cart/count', () => HttpResponse.json({ count: 0 })),
  http.post('/api/new/accounts/logout', () => {
    logouts += 1;
    sessionUser = null;
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  sessionUser = null;
  logouts = 0;
});

// Rendered without the account's messages, as in the shell's header: the widget brings its own.
function renderMenu(options: { shop?: 'cz' | 'ro'; url?: string } = {}) {
  return renderWithProviders(<UserMenu />, {
    shop: options.shop,
    messages: {},
    initialEntries: [options.url ?? '/kosik'],
  });
}

async function openMenu(user: ReturnType<typeof renderMenu>['user'], name: string) {
  const button = await screen.findByRole('button', { name });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  return button;
}

describe('user menu', () => {
  it('offers an anonymous visitor to log in and come back', async () => {
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Přihlásit se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fkosik',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a customer their first name and a closed menu with their account and logout', async () => {
    sessionUser = customer;
    const { user } = renderMenu();
    const button = await screen.findByRole('button', { name: 'Jana – uživatelský účet' });
    expect(button).toHaveTextContent('Jana');
    expect(screen.queryByRole('link', { name: 'Můj účet' })).not.toBeInTheDocument();

    await openMenu(user, 'Jana – uživatelský účet');
    const items = screen.getByRole('link', { name: 'Můj účet' }).closest('ul')!;
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Můj účet', 'Moje objednávky', 'Osobní údaje', 'Doručovací adresy', 'Odhlásit se']);
    expect(screen.getByRole('link', { name: 'Můj účet' })).toHaveAttribute('href', '/ucet');
    expect(screen.getByRole('link', { name: 'Moje objednávky' })).toHaveAttribute('href', '/ucet/objednavky');
    expect(screen.getByRole('link', { name: 'Doručovací adresy' })).toHaveAttribute('href', '/ucet/adresy');
    expect(screen.getByRole('button', { name: 'Odhlásit se' })).toBeInTheDocument();
  });

  it('gives staff the administration and the warehouse', async () => {
    sessionUser = staff;
    const { user } = renderMenu();
    await openMenu(user, 'Tomáš – uživatelský účet');
    expect(screen.getByRole('link', { name: 'Administrace' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Sklad' })).toHaveAttribute('href', '/sklad');
  });

  it('gives the warehouse role the warehouse only', async () => {
    sessionUser = warehouse;
    const { user } = renderMenu();
    await openMenu(user, 'Lucie – uživatelský účet');
    expect(screen.getByRole('link', { name: 'Sklad' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Administrace' })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    sessionUser = customer;
    const { user } = renderMenu();
    const button = await openMenu(user, 'Jana – uživatelský účet');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Můj účet' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Můj účet' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard and closes when clicking elsewhere', async () => {
    sessionUser = customer;
    const { user } = renderMenu();
    await screen.findByRole('button', { name: 'Jana – uživatelský účet' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'Můj účet' })).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('link', { name: 'Můj účet' })).not.toBeInTheDocument();
  });

  it('logs out from the menu', async () => {
    sessionUser = customer;
    const { user } = renderMenu();
    await openMenu(user, 'Jana – uživatelský účet');
    await user.click(screen.getByRole('button', { name: 'Odhlásit se' }));
    expect(await screen.findByRole('link', { name: 'Přihlásit se' })).toBeInTheDocument();
    expect(logouts).toBe(1);
  });

  it('offers to log in when the session cannot be checked', async () => {
    server.use(
      http.get('/api/new/accounts/me', () =>
        HttpResponse.json(
          { type: 'not_found', code: 'route_not_found', message: 'No route.' },
          { status: 404 },
        ),
      ),
    );
    renderMenu();
    expect(await screen.findByRole('link', { name: 'Přihlásit se' })).toBeInTheDocument();
  });

  it('closes when focus moves out of it', async () => {
    sessionUser = customer;
    const { user } = renderWithProviders(
      <>
        <UserMenu />
        <button type="button">Next control in the header</button>
      </>,
      { messages: {} },
    );
    await openMenu(user, 'Jana – uživatelský účet');
    // Four links (account, orders, personal data, addresses), then the logout button.
    for (let step = 0; step < 5; step += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'Odhlásit se' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next control in the header' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Odhlásit se' })).not.toBeInTheDocument();
  });

  it('speaks Romanian in the Romanian shop', async () => {
    sessionUser = { ...customer, firstName: 'Ana' };
    const { user } = renderMenu({ shop: 'ro', url: '/cos' });
    await openMenu(user, 'Ana – contul de utilizator');
    expect(screen.getByRole('link', { name: 'Contul meu' })).toHaveAttribute('href', '/cont');
    expect(screen.getByRole('button', { name: 'Deconectați-vă' })).toBeInTheDocument();
  });
});
