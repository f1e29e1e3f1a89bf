import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import type { AdminStore } from 'shared-domain/contracts/admin-stores.ts';
import { useRoutes, useShop } from 'shared-ui';
import { renderWithProviders, setupTestServer, staff } from 'shared-ui/testing.ts';
import csCZ from '../messages/cs-CZ.ts';
import remote from '../routes.tsx';

function AdminRoutes() {
  return useRoutes(remote.routes(useShop().shop));
}

const brno: AdminStore = {
  id: 3,
  slug: 'brno-namesti-svobody',
  name: 'Mobilní svět Brno',
  city: 'Brno',
  street: 'náměstí Svobody 1',
  services: ['sale'],
  email: 'brno@example.cz',
  photoUrl: null,
  description: 'Prodejna v\u00a0centru Brna.',
  openingHours: [{ day: 'mon', opens: '09:00', closes: '19:00' }],
  exceptions: [{ date: '2026-12-24', closed: true, opens: null, closes: null, note: 'Štědrý den' }],
};
let saved: unknown[] = [];

setupTestServer(
  http.get('/api/new/accounts/me', () => HttpResponse.json({ user: staff })),
  http.get('/api/new/admin/stores', () => HttpResponse.json({ items: [brno] })),
  http.put('/api/new/admin/stores/3', async ({ request }) => {
    const body = (await request.json()) as { exceptions: { opens: string | null; closes: string | null }[] };
    saved.push(body);
    if (body.exceptions.some((row) => row.opens && row.closes && row.opens >= row.closes))
      return HttpResponse.json(
        {
          type: 'validation',
          code: 'invalid_request',
          message: 'Neplatné údaje',
          errors: { form: { 'exceptions.1.closes': ['Konec musí být po začátku.'] } },
        },
        { status: 400 },
      );
    return HttpResponse.json({ ...brno, ...body });
  }),
);

beforeEach(() => {
  saved = [];
});

describe('stores admin', () => {
  it('edits services, hours and a holiday exception; a wrong exception is shown at its field', async () => {
    const { user } = renderWithProviders(<AdminRoutes />, {
      messages: csCZ,
      initialEntries: ['/admin/prodejny'],
    });
    await user.click(await screen.findByRole('link', { name: 'Mobilní svět Brno' }));
    const form = await screen.findByRole('form', { name: 'Prodejna' });
    await user.click(within(form).getByRole('checkbox', { name: 'Servis' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Otevřeno – úterý' }));
    await user.click(within(form).getByRole('button', { name: 'Přidat den' }));
    const date = within(form).getByLabelText('Datum (2)');
    await user.type(date, '2026-12-31');
    await user.click(within(form).getByRole('checkbox', { name: 'Zavřeno (2)' }));
    const closes = within(form).getByLabelText('Zavírá (2)');
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(within(form).getByRole('button', { name: 'Uložit' }));
    expect(await within(form).findByText('Konec musí být po začátku.')).toBeInTheDocument();
    await user.clear(closes);
    await user.type(closes, '14:00');
    await user.click(within(form).getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({
      services: ['sale', 'service'],
      openingHours: [
        { day: 'mon', opens: '09:00', closes: '19:00' },
        { day: 'tue', opens: '09:00', closes: '18:00' },
      ],
      exceptions: [
        { date: '2026-12-24', closed: true, note: 'Štědrý den' },
        { date: '2026-12-31', closed: false, opens: '09:00', closes: '14:00', note: null },
      ],
    });
  });
});
