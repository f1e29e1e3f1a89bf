import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import { customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';

let sessionUser: CurrentUser | null = customer;
const changes: unknown[] = [];

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.post('/api/new/accounts/me/password', async ({ request }) => {
    changes.push(await request.json());
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  sessionUser = customer;
  changes.length = 0;
});

function renderPasswordChange() {
  return renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: ['/ucet/zmena-hesla'] });
}

const current = () => screen.getByLabelText(/^Současné heslo/);
const fresh = () => screen.getByLabelText(/^Nové heslo(?! znovu)/, { selector: 'input' });
const confirmation = () => screen.getByLabelText(/^Nové heslo znovu/);
const submit = () => screen.getByRole('button', { name: 'Změnit heslo' });

describe('password change page', () => {
  it('ticks off the password rules while the user types', async () => {
    const { user } = renderPasswordChange();
    const rules = await screen.findByRole('list', { name: 'Heslo musí obsahovat:' });
    const rule = (name: RegExp) => within(rules).getByText(name, { exact: false });
    expect(rule(/alespoň 8 znaků/)).toHaveTextContent('(chybí)');
    expect(rule(/velké písmeno/)).toHaveTextContent('(chybí)');

    await user.type(fresh(), 'heslo');
    expect(rule(/malé písmeno/)).toHaveTextContent('(splněno)');
    expect(rule(/velké písmeno/)).toHaveTextContent('(chybí)');

    await user.type(fresh(), 'Nove-2026');
    for (const item of within(rules).getAllByRole('listitem')) expect(item).toHaveTextContent('(splněno)');
    expect(fresh()).toHaveAccessibleDescription(expect.stringContaining('velké písmeno (splněno)'));
  });

  it('says which rule a weak password breaks and that the confirmation differs', async () => {
    const { user } = renderPasswordChange();
    await user.type(await screen.findByLabelText(/^Současné heslo/), 'Demo-2026!');
    await user.type(fresh(), 'nove-heslo-2026');
    await user.type(confirmation(), 'nove-heslo-2025');
    await user.click(submit());
    expect(fresh()).toHaveAccessibleDescription(
      expect.stringContaining('Heslo musí obsahovat alespoň jedno velké písmeno.'),
    );
    expect(confirmation()).toHaveAccessibleDescription('Hesla se neshodují.');
    expect(changes).toHaveLength(0);
  });

  it('shows a wrong current password (server 400) at its field and keeps the input', async () => {
    server.use(
      http.post('/api/new/accounts/me/password', () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: { form: { currentPassword: ['Současné heslo není správné.'] } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPasswordChange();
    await user.type(await screen.findByLabelText(/^Současné heslo/), 'Spatne-heslo1');
    await user.type(fresh(), 'Nove-Heslo-2026');
    await user.type(confirmation(), 'Nove-Heslo-2026');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Současné heslo není správné.');
    expect(current()).toHaveAccessibleDescription('Současné heslo není správné.');
    expect(current()).toHaveValue('Spatne-heslo1');
    expect(fresh()).toHaveValue('Nove-Heslo-2026');
    expect(screen.queryByText(/Heslo jsme změnili/)).not.toBeInTheDocument();
  });

  it('changes the password, says other devices were signed out and clears the fields', async () => {
    const { user } = renderPasswordChange();
    await user.type(await screen.findByLabelText(/^Současné heslo/), 'Demo-2026!');
    await user.type(fresh(), 'Nove-Heslo-2026');
    await user.type(confirmation(), 'Nove-Heslo-2026');
    await user.click(submit());
    expect(
      await screen.findByText('Heslo jsme změnili. Na ostatních zařízeních jsme vás odhlásili.'),
    ).toBeInTheDocument();
    expect(changes).toEqual([
      { currentPassword: 'Demo-2026!', password: 'Nove-Heslo-2026', passwordConfirmation: 'Nove-Heslo-2026' },
    ]);
    expect(current()).toHaveValue('');
    expect(fresh()).toHaveValue('');
    expect(confirmation()).toHaveValue('');
  });

  it('asks for every field in Romanian in the Romanian shop', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: ['/cont/schimbare-parola'],
    });
    await user.click(await screen.findByRole('button', { name: 'Schimbați parola' }));
    expect(screen.getByLabelText(/^Parola actuală/)).toHaveAccessibleDescription(
      'Această valoare este obligatorie.',
    );
    expect(screen.getByLabelText(/^Repetați parola nouă/)).toHaveAccessibleDescription(
      'Această valoare este obligatorie.',
    );
    expect(changes).toHaveLength(0);
  });

  it('sends a visitor to the login page: no password change without signing in', async () => {
    sessionUser = null;
    renderPasswordChange();
    expect(await screen.findByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Současné heslo/)).not.toBeInTheDocument();
  });
});
