import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { DeliveryAddressInput, SavedAddress } from 'shared-domain';
import { customer, renderWithProviders, setupTestServer } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import roRO from '../messages/ro-RO.ts';
import { AccountRoutes } from '../testing/account-routes.tsx';

const home: SavedAddress = {
  id: 11,
  name: 'Jana Nováková',
  street: 'Vinohradská 12',
  city: 'Praha',
  postcode: '120 00',
  phone: null,
  isDefault: true,
};
const office: SavedAddress = {
  id: 12,
  name: 'Firma Example s.r.o.',
  street: 'Na Příkopě 5',
  city: 'Praha',
  postcode: '110 00',
  phone: '+420777123456',
  isDefault: false,
};

// A small in-memory version of the api: the first address becomes the default, one default at most.
let addresses: SavedAddress[] = [];
let nextId = 100;
const sent: { method: string; body?: unknown }[] = [];

function store(input: DeliveryAddressInput, id: number) {
  const isDefault = Boolean(input.isDefault) || addresses.every((address) => address.id === id);
  if (isDefault) addresses = addresses.map((address) => ({ ...address, isDefault: false }));
  const saved = { ...input, id, phone: input.phone ?? null, isDefault };
  addresses = addresses.some((address) => address.id === id)
    ? addresses.map((address) => (address.id === id ? saved : address))
    : [...addresses, saved];
  return saved;
}

const server = setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: customer })),
  http.get('/api/new/accounts/me/addresses', () => HttpResponse.json({ addresses })),
  http.post('/api/new/accounts/me/addresses', async ({ request }) => {
    const body = (await request.json()) as DeliveryAddressInput;
    sent.push({ method: 'POST', body });
    return HttpResponse.json(store(body, nextId++), { status: 201 });
  }),
  http.put('/api/new/accounts/me/addresses/:id', async ({ request, params }) => {
    const body = (await request.json()) as DeliveryAddressInput;
    sent.push({ method: 'PUT', body });
    return HttpResponse.json(store(body, Number(params.id)));
  }),
  http.delete('/api/new/accounts/me/addresses/:id', ({ params }) => {
    sent.push({ method: 'DELETE' });
    addresses = addresses.filter((address) => address.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/new/accounts/me/addresses/:id/default', ({ params }) => {
    sent.push({ method: 'POST default' });
    addresses = addresses.map((address) => ({ ...address, isDefault: address.id === Number(params.id) }));
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  addresses = [];
  nextId = 100;
  sent.length = 0;
});

function renderAddresses() {
  return renderWithProviders(<AccountRoutes />, { messages: csCZ, initialEntries: ['/ucet/adresy'] });
}

const cards = () => within(screen.getByRole('list', { name: 'Uložené adresy' })).getAllByRole('listitem');

describe('delivery addresses page', () => {
  it('offers to add the first address when there is none, and makes it the default', async () => {
    const { user } = renderAddresses();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Zatím nemáte uloženou žádnou adresu' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Přidat adresu' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Nová adresa' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Jméno a příjmení nebo firma/)).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Použít jako výchozí adresu' })).toBeChecked();

    await user.type(screen.getByLabelText(/^Jméno a příjmení nebo firma/), 'Jana Nováková');
    await user.type(screen.getByLabelText(/^Ulice a číslo domu/), 'Vinohradská 12');
    await user.type(screen.getByLabelText(/^Město/), 'Praha');
    await user.type(screen.getByLabelText(/^PSČ/), '12000');
    await user.click(screen.getByRole('button', { name: 'Uložit adresu' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Adresu jsme uložili.');
    expect(screen.getByRole('heading', { level: 2, name: 'Uložené adresy' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Nová adresa' })).not.toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Vinohradská 12');
    expect(cards()[0]).toHaveTextContent('120 00 Praha');
    expect(cards()[0]).toHaveTextContent('Výchozí adresa');
    // The postcode goes out in its printed form; the empty phone is left out.
    expect(sent).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Jana Nováková',
          street: 'Vinohradská 12',
          city: 'Praha',
          postcode: '120 00',
          isDefault: true,
        },
      },
    ]);
  });

  it('lists the default address first and marks it', async () => {
    addresses = [office, home];
    renderAddresses();
    await screen.findByRole('heading', { level: 2, name: 'Uložené adresy' });
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards()[0]).toHaveTextContent('Jana Nováková');
    expect(cards()[0]).toHaveTextContent('Výchozí adresa');
    expect(cards()[1]).not.toHaveTextContent('Výchozí adresa');
    expect(
      within(cards()[0]).queryByRole('button', { name: /Nastavit jako výchozí/ }),
    ).not.toBeInTheDocument();
  });

  it('edits an address and returns focus to the button that opened the form on cancel', async () => {
    addresses = [home, office];
    const { user } = renderAddresses();
    const edit = await screen.findByRole('button', { name: 'Upravit adresu Firma Example s.r.o.' });
    await user.click(edit);
    expect(screen.getByRole('heading', { level: 2, name: 'Úprava adresy' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Ulice a číslo domu/)).toHaveValue('Na Příkopě 5');
    await user.click(screen.getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('heading', { name: 'Úprava adresy' })).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.click(edit);
    const street = screen.getByLabelText(/^Ulice a číslo domu/);
    await user.clear(street);
    await user.type(street, 'Na Příkopě 7');
    await user.click(screen.getByRole('button', { name: 'Uložit adresu' }));
    expect(await screen.findByText('Adresu jsme uložili.')).toBeInTheDocument();
    await waitFor(() => expect(cards()[1]).toHaveTextContent('Na Příkopě 7'));
    expect(screen.getByRole('heading', { level: 2, name: 'Uložené adresy' })).toHaveFocus();
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          name: 'Firma Example s.r.o.',
          street: 'Na Příkopě 7',
          city: 'Praha',
          postcode: '110 00',
          phone: '+420777123456',
          isDefault: false,
        },
      },
    ]);
  });

  it('deletes only after the user confirms', async () => {
    addresses = [home, office];
    const { user } = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Smazat adresu Firma Example s.r.o.' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Smazat adresu?' });
    expect(dialog).toHaveTextContent('Firma Example s.r.o., Na Příkopě 5, 110 00 Praha');
    await user.click(within(dialog).getByRole('button', { name: 'Zrušit' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(cards()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Smazat adresu Firma Example s.r.o.' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Smazat adresu' }));
    expect(await screen.findByText('Adresu jsme smazali.')).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByText('Firma Example s.r.o.')).not.toBeInTheDocument();
    expect(sent).toEqual([{ method: 'DELETE' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Uložené adresy' })).toHaveFocus();
  });

  it('makes another address the default', async () => {
    addresses = [home, office];
    const { user } = renderAddresses();
    await user.click(
      await screen.findByRole('button', { name: 'Nastavit jako výchozí adresu Firma Example s.r.o.' }),
    );
    expect(await screen.findByText('Výchozí adresu jsme změnili.')).toBeInTheDocument();
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Firma Example s.r.o.'));
    expect(cards()[0]).toHaveTextContent('Výchozí adresa');
    expect(cards()[1]).not.toHaveTextContent('Výchozí adresa');
  });

  it('checks the Czech postcode and phone at their fields and sends nothing', async () => {
    const { user } = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Přidat adresu' }));
    await user.type(screen.getByLabelText(/^PSČ/), '010011');
    await user.type(screen.getByLabelText(/^Telefon/), '0722 123 456');
    await user.click(screen.getByRole('button', { name: 'Uložit adresu' }));
    expect(screen.getByLabelText(/^PSČ/)).toHaveAccessibleDescription(/Zadejte platné PSČ\./);
    expect(screen.getByLabelText(/^Telefon/)).toHaveAccessibleDescription(/Zadejte platné telefonní číslo\./);
    expect(screen.getByLabelText(/^Město/)).toHaveAccessibleDescription('Tato hodnota je požadována.');
    expect(screen.getByLabelText(/^PSČ/)).toHaveValue('010011');
    expect(sent).toEqual([]);
  });

  it('wants six digits for a Romanian postcode and accepts a Romanian phone', async () => {
    const { user } = renderWithProviders(<AccountRoutes />, {
      shop: 'ro',
      messages: roRO,
      initialEntries: ['/cont/adrese'],
    });
    await user.click(await screen.findByRole('button', { name: 'Adăugați o adresă' }));
    await user.type(screen.getByLabelText(/^Nume și prenume sau firmă/), 'Ioana Popescu');
    await user.type(screen.getByLabelText(/^Strada și numărul/), 'Strada Lipscani 10');
    await user.type(screen.getByLabelText(/^Localitate/), 'București');
    await user.type(screen.getByLabelText(/^Cod poștal/), '110 00');
    await user.type(screen.getByLabelText(/^Telefon/), '0722 123 456');
    await user.click(screen.getByRole('button', { name: 'Salvați adresa' }));
    expect(screen.getByLabelText(/^Cod poștal/)).toHaveAccessibleDescription(
      /Introduceți un cod poștal valid\./,
    );
    expect(screen.getByLabelText(/^Telefon/)).not.toHaveAccessibleDescription(/valid/);
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText(/^Cod poștal/));
    await user.type(screen.getByLabelText(/^Cod poștal/), '030167');
    await user.click(screen.getByRole('button', { name: 'Salvați adresa' }));
    expect(await screen.findByText('Am salvat adresa.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        body: expect.objectContaining({ postcode: '030167', phone: '+40722123456' }),
      },
    ]);
  });

  it('explains the limit when the api refuses another address (409)', async () => {
    addresses = [home];
    server.use(
      http.post('/api/new/accounts/me/addresses', () =>
        HttpResponse.json(
          { type: 'conflict', code: 'too_many_addresses', message: 'Too many addresses.' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderAddresses();
    await user.click(await screen.findByRole('button', { name: 'Přidat adresu' }));
    expect(screen.getByRole('checkbox', { name: 'Použít jako výchozí adresu' })).not.toBeChecked();
    await user.type(screen.getByLabelText(/^Jméno a příjmení nebo firma/), 'Jana Nováková');
    await user.type(screen.getByLabelText(/^Ulice a číslo domu/), 'Dlouhá 3');
    await user.type(screen.getByLabelText(/^Město/), 'Brno');
    await user.type(screen.getByLabelText(/^PSČ/), '602 00');
    await user.click(screen.getByRole('button', { name: 'Uložit adresu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Uložit můžete nejvýše 20 adres. Než přidáte novou, některou ze starých smažte.',
    );
    expect(screen.getByLabelText(/^Ulice a číslo domu/)).toHaveValue('Dlouhá 3');
  });
});
