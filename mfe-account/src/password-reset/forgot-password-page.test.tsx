import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { rateLimitedResponse, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';

const resetBodies: unknown[] = [];

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: null })),
  http.post('/api/new/accounts/password-reset', async ({ request }) => {
    resetBodies.push(await request.json());
    return new HttpResponse(null, { status: 202 });
  }),
);

beforeEach(() => {
  resetBodies.length = 0;
});

describe('forgotten password page', () => {
  it('opens from the login page', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      messages: csCZ,
      initialEntries: ['/prihlaseni'],
    });
    await user.click(screen.getByRole('link', { name: 'Zapomenuté heslo?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Zapomenuté heslo' })).toBeInTheDocument();
  });

  it('checks the e-mail before sending', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      messages: csCZ,
      initialEntries: ['/prihlaseni/zapomenute-heslo'],
    });
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Tato hodnota je požadována.');
    await user.type(screen.getByLabelText(/E-mail/), 'jana@');
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(resetBodies).toHaveLength(0);
  });

  it('sends the e-mail and confirms without saying whether the account exists', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      messages: csCZ,
      initialEntries: ['/prihlaseni/zapomenute-heslo'],
    });
    await user.type(screen.getByLabelText(/E-mail/), ' Jana.Novakova@example.cz ');
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pokud u nás účet s e-mailem Jana.Novakova@example.cz existuje, poslali jsme na něj odkaz pro nastavení nového hesla. Odkaz platí 60 minut.',
    );
    expect(resetBodies).toEqual([{ email: 'jana.novakova@example.cz' }]);
    expect(screen.queryByRole('button', { name: 'Poslat odkaz' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Zpět na přihlášení' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
  });

  it('says so when the request fails and keeps the e-mail', async () => {
    server.use(
      http.post('/api/new/accounts/password-reset', () =>
        HttpResponse.json(
          { type: 'rate_limited', code: 'too_many_requests', message: 'Slow down.' },
          { status: 429 },
        ),
      ),
    );
    const { user } = renderWithProviders(<AccountRoutes />, {
      messages: csCZ,
      initialEntries: ['/prihlaseni/zapomenute-heslo'],
    });
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('jana.novakova@example.cz');
  });

  it('after too many requests (429) says how long to wait, at the form', async () => {
    server.use(http.post('/api/new/accounts/password-reset', () => rateLimitedResponse(50 * 60)));
    const { user } = renderWithProviders(<AccountRoutes />, {
      messages: csCZ,
      initialEntries: ['/prihlaseni/zapomenute-heslo'],
    });
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 50 minut.',
    );
  });

  it('speaks Romanian in the Romanian shop', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: ['/autentificare/am-uitat-parola'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ați uitat parola' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/E-mail/), 'ana.popescu@example.ro');
    await user.click(screen.getByRole('button', { name: 'Trimiteți linkul' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Linkul este valabil 60 de minute\./);
    expect(resetBodies).toEqual([{ email: 'ana.popescu@example.ro' }]);
  });
});
