import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { CurrentUser, Profile } from 'shared-domain';
import { customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';

const janaProfile: Profile = {
  email: 'jana.novakova@example.cz',
  firstName: 'Jana',
  lastName: 'Nováková',
  phone: '+420777123456',
  business: false,
  companyName: null,
  companyId: null,
  vatId: null,
  consentMarketing: false,
  kind: 'personal',
  canEdit: true,
  createdAt: '2025-03-01T09:00:00.000Z',
};

let sessionUser: CurrentUser | null = customer;
let profile: Profile = janaProfile;
let whoAmICalls = 0;
const updates: unknown[] = [];

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => {
    whoAmICalls += 1;
    return HttpResponse.json({ user: sessionUser });
  }),
  http.get('/api/new/accounts/me/profile', () => HttpResponse.json(profile)),
  http.put('/api/new/accounts/me/profile', async ({ request }) => {
    const body = (await request.json()) as Partial<Profile>;
    updates.push(body);
    profile = { ...profile, ...body };
    return HttpResponse.json(profile);
  }),
);

beforeEach(() => {
  sessionUser = customer;
  profile = janaProfile;
  whoAmICalls = 0;
  updates.length = 0;
});

function renderProfile() {
  return renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: ['/ucet/osobni-udaje'] });
}

const save = () => screen.getByRole('button', { name: 'Uložit změny' });

describe('personal data page', () => {
  it('shows the sign-in e-mail read-only and the data in the form', async () => {
    renderProfile();
    expect(await screen.findByLabelText(/^Jméno/)).toHaveValue('Jana');
    expect(screen.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeInTheDocument();
    expect(screen.getByText('jana.novakova@example.cz')).toBeInTheDocument();
    expect(screen.getByText(/Tímto e-mailem se přihlašujete/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Příjmení/)).toHaveValue('Nováková');
    expect(screen.getByLabelText(/^Telefon/)).toHaveValue('+420777123456');
    expect(screen.getByRole('checkbox', { name: 'Nakupuji na firmu' })).not.toBeChecked();
    expect(screen.queryByLabelText(/^IČO/)).not.toBeInTheDocument();
  });

  it('shows a bad phone number at its field and sends nothing', async () => {
    const { user } = renderProfile();
    const phone = await screen.findByLabelText(/^Telefon/);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(save());
    expect(phone).toHaveAccessibleDescription('Zadejte platné telefonní číslo.');
    expect(phone).toHaveValue('12345');
    expect(updates).toHaveLength(0);
  });

  it('asks a business customer for the company name and IČO', async () => {
    const { user } = renderProfile();
    await user.click(await screen.findByRole('checkbox', { name: 'Nakupuji na firmu' }));
    await user.click(save());
    expect(screen.getByLabelText(/^Název firmy/)).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(screen.getByLabelText(/^IČO/)).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(screen.getByLabelText(/^DIČ/)).not.toHaveAccessibleDescription();
    expect(updates).toHaveLength(0);
  });

  it('rejects an IČO with a wrong check digit', async () => {
    const { user } = renderProfile();
    await user.click(await screen.findByRole('checkbox', { name: 'Nakupuji na firmu' }));
    await user.type(screen.getByLabelText(/^Název firmy/), 'Nováková s.r.o.');
    await user.type(screen.getByLabelText(/^IČO/), '12345678');
    await user.click(save());
    expect(screen.getByLabelText(/^IČO/)).toHaveAccessibleDescription('Zadejte platné IČO (8 číslic).');
    expect(updates).toHaveLength(0);
  });

  it('checks the CUI the Romanian way in the Romanian shop', async () => {
    sessionUser = { ...customer, firstName: 'Ioana', lastName: 'Popescu' };
    profile = { ...janaProfile, firstName: 'Ioana', lastName: 'Popescu', phone: '+40722123456' };
    const { user } = renderWithProviders(<AccountRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: ['/cont/date-personale'],
    });
    expect(await screen.findByLabelText(/^Prenume/)).toHaveValue('Ioana');
    await user.click(screen.getByRole('checkbox', { name: 'Cumpăr pe firmă' }));
    await user.type(screen.getByLabelText(/^Denumirea firmei/), 'Popescu SRL');
    await user.type(screen.getByLabelText(/^CUI/), '1234567');
    await user.click(screen.getByRole('button', { name: 'Salvați modificările' }));
    expect(screen.getByLabelText(/^CUI/)).toHaveAccessibleDescription('Introduceți un CUI valid.');
    expect(updates).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^CUI/));
    await user.type(screen.getByLabelText(/^CUI/), '18547290');
    await user.click(screen.getByRole('button', { name: 'Salvați modificările' }));
    expect(await screen.findByText('Am salvat datele personale.')).toBeInTheDocument();
    expect(updates).toEqual([
      expect.objectContaining({ business: true, companyName: 'Popescu SRL', companyId: '18547290' }),
    ]);
  });

  it('puts the server’s field errors (400) at the fields and keeps the input', async () => {
    server.use(
      http.put('/api/new/accounts/me/profile', () =>
        HttpResponse.json(
          {
            type: 'validation',
            code: 'invalid_request',
            message: 'The request is not valid.',
            errors: { form: { lastName: ['Příjmení je příliš dlouhé.'] } },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderProfile();
    const lastName = await screen.findByLabelText(/^Příjmení/);
    await user.clear(lastName);
    await user.type(lastName, 'Nováková-Dvořáková');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Příjmení je příliš dlouhé.');
    expect(lastName).toHaveAccessibleDescription('Příjmení je příliš dlouhé.');
    expect(lastName).toHaveValue('Nováková-Dvořáková');
    expect(screen.queryByText('Osobní údaje jsme uložili.')).not.toBeInTheDocument();
  });

  it('saves, says so and refreshes the session (the header shows the name)', async () => {
    const { user } = renderProfile();
    const firstName = await screen.findByLabelText(/^Jméno/);
    const callsBefore = whoAmICalls;
    await user.clear(firstName);
    await user.type(firstName, 'Janička');
    await user.click(screen.getByRole('checkbox', { name: /novinky a\u00a0nabídky/ }));
    await user.click(save());
    expect(await screen.findByRole('status')).toHaveTextContent('Osobní údaje jsme uložili.');
    expect(updates).toEqual([
      {
        firstName: 'Janička',
        lastName: 'Nováková',
        phone: '+420777123456',
        business: false,
        consentMarketing: true,
      },
    ]);
    expect(firstName).toHaveValue('Janička');
    expect(whoAmICalls).toBeGreaterThan(callsBefore);
  });

  it('shows a shop account read-only, says why, and offers no form', async () => {
    profile = {
      ...janaProfile,
      firstName: 'Prodejna',
      lastName: 'Praha Anděl',
      kind: 'shop',
      canEdit: false,
      business: true,
      companyName: 'Mobil Shop a.s.',
      companyId: '27074358',
      vatId: 'CZ27074358',
    };
    renderProfile();
    expect(
      await screen.findByText(
        'Tento účet patří prodejně. Osobní údaje u něj spravuje centrála, proto je zde nelze měnit.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Praha Anděl')).toBeInTheDocument();
    expect(screen.getByText('27074358')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Uložit změny' })).not.toBeInTheDocument();
  });

  it('sends a visitor to the login page', async () => {
    sessionUser = null;
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Přihlášení' })).toBeInTheDocument();
  });
});
