import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AttributeDefinition, AttributeTree } from 'shared-domain';
import { setupTestServer, staff } from 'shared-ui/testing.ts';
import { renderAdmin } from '../testing/render-admin.tsx';

function attribute(overrides: Partial<AttributeDefinition>): AttributeDefinition {
  return {
    id: 11,
    groupId: 1,
    code: 'diagonal',
    name: 'Úhlopříčka',
    valueType: 'number',
    unit: '"',
    isFilter: true,
    position: 0,
    valueCount: 0,
    choices: [],
    ...overrides,
  };
}

const tree: AttributeTree = {
  groups: [
    {
      id: 1,
      code: 'display',
      name: 'Displej',
      position: 0,
      attributes: [
        attribute({}),
        attribute({
          id: 12,
          code: 'panel',
          name: 'Typ panelu',
          valueType: 'choice',
          unit: null,
          isFilter: false,
          position: 1,
          valueCount: 3,
          choices: [
            { id: 1, code: 'oled', name: 'OLED' },
            { id: 2, code: 'lcd', name: 'LCD' },
          ],
        }),
      ],
    },
    { id: 2, code: 'battery', name: 'Baterie', position: 1, attributes: [] },
  ],
};

const sent: { method: string; url: string; body?: unknown }[] = [];
let createAnswer: () => Response = () => HttpResponse.json(attribute({ id: 99 }), { status: 201 });

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/catalogue/admin/attributes', () => HttpResponse.json(tree)),
  http.post('/api/new/catalogue/admin/attributes', async ({ request }) => {
    sent.push({ method: 'POST', url: request.url, body: await request.json() });
    return createAnswer();
  }),
  http.delete('/api/new/catalogue/admin/attributes/:id', ({ request }) => {
    sent.push({ method: 'DELETE', url: request.url });
    return new HttpResponse(null, { status: 204 });
  }),
  http.put('/api/new/catalogue/admin/attribute-groups/order', async ({ request }) => {
    sent.push({ method: 'PUT', url: request.url, body: await request.json() });
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeEach(() => {
  sent.length = 0;
  createAnswer = () => HttpResponse.json(attribute({ id: 99 }), { status: 201 });
});

describe('the attribute definitions', () => {
  it('lists the groups with their attributes, types, filters and how many products use them', async () => {
    renderAdmin('/admin/atributy');
    const display = await screen.findByRole('region', { name: /Displej/ }, { timeout: 5000 });
    const rows = within(display).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Úhlopříčka');
    expect(rows[1]).toHaveTextContent('filtr');
    expect(rows[1]).toHaveTextContent('Číslo');
    expect(rows[2]).toHaveTextContent('Výběr z voleb');
    expect(rows[2]).toHaveTextContent('OLED, LCD');
    expect(rows[2]).toHaveTextContent('vyplněno u 3 produktů');
    expect(screen.getByRole('region', { name: /Baterie/ })).toHaveTextContent('Skupina zatím nemá atributy.');
  });

  it('adds a choice attribute and shows the server’s field errors at the fields', async () => {
    const { user } = renderAdmin('/admin/atributy');
    await user.click(await screen.findByRole('button', { name: 'Nový atribut ve skupině Baterie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nový atribut ve skupině Baterie' });
    await user.type(within(dialog).getByLabelText(/^Název/), 'Nabíjení');
    await user.type(within(dialog).getByLabelText(/^Kód$|^Kód\s*\*/), 'Charging');
    await user.selectOptions(within(dialog).getByLabelText(/Typ hodnoty/), 'choice');
    await user.type(within(dialog).getByLabelText(/Název volby 1/), 'Rychlé');
    await user.type(within(dialog).getByLabelText(/Kód volby 1/), 'fast');
    createAnswer = () =>
      HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Formulář obsahuje chyby.',
          errors: { form: { code: ['Zadaná hodnota není platná.'] } },
        },
        { status: 400 },
      );
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect(await within(dialog).findByText('Zadaná hodnota není platná.')).toBeInTheDocument();
    expect(sent[0].body).toEqual({
      groupId: 2,
      code: 'Charging',
      name: 'Nabíjení',
      valueType: 'choice',
      unit: null,
      isFilter: false,
      choices: [{ code: 'fast', name: 'Rychlé' }],
    });

    createAnswer = () => HttpResponse.json(attribute({ id: 99 }), { status: 201 });
    const code = within(dialog).getByLabelText(/^Kód$|^Kód\s*\*/);
    await user.clear(code);
    await user.type(code, 'charging');
    await user.click(within(dialog).getByRole('button', { name: 'Uložit' }));
    expect((await screen.findAllByText('Úspěšně uloženo.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before deleting an attribute with values, naming how many, and deletes them too', async () => {
    const { user } = renderAdmin('/admin/atributy');
    await user.click(await screen.findByRole('button', { name: 'Odstranit atribut Typ panelu' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Odstranit atribut Typ panelu?' });
    expect(dialog).toHaveTextContent('Atribut je vyplněný u 3 produktů. Odstraní se i tyto hodnoty.');
    await user.click(within(dialog).getByRole('button', { name: 'Odstranit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(new URL(sent[0].url).pathname).toBe('/api/new/catalogue/admin/attributes/12');
    expect(new URL(sent[0].url).searchParams.get('deleteValues')).toBe('true');
    expect((await screen.findAllByText('Úspěšně odstraněno.')).length).toBeGreaterThan(0);
  });

  it('moves a group down with the keyboard-reachable buttons', async () => {
    const { user } = renderAdmin('/admin/atributy');
    await user.click(await screen.findByRole('button', { name: 'Posunout níž: Displej' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ ids: [2, 1] });
    expect(screen.getByRole('button', { name: 'Posunout výš: Displej' })).toBeDisabled();
  });
});
