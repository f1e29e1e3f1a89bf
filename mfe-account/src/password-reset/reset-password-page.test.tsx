import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { useLocation } from 'shared-ui';
import { renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';

const TOKEN = 'Zq3x9VbT2mKw7LpR4sYd8NcF';
const confirmBodies: unknown[] = [];

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })),
  http.get('/api/new/cart/count', () => HttpResponse.json({ count: 0 })),
  http.post('/api/new/accounts/password-reset/confirm', async ({ request }) => {
    confirmBodies.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  confirmBodies.length = 0;
});

/** What the address bar would show: the router's current path and query. */
function AddressBar() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

function renderReset(url = `/prihlaseni/nove-heslo?token=${TOKEN}`) {
  return renderWithProviders(
    <>
      <AccountRoutes />
      <AddressBar />
    </>,
    { messages: csCZ, initialEntries: [url] },
  );
}

const password = () => screen.getByLabelText(/^Nové heslo( \*)?$/);
const confirmation = () => screen.getByLabelText(/^Nové heslo znovu( \*)?$/);

async function choose(user: UserEvent, value: string, again = value) {
  await user.type(password(), value);
  await user.type(confirmation(), again);
  await user.click(screen.getByRole('button', { name: 'Nastavit nové heslo' }));
}

describe('new password page', () => {
  it('sends the token with the new password and confirms that every session was ended', async () => {
    const { user } = renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Nové heslo' })).toBeInTheDocument();
    await choose(user, 'Leto-2026!');
    const done = (await screen.findByText('Heslo je změněné')).closest('[role="status"]');
    expect(done).toHaveTextContent(/ukončili všechna přihlášení k vašemu účtu/);
    expect(confirmBodies).toEqual([
      { token: TOKEN, password: 'Leto-2026!', passwordConfirmation: 'Leto-2026!' },
    ]);
    await user.click(screen.getByRole('link', { name: 'Přihlásit se' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
  });

  it('removes the token from the address but still uses it', async () => {
    const { user } = renderReset();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/prihlaseni\/nove-heslo$/);
    await choose(user, 'Leto-2026!');
    expect(await screen.findByText('Heslo je změněné')).toBeInTheDocument();
    expect(confirmBodies).toEqual([expect.objectContaining({ token: TOKEN })]);
  });

  it('checks the password rules and the confirmation before sending', async () => {
    const { user } = renderReset();
    await choose(user, 'heslo', 'heslo2');
    expect(password()).toHaveAccessibleDescription(
      expect.stringContaining('Heslo musí mít alespoň 8 znaků.'),
    );
    expect(confirmation()).toHaveAccessibleDescription('Hesla se neshodují.');
    const rules = screen.getByText('Heslo musí obsahovat:').parentElement!;
    expect(within(rules).getByText(/malé písmeno/)).toHaveTextContent('(splněno)');
    expect(within(rules).getByText(/číslici/)).toHaveTextContent('(chybí)');
    expect(confirmBodies).toHaveLength(0);
  });

  it('says the link is invalid or expired when the api refuses the token', async () => {
    server.use(
      http.post('/api/new/accounts/password-reset/confirm', () =>
        HttpResponse.json(
          { type: 'validation', code: 'invalid_reset_token', message: 'The link is invalid or expired.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderReset();
    await choose(user, 'Leto-2026!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Odkaz pro nastavení hesla neplatí');
    expect(screen.getByRole('link', { name: 'Poslat nový odkaz' })).toHaveAttribute(
      'href',
      '/prihlaseni/zapomenute-heslo',
    );
    expect(screen.queryByRole('button', { name: 'Nastavit nové heslo' })).not.toBeInTheDocument();
  });

  it('puts the server’s field errors at the fields', async () => {
    server.use(
      http.post('/api/new/accounts/password-reset/confirm', () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: { form: { password: ['Heslo může mít nejvýše 128 znaků.'] } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderReset();
    await choose(user, 'Leto-2026!');
    expect(
      await screen.findByRole('link', { name: 'Heslo může mít nejvýše 128 znaků.' }),
    ).toBeInTheDocument();
    expect(password()).toHaveValue('Leto-2026!');
  });

  it('says the link is invalid when it has no token', async () => {
    renderReset('/prihlaseni/nove-heslo');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Odkaz je neplatný nebo vypršel: platí 60 minut a použít jde jen jednou. Nechte si poslat nový.',
    );
    expect(screen.queryByLabelText(/^Nové heslo/)).not.toBeInTheDocument();
  });

  it('speaks Romanian in the Romanian shop', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: [`/autentificare/parola-noua?token=${TOKEN}`],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Parolă nouă' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Parola nouă( \*)?$/), 'Vara-2026!');
    await user.type(screen.getByLabelText(/^Repetați parola nouă/), 'Vara-2026!');
    await user.click(screen.getByRole('button', { name: 'Setați parola nouă' }));
    expect(await screen.findByText('Parola a fost schimbată')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Autentificați-vă' })).toHaveAttribute('href', '/autentificare');
  });
});
