import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { CurrentUser } from 'shared-domain';
import {
  business,
  customer,
  rateLimitedResponse,
  renderWithProviders,
  setupTestServer,
} from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { summaryOf } from '../summary/summary-fixtures.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';
import { UserMenu } from '../user-menu/user-menu.tsx';

let sessionUser: CurrentUser | null = null;
const registerBodies: Record<string, unknown>[] = [];

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: sessionUser })),
  http.get('/api/new/cart/count', () => HttpResponse.json({ count: 0 })),
  http.get('/api/bff/account-summary', () => HttpResponse.json(summaryOf())),
  http.post('/api/new/accounts/register', async ({ request }) => {
    registerBodies.push((await request.json()) as Record<string, unknown>);
    sessionUser = customer;
    return HttpResponse.json({ user: customer }, { status: 201 });
  }),
);

beforeEach(() => {
  sessionUser = null;
  registerBodies.length = 0;
});

/** The field of a label, "Heslo" not matching "Heslo znovu" (the required star is part of the label). */
function field(label: string): HTMLInputElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}( \\*)?$`));
}

function renderRegister(url = '/prihlaseni/registrace') {
  return renderWithProviders(
    <>
      <UserMenu />
      <AccountRoutes />
    </>,
    { messages: csCZ, initialEntries: [url] },
  );
}

async function fillValidCzech(user: UserEvent) {
  await user.type(field('E-mail'), 'jana.novakova@example.cz');
  await user.type(field('Heslo'), 'Jaro-2026!');
  await user.type(field('Heslo znovu'), 'Jaro-2026!');
  await user.type(field('Jméno'), 'Jana');
  await user.type(field('Příjmení'), 'Nováková');
  await user.type(field('Telefon'), '777 123 456');
  await user.click(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ }));
}

const submitCzech = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Zaregistrovat se' }));

describe('registration page', () => {
  it('shows the required message at each empty field, a focused summary, and sends nothing', async () => {
    const { user } = renderRegister();
    expect(screen.getByRole('heading', { level: 1, name: 'Registrace' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ }),
    ).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /novinky a\u00a0nabídky/ })).not.toBeChecked();
    await submitCzech(user);
    const required = 'Tato hodnota je požadována.';
    for (const label of ['E-mail', 'Heslo znovu', 'Jméno', 'Příjmení']) {
      expect(field(label)).toHaveAccessibleDescription(required);
    }
    expect(field('Telefon')).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(field('Heslo')).toHaveAccessibleDescription(expect.stringContaining(required));
    expect(
      screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ }),
    ).toHaveAccessibleDescription(required);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getAllByRole('link', { name: required })).toHaveLength(7);
    expect(registerBodies).toHaveLength(0);
  });

  it('ticks each password rule as it passes and reports the weak password and the mismatch', async () => {
    const { user } = renderRegister();
    const rules = screen.getByText('Heslo musí obsahovat:').parentElement!;
    expect(within(rules).getByText(/velké písmeno/)).toHaveTextContent('velké písmeno (chybí)');
    await user.type(field('Heslo'), 'abc');
    expect(within(rules).getByText(/malé písmeno/)).toHaveTextContent('malé písmeno (splněno)');
    expect(within(rules).getByText(/velké písmeno/)).toHaveTextContent('velké písmeno (chybí)');
    expect(within(rules).getByText(/alespoň 8 znaků/)).toHaveTextContent('(chybí)');
    expect(await screen.findByText('Heslo splňuje 2 z 6 pravidel.')).toBeInTheDocument();
    await user.type(field('Heslo znovu'), 'abd');
    await submitCzech(user);
    expect(field('Heslo')).toHaveAccessibleDescription(
      expect.stringContaining('Heslo musí mít alespoň 8 znaků.'),
    );
    expect(field('Heslo znovu')).toHaveAccessibleDescription('Hesla se neshodují.');
    await user.clear(field('Heslo'));
    await user.type(field('Heslo'), 'Jaro-2026!');
    expect(within(rules).getByText(/velké písmeno/)).toHaveTextContent('(splněno)');
    expect(within(rules).getByText(/speciální znak/)).toHaveTextContent('(splněno)');
    expect(await screen.findByText('Heslo splňuje všechna pravidla.')).toBeInTheDocument();
    expect(registerBodies).toHaveLength(0);
  });

  it('asks a business customer for the company and checks the IČO and DIČ', async () => {
    const { user } = renderRegister();
    expect(screen.queryByLabelText(/IČO/)).not.toBeInTheDocument();
    await fillValidCzech(user);
    await user.click(screen.getByRole('checkbox', { name: 'Nakupuji na firmu' }));
    expect(screen.getByRole('group', { name: 'Údaje o\u00a0firmě' })).toBeInTheDocument();
    await submitCzech(user);
    expect(field('Název firmy')).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(field('IČO')).toHaveAccessibleDescription('Tato hodnota je požadována.');
    await user.type(field('Název firmy'), 'Firma Example s.r.o.');
    await user.type(field('IČO'), '12345678');
    await user.type(field('DIČ'), 'CZ1');
    await submitCzech(user);
    expect(field('IČO')).toHaveAccessibleDescription('Zadejte platné IČO (8 číslic).');
    expect(field('DIČ')).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platné DIČ ve tvaru CZ12345678.'),
    );
    expect(registerBodies).toHaveLength(0);

    await user.clear(field('IČO'));
    await user.type(field('IČO'), '12345679');
    await user.clear(field('DIČ'));
    await user.type(field('DIČ'), 'CZ12345679');
    await submitCzech(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
    expect(registerBodies[0]).toMatchObject({
      business: true,
      companyName: 'Firma Example s.r.o.',
      companyId: '12345679',
      vatId: 'CZ12345679',
    });
  });

  it('puts the 409 "e-mail taken" at the e-mail and keeps everything typed', async () => {
    server.use(
      http.post('/api/new/accounts/register', () =>
        HttpResponse.json(
          {
            type: 'conflict',
            code: 'email_taken',
            message: 'An account with this e-mail exists.',
            errors: { form: { email: ['Účet s tímto e-mailem už existuje.'] } },
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderRegister();
    await fillValidCzech(user);
    await submitCzech(user);
    expect(
      await screen.findByRole('link', { name: 'Účet s tímto e-mailem už existuje.' }),
    ).toBeInTheDocument();
    expect(field('E-mail')).toHaveAccessibleDescription('Účet s tímto e-mailem už existuje.');
    expect(field('E-mail')).toHaveValue('jana.novakova@example.cz');
    expect(field('Heslo')).toHaveValue('Jaro-2026!');
    expect(field('Heslo znovu')).toHaveValue('Jaro-2026!');
    expect(field('Telefon')).toHaveValue('777 123 456');
    expect(screen.getByRole('checkbox', { name: /Souhlasím s\u00a0obchodními podmínkami/ })).toBeChecked();
  });

  it('after too many registrations (429) says how long to wait and keeps everything typed', async () => {
    server.use(http.post('/api/new/accounts/register', () => rateLimitedResponse(3600)));
    const { user } = renderRegister();
    await fillValidCzech(user);
    await submitCzech(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Příliš mnoho pokusů. Zkuste to prosím znovu za 60 minut.',
    );
    expect(field('E-mail')).toHaveValue('jana.novakova@example.cz');
    expect(field('Heslo')).toHaveValue('Jaro-2026!');
  });

  it('maps the server’s 400 field errors to the fields', async () => {
    server.use(
      http.post('/api/new/accounts/register', () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: {
              form: { phone: ['Zadejte platné telefonní číslo.'], lastName: ['Zadejte nejvýše 60 znaků.'] },
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderRegister();
    await fillValidCzech(user);
    await submitCzech(user);
    expect(await screen.findByRole('link', { name: 'Zadejte platné telefonní číslo.' })).toBeInTheDocument();
    expect(field('Telefon')).toHaveAccessibleDescription(
      expect.stringContaining('Zadejte platné telefonní číslo.'),
    );
    expect(field('Příjmení')).toHaveAccessibleDescription('Zadejte nejvýše 60 znaků.');
    expect(field('Příjmení')).toHaveValue('Nováková');
  });

  it('registers, goes to the account page and the header shows the user', async () => {
    const { user } = renderRegister();
    expect(await screen.findByRole('link', { name: 'Přihlásit se' })).toBeInTheDocument();
    await fillValidCzech(user);
    await user.click(screen.getByRole('checkbox', { name: /novinky a\u00a0nabídky/ }));
    await submitCzech(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Jana/ })).toBeInTheDocument();
    expect(registerBodies).toEqual([
      {
        email: 'jana.novakova@example.cz',
        password: 'Jaro-2026!',
        passwordConfirmation: 'Jaro-2026!',
        firstName: 'Jana',
        lastName: 'Nováková',
        phone: '+420777123456',
        business: false,
        consentTerms: true,
        consentMarketing: true,
      },
    ]);
  });

  it('goes on to the local ?next= page after registering', async () => {
    const { user } = renderRegister('/prihlaseni/registrace?next=%2Fkosik%2Fdoprava');
    expect(screen.getByRole('link', { name: 'Přihlaste se' })).toHaveAttribute(
      'href',
      '/prihlaseni?next=%2Fkosik%2Fdoprava',
    );
    await fillValidCzech(user);
    await submitCzech(user);
    expect(await screen.findByText('Other page: /kosik/doprava')).toBeInTheDocument();
  });

  it('sends a signed-in user to the account page', async () => {
    sessionUser = business;
    renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj účet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Registrace' })).not.toBeInTheDocument();
  });

  it('speaks Romanian and checks the CUI in the Romanian shop', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: ['/autentificare/inregistrare'],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Înregistrare' })).toBeInTheDocument();
    await user.type(field('E-mail'), 'ana.popescu@example.ro');
    await user.type(field('Parolă'), 'Primavara-2026!');
    await user.type(field('Repetați parola'), 'Primavara-2026!');
    await user.type(field('Prenume'), 'Ana');
    await user.type(field('Nume'), 'Popescu');
    await user.type(field('Telefon'), '0722 123 45');
    await user.click(screen.getByRole('checkbox', { name: 'Cumpăr în numele unei firme' }));
    await user.type(field('Denumirea firmei'), 'Exemplu SRL');
    await user.type(field('CUI'), '123');
    await user.type(field('Cod de TVA'), 'RO123');
    await user.click(screen.getByRole('button', { name: 'Creați contul' }));
    expect(field('CUI')).toHaveAccessibleDescription('Introduceți un CUI valid.');
    expect(field('Cod de TVA')).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți un cod de TVA valid, de forma RO12345678.'),
    );
    expect(field('Telefon')).toHaveAccessibleDescription(
      expect.stringContaining('Introduceți un număr de telefon valid.'),
    );
    expect(screen.getByRole('checkbox', { name: /Sunt de acord cu termenii/ })).toHaveAccessibleDescription(
      'Această valoare este obligatorie.',
    );
    expect(registerBodies).toHaveLength(0);
  });
});
