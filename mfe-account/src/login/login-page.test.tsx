import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import { customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { summaryOf } from '../summary/summary-fixtures.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';

let sessionUser: CurrentUser | null = null;
const loginBodies: unknown[] = [];

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/cart/count', () => HttpResponse.json({ count: 0 })),
  // The account page the login leads to.
  http.get('/api/bff/account-summary', () => HttpResponse.json(summaryOf())),
  http.post('/api/new/accounts/login', async ({ request }) => {
    loginBodies.push(await request.json());
    sessionUser = customer;
    return HttpResponse.json({ user: customer });
  }),
);

beforeEach(() => {
  sessionUser = null;
  loginBodies.length = 0;
});

function renderLogin(url = '/prihlaseni') {
  return renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: [url] });
}

describe('login page', () => {
  it('shows the required message next to each empty field and sends nothing', async () => {
    const { user } = renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(screen.getByLabelText(/Heslo/)).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(loginBodies).toHaveLength(0);
  });

  it('rejects a malformed e-mail and keeps what the user typed', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@');
    await user.type(screen.getByLabelText(/Heslo/), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('jana.novakova@');
    expect(screen.getByLabelText(/Heslo/)).toHaveValue('Demo-2026!');
    expect(screen.getByLabelText(/Heslo/)).not.toHaveAccessibleDescription();
    expect(loginBodies).toHaveLength(0);
  });

  it('says "wrong e-mail or password" on 401 and keeps the input', async () => {
    server.use(
      http.post('/api/new/accounts/login', () =>
        HttpResponse.json(
          {
            type: 'unauthenticated',
            code: 'invalid_credentials',
            message: 'The e-mail or the password is not correct.',
          },
          { status: 401 },
        ),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.type(screen.getByLabelText(/Heslo/), 'spatne-heslo');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nesprávný e-mail nebo heslo.');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('jana.novakova@example.cz');
    expect(screen.getByLabelText(/Heslo/)).toHaveValue('spatne-heslo');
    expect(screen.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
  });

  it('says "too many attempts" on 429', async () => {
    server.use(
      http.post('/api/new/accounts/login', () =>
        HttpResponse.json(
          { type: 'rate_limited', code: 'too_many_attempts', message: 'Too many failed sign-in attempts.' },
          { status: 429, headers: { 'Retry-After': '600' } },
        ),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.type(screen.getByLabelText(/Heslo/), 'spatne-heslo');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Příliš mnoho neúspěšných pokusů o přihlášení/,
    );
  });

  it('puts the server’s field errors (400) next to the fields', async () => {
    server.use(
      http.post('/api/new/accounts/login', () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: { form: { email: ['invalid_email'] } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'jana@example.cz');
    await user.type(screen.getByLabelText(/Heslo/), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(
      await screen.findByText('Zadejte platnou e-mailovou adresu.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
    expect(screen.getByLabelText(/Heslo/)).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('jana@example.cz');
  });

  it('disables the submit button with a spinner while sending', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post('/api/new/accounts/login', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.type(screen.getByLabelText(/Heslo/), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    const submit = await screen.findByRole('button', { name: /Přihlásit se/ });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('status', { name: 'Přihlašujeme vás…' })).toBeInTheDocument();
    sessionUser = customer;
    answer(HttpResponse.json({ user: customer }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
  });

  it('logs in and goes to the account page', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), '  jana.novakova@example.cz ');
    await user.type(screen.getByLabelText(/Heslo/), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
    expect(loginBodies).toEqual([
      { email: 'jana.novakova@example.cz', password: 'Demo-2026!', rememberMe: false },
    ]);
  });

  it('sends "remember me" when the user ticks it', async () => {
    const { user } = renderLogin();
    const rememberMe = screen.getByRole('checkbox', { name: 'Zapamatovat si mě' });
    expect(rememberMe).not.toBeChecked();
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.type(screen.getByLabelText(/Heslo/), 'Demo-2026!');
    await user.click(rememberMe);
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
    expect(loginBodies).toEqual([
      { email: 'jana.novakova@example.cz', password: 'Demo-2026!', rememberMe: true },
    ]);
  });

  it.each([
    [
      'account',
      601,
      'Účet je kvůli mnoha neúspěšným pokusům o přihlášení dočasně zablokován. Zkuste to znovu za 11 minut.',
    ],
    [
      'address',
      60,
      'Přihlašování z této adresy je kvůli mnoha neúspěšným pokusům dočasně zablokováno. Zkuste to znovu za 1 minutu.',
    ],
    [
      'address',
      150,
      'Přihlašování z této adresy je kvůli mnoha neúspěšným pokusům dočasně zablokováno. Zkuste to znovu za 3 minuty.',
    ],
  ])('tells how long the %s is locked (%i s) on 429', async (scope, retryAfterSeconds, message) => {
    server.use(
      http.post('/api/new/accounts/login', () =>
        HttpResponse.json(
          {
            type: 'rate_limited',
            code: 'too_many_attempts',
            message: 'Too many failed sign-in attempts.',
            lock: { scope, retryAfterSeconds },
          },
          { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
        ),
      ),
    );
    const { user } = renderLogin();
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.type(screen.getByLabelText(/Heslo/), 'spatne-heslo');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('links to the forgotten password and to registration, keeping ?next=', async () => {
    renderLogin('/prihlaseni?next=%2Fkosik');
    expect(screen.getByRole('link', { name: 'Zapomenuté heslo?' })).toHaveAttribute(
      'href',
      '/prihlaseni/zapomenute-heslo',
    );
    expect(screen.getByText(/Nemáte účet\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zaregistrujte se' })).toHaveAttribute(
      'href',
      '/prihlaseni/registrace?next=%2Fkosik',
    );
  });

  it('opens the registration from its link', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('link', { name: 'Zaregistrujte se' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrace' })).toBeInTheDocument();
  });

  it('goes back to the local ?next= page after logging in', async () => {
    const { user } = renderLogin('/prihlaseni?next=%2Fadmin%3Ftab%3Dorders');
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.type(screen.getByLabelText(/Heslo/), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByText('Other page: /admin?tab=orders')).toBeInTheDocument();
  });

  it('ignores a ?next= that would leave the shop', async () => {
    const { user } = renderLogin('/prihlaseni?next=%2F%2Fevil.example%2F');
    await user.type(screen.getByLabelText(/E-mail/), 'jana.novakova@example.cz');
    await user.type(screen.getByLabelText(/Heslo/), 'Demo-2026!');
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
  });

  it('validates in Romanian in the Romanian shop', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: ['/autentificare'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Autentificare' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Autentificați-vă' }));
    expect(screen.getByLabelText(/Parolă/)).toHaveAccessibleDescription('Această valoare este obligatorie.');
    expect(screen.getByRole('checkbox', { name: 'Doresc să rămân autentificat' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Ați uitat parola?' })).toHaveAttribute(
      'href',
      '/autentificare/am-uitat-parola',
    );
    expect(screen.getByRole('link', { name: 'Înregistrați-vă' })).toHaveAttribute(
      'href',
      '/autentificare/inregistrare',
    );
  });
});
